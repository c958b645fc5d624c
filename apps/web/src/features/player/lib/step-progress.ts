import { clampPercent, Constants, PercentMax } from '@innerway/domain';

/**
 * Whole percent of a video watched. Floored, so that 100 means the very end (the player also
 * reports `ended`, which the caller maps to 100); an unknown duration (NaN, 0, Infinity) is 0.
 */
export function videoPercent(currentSeconds: number, durationSeconds: number): number {
  if (!Number.isFinite(durationSeconds) || durationSeconds <= 0 || !Number.isFinite(currentSeconds)) return 0;
  // The epsilon keeps binary fractions from flooring 5.7 s of 10 s to 56.
  return clampPercent(Math.floor((currentSeconds / durationSeconds) * PercentMax + 1e-9));
}

/**
 * Spec sections 4 and 7: save when progress grew by at least 5 points since the last save, or
 * reached 100. Never when it stayed or went back (re-watching a finished step must not lower it).
 * `lastSaved` is null before the first save of this step, which counts as 0.
 */
export function shouldSaveStepProgress(lastSaved: number | null | undefined, next: number): boolean {
  const previous = clampPercent(lastSaved ?? 0);
  const current = clampPercent(next);
  if (current <= previous) return false;
  return current - previous >= Constants.stepSaveIncrement || current >= Constants.stepCompletePercent;
}
