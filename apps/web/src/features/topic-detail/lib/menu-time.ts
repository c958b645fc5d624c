/** What a topic menu row says of an item's time: seconds, whole minutes, or nothing. */
export type TMenuTime = { unit: 'seconds' | 'minutes'; count: number } | null;

/**
 * A video's time is its length when known, so a 20-second video reads '20 sec' rather than
 * '1 min', and a longer one its nearest whole minute; otherwise (a Vimeo step, an activity) the
 * item's minutes. Nothing for no time at all: a written activity has no media to time.
 */
export function menuTime(lengthSeconds: number | null | undefined, minutes: number): TMenuTime {
  const seconds = typeof lengthSeconds === 'number' && Number.isFinite(lengthSeconds) ? Math.round(lengthSeconds) : 0;
  if (seconds > 0) return seconds < 60 ? { unit: 'seconds', count: seconds } : { unit: 'minutes', count: Math.round(seconds / 60) };
  return minutes > 0 ? { unit: 'minutes', count: minutes } : null;
}
