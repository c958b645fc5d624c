import { Constants } from '@innerway/domain';

/**
 * Total minutes shown on a topic overview: the topic's own minutes plus the assessment's.
 * A missing or broken `minutes_to_complete` counts as 0 so the screen still shows the assessment time.
 */
export function topicTotalMinutes(minutesToComplete: number | null | undefined): number {
  const minutes = typeof minutesToComplete === 'number' && Number.isFinite(minutesToComplete) ? minutesToComplete : 0;
  return Math.max(0, minutes) + Constants.assessmentMinutes;
}
