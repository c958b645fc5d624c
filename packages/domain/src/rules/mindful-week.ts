import type { TCalendarDate } from './calendar-date.ts';

// Mindful minutes are summed per week of the member's own calendar: from Monday 00:00 to the next
// Monday 00:00 in their time zone (ISO 8601 weeks, as in France, Spain and most of the world; one
// rule for every language, so a member who changes language keeps the same week).

const MsPerDay = 24 * 60 * 60 * 1000;
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** An IANA time zone name this runtime knows (`Europe/Paris`, `UTC`); offsets and abbreviations are not zones. */
export function isTimeZone(name: string): boolean {
  if (name.length === 0 || name.length > 64 || !/^[A-Za-z][A-Za-z0-9_+\-/]*$/.test(name)) return false;
  try {
    formatterFor(name);
    return true;
  } catch {
    return false;
  }
}

/** The wall clock at `instant` in `timeZone`, written as if it were UTC (ms). */
function wallClock(instant: number, timeZone: string): number {
  const parts: Record<string, number> = {};
  for (const part of formatterFor(timeZone).formatToParts(new Date(instant))) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return Date.UTC(parts.year!, parts.month! - 1, parts.day!, parts.hour!, parts.minute!, parts.second!);
}

function offsetAt(instant: number, timeZone: string): number {
  return wallClock(Math.floor(instant / 1000) * 1000, timeZone) - Math.floor(instant / 1000) * 1000;
}

/** The local calendar day of `instant` in `timeZone`. */
export function calendarDateIn(instant: Date, timeZone: string): TCalendarDate {
  const wall = new Date(wallClock(instant.getTime(), timeZone));
  return { year: wall.getUTCFullYear(), month: wall.getUTCMonth() + 1, day: wall.getUTCDate() };
}

/**
 * The first instant of a local day. Midnight may happen twice (clocks set back at 00:00: the
 * earlier one) or not at all (clocks put forward at 00:00: the day starts when they jump).
 */
export function startOfLocalDay(date: TCalendarDate, timeZone: string): Date {
  const wall = Date.UTC(date.year, date.month - 1, date.day);
  const before = wall - offsetAt(wall - MsPerDay / 2, timeZone);
  const after = wall - offsetAt(wall + MsPerDay / 2, timeZone);
  const valid = [before, after].filter((instant) => wallClock(instant, timeZone) === wall);
  return new Date(valid.length > 0 ? Math.min(...valid) : Math.max(before, after));
}

/** The week holding `now` in `timeZone`: Monday 00:00 (included) to the next Monday 00:00 (excluded). */
export function mindfulWeekOf(now: Date, timeZone: string): { start: Date; end: Date } {
  const today = calendarDateIn(now, timeZone);
  const todayUtc = new Date(Date.UTC(today.year, today.month - 1, today.day));
  const sinceMonday = (todayUtc.getUTCDay() + 6) % 7;
  const monday = new Date(todayUtc.getTime() - sinceMonday * MsPerDay);
  const nextMonday = new Date(monday.getTime() + 7 * MsPerDay);
  const day = (d: Date): TCalendarDate => ({ year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() });
  return { start: startOfLocalDay(day(monday), timeZone), end: startOfLocalDay(day(nextMonday), timeZone) };
}
