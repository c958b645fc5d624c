import { PercentMax } from './percent.ts';

/** The topic fields the percent needs; a full topic reply satisfies it. */
export interface TTopicProgressCounts {
  done_steps: number;
  total_steps: number;
  done_exercises: number;
  total_exercises: number;
  user_assessment_completed: boolean;
}

/** Counts from the server are trusted only as far as they make sense. */
const count = (value: number) => (Number.isFinite(value) ? Math.max(0, Math.floor(value)) : 0);

export function hasStartedTopic(topic: TTopicProgressCounts): boolean {
  return count(topic.done_steps) > 0 || count(topic.done_exercises) > 0 || topic.user_assessment_completed;
}

/**
 * The assessment opens once every video and every activity of the topic is complete (spec
 * section 5: 'You must complete all videos and activities before doing your assessment.').
 */
export function isAssessmentUnlocked(topic: Omit<TTopicProgressCounts, 'user_assessment_completed'>): boolean {
  return count(topic.done_steps) >= count(topic.total_steps) && count(topic.done_exercises) >= count(topic.total_exercises);
}

/**
 * A topic is complete once its assessment is taken. The assessment opens only when every video and
 * activity is complete, so everything was done then; what editors publish into the topic afterwards
 * shows as not done inside it but does not take the member's completion back (docs/decisions/038).
 */
export function isTopicComplete(topic: Pick<TTopicProgressCounts, 'user_assessment_completed'>): boolean {
  return topic.user_assessment_completed;
}

/**
 * Percent complete of a topic, 0..100, by the spec's first reading (section 3): the rounded ratio of
 * done to total items, where the items are the steps, the activities, the assessment and the
 * introduction.
 *
 * The spec does not say when the introduction is done. If it were always done, a fresh topic would
 * show a few percent, so the dashboard would never say 'Ready to get started?' and no progress card
 * would ever read 'Start Topic'. So the introduction counts as done once anything else is done, and
 * a topic with nothing done is exactly 0.
 *
 * Rounding must not contradict the labels that hang on 0 and 100: a started topic is at least 1 and
 * an unfinished one at most 99 (with 200 items, 199/200 would otherwise round to 100).
 */
export function topicPercentComplete(topic: TTopicProgressCounts): number {
  if (!hasStartedTopic(topic)) return 0;
  if (isTopicComplete(topic)) return PercentMax;
  const totalSteps = count(topic.total_steps);
  const totalExercises = count(topic.total_exercises);
  const done =
    Math.min(count(topic.done_steps), totalSteps) +
    Math.min(count(topic.done_exercises), totalExercises) +
    (topic.user_assessment_completed ? 1 : 0) +
    1; // the introduction
  const total = totalSteps + totalExercises + 1 + 1; // the assessment and the introduction
  const rounded = Math.round((done / total) * PercentMax);
  return Math.min(PercentMax - 1, Math.max(1, rounded));
}
