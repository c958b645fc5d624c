import type { TCalendarDate } from './calendar-date.ts';
import { calendarDateIn, offsetAt, wallClockMs } from './time-zone.ts';

// Mindful minutes are summed per week of the member's own calendar: from Monday 00:00 to the next
// Monday 00:00 in their time zone (ISO 8601 weeks, as in France, Spain and most of the world; one
// rule for every language, so a member who changes language keeps the same week).

const MsPerDay = 24 * 60 * 60 * 1000;
/**
 * The first instant of a local day. Midnight may happen twice (clocks set back at 00:00: the
 * earlier one) or not at all (clocks put forward at 00:00: the day starts when they jump).
 */
export function startOfLocalDay(date: TCalendarDate, timeZone: string): Date {
  const wall = Date.UTC(date.year, date.month - 1, date.day);
  const before = wall - offsetAt(wall - MsPerDay / 2, timeZone);
  const after = wall - offsetAt(wall + MsPerDay / 2, timeZone);
  const valid = [before, after].filter((instant) => wallClockMs(instant, timeZone) === wall);
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
