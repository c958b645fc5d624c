import { describe, expect, it } from 'vitest';
import { segmentCounts } from './segment-counts.ts';

const base = { total_steps: 2, total_exercises: 1, has_user_assessment: false };

describe('segmentCounts', () => {
  it('counts completed segments out of all segments', () => {
    const segments = [
      { ...base, done_steps: 2, done_exercises: 1 },
      { ...base, done_steps: 1, done_exercises: 1 },
      { ...base, done_steps: 2, done_exercises: 1, has_user_assessment: true },
    ];
    expect(segmentCounts(segments, false)).toEqual({ completed: 1, total: 3 });
    expect(segmentCounts(segments, true)).toEqual({ completed: 2, total: 3 });
  });

  it('is 0 of 0 for a topic without segments', () => {
    expect(segmentCounts([], true)).toEqual({ completed: 0, total: 0 });
  });
});
