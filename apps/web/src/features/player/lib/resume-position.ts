import { isStepComplete } from '@innerway/domain';

/**
 * Where a step starts: at the saved position, so that a reload resumes where the person stopped.
 * A finished step starts over (resuming at its end would end it at once), and a position at or
 * past the end, when the length is known, does too.
 */
export function resumePosition(userTime: number, userPercent: number, durationSeconds?: number): number {
  if (!Number.isFinite(userTime) || userTime <= 0 || isStepComplete(userPercent)) return 0;
  if (durationSeconds !== undefined && Number.isFinite(durationSeconds) && durationSeconds > 0 && userTime >= durationSeconds - 1) return 0;
  return userTime;
}
