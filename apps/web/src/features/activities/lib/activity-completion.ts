import { Constants, isActivityComplete, PercentMax } from '@innerway/domain';

/** Marking an activity complete sends this progress (spec section 4). */
export const ActivityCompleteProgress = PercentMax;

/** The 'Mark As Complete' button is hidden once complete and when progress is not tracked (trial). */
export function showMarkAsComplete(userPercent: number | null | undefined, progressTracked: boolean): boolean {
  return progressTracked && !isActivityComplete(userPercent);
}

export interface TMeditationPlayback {
  /** True once this activity is complete, on the server or already triggered in this session. */
  alreadyComplete: boolean;
  currentTime: number;
  duration: number;
  ended: boolean;
}

/**
 * Meditation completion fires once: when the audio reaches 90 percent (at or past it, since the
 * spec says 'reaches') or ends, and only if not already complete. The caller flips
 * `alreadyComplete` as soon as this returns true, which is what makes it fire once.
 * An unknown duration (NaN before metadata, Infinity for a stream) only completes on `ended`.
 */
export function shouldCompleteMeditation(playback: TMeditationPlayback): boolean {
  if (playback.alreadyComplete) return false;
  if (playback.ended) return true;
  const { currentTime, duration } = playback;
  if (!Number.isFinite(duration) || duration <= 0 || !Number.isFinite(currentTime)) return false;
  // The epsilon keeps binary fractions (8.1 s of 9 s reads 89.99999999999999 %) from missing the mark.
  return (currentTime / duration) * PercentMax + 1e-9 >= Constants.activityCompletionPercent;
}
