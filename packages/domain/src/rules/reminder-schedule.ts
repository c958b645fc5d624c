import type { TCalendarDate } from './calendar-date.ts';
import { calendarDateIn, offsetAt, wallClockMs } from './time-zone.ts';

/**
 * When a member's reminders fall: on chosen days of the week, at one wall-clock time, in their own
 * IANA time zone. Both sides read it: the server to know which mail is due, the apps to schedule
 * their local notifications. Times are wall-clock times, so a reminder at 08:00 stays at 08:00
 * across a daylight-saving change; a time the change skips (02:30 on a spring-forward night)
 * falls at the same distance after the gap (03:30), and a time it repeats (01:30 on a fall-back
 * night) falls on its first occurrence: Temporal's 'compatible' rule.
 */
export interface TReminderSchedule {
  /** ISO weekdays, 1 (Monday) to 7 (Sunday). */
  days: readonly number[];
  /** 'HH:MM', 24-hour. */
  time: string;
  /** An IANA name, such as 'Europe/Paris'. */
  timeZone: string;
}

/** One reminder: the instant it falls, and the member's local day it is for. */
export interface TReminderOccurrence {
  at: Date;
  localDate: TCalendarDate;
}

const MsPerMinute = 60_000;
const MsPerDay = 24 * 60 * MsPerMinute;

/** 'HH:MM' as minutes after midnight; null when it is not a time of day. */
export function minutesOfDay(time: string): number | null {
  const match = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(time);
  return match ? Number(match[1]) * 60 + Number(match[2]) : null;
}

/** The instant a wall-clock time of a local day falls in `timeZone` (the 'compatible' rule above). */
export function instantOfLocalTime(date: TCalendarDate, minutes: number, timeZone: string): Date {
  const wall = Date.UTC(date.year, date.month - 1, date.day) + minutes * MsPerMinute;
  // A day either side lies outside any one transition: the offsets before and after it.
  const before = offsetAt(wall - MsPerDay, timeZone);
  const after = offsetAt(wall + MsPerDay, timeZone);
  const matches = [wall - before, wall - after].filter((instant) => wallClockMs(instant, timeZone) === wall);
  if (matches.length > 0) return new Date(Math.min(...matches));
  // Skipped by a spring-forward: read with the offset from before the gap, it lands after it.
  return new Date(wall - before);
}

/** ISO weekday (1 Monday .. 7 Sunday) of a calendar day. */
export function isoWeekday(date: TCalendarDate): number {
  const day = new Date(Date.UTC(date.year, date.month - 1, date.day)).getUTCDay();
  return day === 0 ? 7 : day;
}

function addDays(date: TCalendarDate, days: number): TCalendarDate {
  const moved = new Date(Date.UTC(date.year, date.month - 1, date.day + days));
  return { year: moved.getUTCFullYear(), month: moved.getUTCMonth() + 1, day: moved.getUTCDate() };
}

/** The occurrences on the local days from `offsetFrom` to `offsetTo` around `instant`'s own, in order. */
function occurrencesAround(schedule: TReminderSchedule, instant: Date, offsetFrom: number, offsetTo: number): TReminderOccurrence[] {
  const minutes = minutesOfDay(schedule.time);
  if (minutes === null || schedule.days.length === 0) return [];
  const today = calendarDateIn(instant, schedule.timeZone);
  const found: TReminderOccurrence[] = [];
  for (let offset = offsetFrom; offset <= offsetTo; offset += 1) {
    const localDate = addDays(today, offset);
    if (schedule.days.includes(isoWeekday(localDate))) {
      found.push({ at: instantOfLocalTime(localDate, minutes, schedule.timeZone), localDate });
    }
  }
  return found;
}

/** The first reminder strictly after `after`; null when no day is chosen. */
export function nextReminder(schedule: TReminderSchedule, after: Date): TReminderOccurrence | null {
  return occurrencesAround(schedule, after, -1, 8).find((occurrence) => occurrence.at > after) ?? null;
}

/** The last reminder at or before `now`; null when no day is chosen. */
export function latestReminder(schedule: TReminderSchedule, now: Date): TReminderOccurrence | null {
  return occurrencesAround(schedule, now, -8, 1).findLast((occurrence) => occurrence.at <= now) ?? null;
}

/** 'YYYY-MM-DD' of a calendar day. */
export function isoDate(date: TCalendarDate): string {
  return `${String(date.year).padStart(4, '0')}-${String(date.month).padStart(2, '0')}-${String(date.day).padStart(2, '0')}`;
}
