// The minutes a member is shown for an item, from its media's lengths (decision 039). The demo
// program's loader and the studio's publish both time items by these rules, so a topic's time is
// the same whichever way its media arrived.

/**
 * Seconds of media as the whole minutes a member is shown: the nearest minute, at least 1 for any
 * media (a 20-second video is not '0 min'), 0 for none (a written activity has no media to time).
 */
export function mediaMinutes(seconds: number): number {
  return seconds > 0 ? Math.max(1, Math.round(seconds / 60)) : 0;
}

/**
 * An activity's seconds: its longest recording (voices and languages differ by a few seconds);
 * 0 without any.
 */
export function activitySeconds(recordings: readonly (number | null | undefined)[]): number {
  return Math.max(0, ...recordings.map((seconds) => seconds ?? 0));
}

/** A segment's minutes: the sum of its videos' and activities' seconds, as whole minutes. */
export function segmentMinutes(stepSeconds: readonly number[], activitySecondsList: readonly number[]): number {
  return mediaMinutes(sum(stepSeconds) + sum(activitySecondsList));
}

/** A topic's minutes: the sum of its segments' minutes, so the times its overview lists add up to it. */
export function topicMinutes(segmentMinutesList: readonly number[]): number {
  return sum(segmentMinutesList);
}

function sum(values: readonly number[]): number {
  return values.reduce((total, value) => total + value, 0);
}
