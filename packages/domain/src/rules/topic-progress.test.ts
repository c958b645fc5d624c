import { describe, expect, it } from 'vitest';
import { isAssessmentUnlocked, isTopicComplete, topicPercentComplete } from './topic-progress.ts';
import type { TTopicProgressCounts } from './topic-progress.ts';

const topic = (overrides: Partial<TTopicProgressCounts> = {}): TTopicProgressCounts => ({
  done_steps: 0,
  total_steps: 6,
  done_exercises: 0,
  total_exercises: 2,
  user_assessment_completed: false,
  ...overrides,
});

describe('topicPercentComplete', () => {
  it('is 0 when nothing is done', () => {
    expect(topicPercentComplete(topic())).toBe(0);
  });

  it('counts the introduction and the assessment as one item each', () => {
    // (1 step + introduction) / (6 + 2 + assessment + introduction) = 2/10
    expect(topicPercentComplete(topic({ done_steps: 1 }))).toBe(20);
    // (6 + 2 + introduction) / 10
    expect(topicPercentComplete(topic({ done_steps: 6, done_exercises: 2 }))).toBe(90);
    // The assessment opens once everything else is done, so an assessed topic is complete, even
    // when the counts no longer say everything is done (content added later, decision 038).
    expect(topicPercentComplete(topic({ user_assessment_completed: true }))).toBe(100);
  });

  it('rounds to the nearest whole percent', () => {
    // (1 + 1) / (1 + 0 + 2) = 66.67
    expect(topicPercentComplete(topic({ total_steps: 1, total_exercises: 0, done_steps: 1 }))).toBe(67);
    // (2 + 1) / (7 + 0 + 2) = 33.33
    expect(topicPercentComplete(topic({ total_steps: 7, total_exercises: 0, done_steps: 2 }))).toBe(33);
  });

  it('is 100 when everything including the assessment is done', () => {
    expect(topicPercentComplete(topic({ done_steps: 6, done_exercises: 2, user_assessment_completed: true }))).toBe(100);
  });

  it('is 100 for a topic holding only its assessment, once assessed', () => {
    const empty = topic({ total_steps: 0, total_exercises: 0 });
    expect(topicPercentComplete(empty)).toBe(0);
    expect(topicPercentComplete({ ...empty, user_assessment_completed: true })).toBe(100);
  });

  it('never rounds an unfinished topic up to 100 nor a started one down to 0', () => {
    expect(topicPercentComplete(topic({ total_steps: 198, done_steps: 198, total_exercises: 0 }))).toBe(99);
    expect(topicPercentComplete(topic({ total_steps: 500, done_steps: 1, total_exercises: 0 }))).toBe(1);
  });

  it('stays within 0..100 on inconsistent counts', () => {
    expect(topicPercentComplete(topic({ done_steps: 9, done_exercises: 5 }))).toBe(90);
    expect(topicPercentComplete(topic({ done_steps: 9, done_exercises: 5, user_assessment_completed: true }))).toBe(100);
    expect(topicPercentComplete(topic({ done_steps: -4 }))).toBe(0);
    expect(topicPercentComplete(topic({ done_steps: Number.NaN, total_steps: Number.NaN, done_exercises: 1 }))).toBe(50);
  });
});

describe('isTopicComplete', () => {
  it('needs the assessment, which opens only once every step and activity is done', () => {
    expect(isTopicComplete(topic({ done_steps: 6, done_exercises: 2, user_assessment_completed: true }))).toBe(true);
    expect(isTopicComplete(topic({ done_steps: 6, done_exercises: 2 }))).toBe(false);
  });

  it('stays complete when a step or an activity is added to the topic after the assessment', () => {
    const assessed = topic({ done_steps: 6, done_exercises: 2, user_assessment_completed: true });
    const grown = { ...assessed, total_steps: assessed.total_steps + 1, total_exercises: assessed.total_exercises + 1 };
    expect(isTopicComplete(grown)).toBe(true);
    expect(topicPercentComplete(grown)).toBe(100);
  });
});

describe('isAssessmentUnlocked', () => {
  it('opens only when every video and activity is done', () => {
    expect(isAssessmentUnlocked({ done_steps: 5, total_steps: 5, done_exercises: 3, total_exercises: 3 })).toBe(true);
    expect(isAssessmentUnlocked({ done_steps: 4, total_steps: 5, done_exercises: 3, total_exercises: 3 })).toBe(false);
    expect(isAssessmentUnlocked({ done_steps: 5, total_steps: 5, done_exercises: 2, total_exercises: 3 })).toBe(false);
  });
});
