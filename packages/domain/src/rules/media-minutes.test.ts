import { describe, expect, it } from 'vitest';
import { activitySeconds, segmentMinutes, topicMinutes, mediaMinutes } from './media-minutes.ts';

describe('media minutes', () => {
  it('rounds to the nearest minute, at least 1 for any media, 0 for none', () => {
    expect(mediaMinutes(0)).toBe(0);
    expect(mediaMinutes(20)).toBe(1);
    expect(mediaMinutes(89)).toBe(1);
    expect(mediaMinutes(90)).toBe(2);
    expect(mediaMinutes(181)).toBe(3);
  });

  it('times an activity by its longest recording, a written one at 0', () => {
    expect(activitySeconds([150, 163, null, 149])).toBe(163);
    expect(activitySeconds([])).toBe(0);
    expect(activitySeconds([null, undefined])).toBe(0);
  });

  it('sums a segment before rounding, and a topic from its segments', () => {
    expect(segmentMinutes([40, 40], [0])).toBe(1);
    expect(segmentMinutes([100, 50], [180])).toBe(6);
    expect(topicMinutes([1, 6, 0])).toBe(7);
  });
});
