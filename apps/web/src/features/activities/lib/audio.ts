import { Constants } from '@innerway/domain';

/**
 * New position after a 30-second skip, clamped to [0, duration]. Before the duration is known
 * (NaN) or for a stream (Infinity) only the lower bound applies; the audio element clamps the rest.
 */
export function skipAudio(currentTime: number, duration: number, direction: 'back' | 'forward'): number {
  const from = Number.isFinite(currentTime) ? currentTime : 0;
  const target = from + (direction === 'forward' ? Constants.audioSkipSeconds : -Constants.audioSkipSeconds);
  const upper = Number.isFinite(duration) && duration >= 0 ? duration : Number.POSITIVE_INFINITY;
  return Math.min(upper, Math.max(0, target));
}

/**
 * The timeline's minutes:seconds: '0:00', '0:59' for 59.9 (seconds are floored, as players do, so
 * the clock never shows a second that has not passed), '60:00' for an hour (minutes do not roll
 * over into hours; meditations are short). NaN, Infinity and negatives show '0:00'.
 */
export function formatAudioTime(seconds: number): string {
  const whole = Number.isFinite(seconds) && seconds > 0 ? Math.floor(seconds) : 0;
  const minutes = Math.floor(whole / 60);
  const rest = whole % 60;
  return `${minutes}:${String(rest).padStart(2, '0')}`;
}
