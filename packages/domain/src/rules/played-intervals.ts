/**
 * Stretches of a medium that were really played, in seconds of the medium: `[from, to)`. A play
 * is counted as the length of the union of its stretches, so seeking back and hearing a second
 * again, or sending the same stretch twice, adds nothing.
 */
export type TPlayedInterval = [from: number, to: number];

/**
 * The union of `intervals` within `[0, length]`, sorted, with overlapping or touching stretches
 * joined and empty ones dropped. Positions are kept to the millisecond.
 */
export function mergePlayedIntervals(intervals: readonly TPlayedInterval[], length: number): TPlayedInterval[] {
  const clamp = (seconds: number) => Math.round(Math.min(Math.max(seconds, 0), length) * 1000) / 1000;
  const sorted = intervals
    .map(([from, to]): TPlayedInterval => [clamp(from), clamp(to)])
    .filter(([from, to]) => to > from)
    .sort((a, b) => a[0] - b[0]);
  const merged: [number, number][] = [];
  for (const [from, to] of sorted) {
    const last = merged.at(-1);
    if (last && from <= last[1]) last[1] = Math.max(last[1], to);
    else merged.push([from, to]);
  }
  return merged;
}

/** Seconds covered by already merged intervals. */
export function playedSeconds(merged: readonly TPlayedInterval[]): number {
  return merged.reduce((sum, [from, to]) => sum + (to - from), 0);
}
