import { Constants } from '../limits.ts';

/**
 * 'More than 90 percent counts as complete': strictly greater, so a stored 90 is not complete.
 * This does not clash with the meditation trigger (features/activities, which fires AT 90 % of the
 * audio), because that trigger stores 100, not the audio position.
 */
export function isActivityComplete(userPercent: number | null | undefined): boolean {
  return (userPercent ?? 0) > Constants.activityCompletionPercent;
}
