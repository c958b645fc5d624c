import { describe, expect, it } from 'vitest';
import { isSegmentDone } from './segment-done.ts';
import type { TSegmentProgressCounts } from './segment-done.ts';

const segment = (overrides: Partial<TSegmentProgressCounts> = {}): TSegmentProgressCounts => ({
  done_steps: 3,
  total_steps: 3,
  done_exercises: 1,
  total_exercises: 1,
  has_user_assessment: false,
  ...overrides,
});

describe('isSegmentDone', () => {
  it('is done when every step and activity is done', () => {
    expect(isSegmentDone(segment(), false)).toBe(true);
  });

  it('is not done with one step or one activity missing', () => {
    expect(isSegmentDone(segment({ done_steps: 2 }), false)).toBe(false);
    expect(isSegmentDone(segment({ done_exercises: 0 }), false)).toBe(false);
  });

  it('needs the assessment only when the segment holds it', () => {
    expect(isSegmentDone(segment({ has_user_assessment: true }), false)).toBe(false);
    expect(isSegmentDone(segment({ has_user_assessment: true }), true)).toBe(true);
    expect(isSegmentDone(segment({ has_user_assessment: true, done_steps: 2 }), true)).toBe(false);
  });

  it('does not let extra done steps stand in for a missing activity', () => {
    expect(isSegmentDone(segment({ done_steps: 4, done_exercises: 0 }), false)).toBe(false);
  });

  it('treats an empty segment as done and a NaN count as not done', () => {
    expect(isSegmentDone(segment({ done_steps: 0, total_steps: 0, done_exercises: 0, total_exercises: 0 }), false)).toBe(true);
    expect(isSegmentDone(segment({ done_steps: Number.NaN }), false)).toBe(false);
  });
});
