import { offsetAt, wallClockMs } from '@innerway/domain';

export const MsPerDay = 86_400_000;
export const MsPerQuarter = 15 * 60_000;
export const QuartersPerDay = 96;

export const dayMs = (day: string) => Date.parse(`${day}T00:00:00Z`);
export const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/**
 * The instant `day` starts in `timeZone`: the first quarter hour whose local date is `day`
 * (local midnight, or the end of a daylight-saving gap where a zone skips midnight). Every zone
 * in use is offset from UTC by whole quarter hours, so a local day starts on a UTC quarter hour;
 * where midnight at the moment's offset is not it (a daylight-saving change near midnight), it is
 * found by bisection between two instants a day and more either side.
 */
export function localDayStart(day: string, timeZone: string): number {
  const key = `${timeZone} ${day}`;
  let start = knownStarts.get(key);
  if (start === undefined) {
    if (knownStarts.size >= KnownStartsMax) knownStarts.clear();
    start = findLocalDayStart(dayMs(day), timeZone);
    knownStarts.set(key, start);
  }
  return start;
}

/** A zone's days never move: they are remembered (a few hundred per zone a screen asks for). */
const knownStarts = new Map<string, number>();
const KnownStartsMax = 20_000;

function findLocalDayStart(midnight: number, timeZone: string): number {
  // Most days: midnight at the offset of the moment, and the quarter before it is the day before.
  const guess = midnight - offsetAt(midnight - offsetAt(midnight, timeZone), timeZone);
  if (wallClockMs(guess, timeZone) === midnight && wallClockMs(guess - MsPerQuarter, timeZone) < midnight) return guess;
  // In quarter hours from a point surely on the day before (offsets reach 14 h either way).
  let low = Math.floor((midnight - 2 * MsPerDay) / MsPerQuarter);
  let high = Math.floor((midnight + 2 * MsPerDay) / MsPerQuarter);
  while (high - low > 1) {
    const middle = Math.floor((low + high) / 2);
    if (wallClockMs(middle * MsPerQuarter, timeZone) >= midnight) high = middle;
    else low = middle;
  }
  return high * MsPerQuarter;
}

/**
 * How the UTC days under the local days `days` split: per UTC day, the quarter hours at which a
 * local day starts, and 96, its end. The local day i runs from `starts[i]` to `starts[i + 1]`.
 */
export function localDaySplits(days: readonly string[], timeZone: string): { starts: number[]; splits: Map<string, number[]> } {
  const last = days.at(-1)!;
  const starts = [...days, isoDay(dayMs(last) + MsPerDay)].map((day) => localDayStart(day, timeZone));
  const splits = new Map<string, number[]>();
  for (let utcDay = starts[0]! - (starts[0]! % MsPerDay); utcDay < starts.at(-1)!; utcDay += MsPerDay) {
    const inside = starts.filter((start) => start > utcDay && start < utcDay + MsPerDay).map((start) => (start - utcDay) / MsPerQuarter);
    splits.set(isoDay(utcDay), [...inside, QuartersPerDay]);
  }
  return { starts, splits };
}
