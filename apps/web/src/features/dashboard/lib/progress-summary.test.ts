import { describe, expect, it } from 'vitest';
import { progressSummary } from './progress-summary';

const topic = (done_steps: number, done_exercises: number, user_assessment_completed: boolean) => ({
  done_steps,
  total_steps: 4,
  done_exercises,
  total_exercises: 2,
  user_assessment_completed,
});

describe('progressSummary', () => {
  it('counts completed topics, assessments and activities', () => {
    // The third was assessed before a video and an activity were added to it: still completed (decision 038).
    expect(progressSummary([topic(4, 2, true), topic(4, 2, false), topic(3, 1, true), topic(0, 0, false)])).toEqual({
      topics: { done: 2, total: 4 },
      assessments: { done: 2, total: 4 },
      activities: { done: 5, total: 8 },
    });
  });

  it('is all zero without topics', () => {
    expect(progressSummary([])).toEqual({
      topics: { done: 0, total: 0 },
      assessments: { done: 0, total: 0 },
      activities: { done: 0, total: 0 },
    });
  });

  it('never counts more activities done than exist', () => {
    expect(progressSummary([topic(0, 3, false)]).activities).toEqual({ done: 2, total: 2 });
  });
});
