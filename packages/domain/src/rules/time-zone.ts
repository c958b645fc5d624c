import type { TCalendarDate } from './calendar-date.ts';

// Wall clocks in a member's IANA time zone, read with Intl (no time-zone data of our own): the
// mindful week and the reminder schedule both count in the member's own days.

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

/**
 * Whether `name` is an IANA time zone this runtime knows ('Europe/Paris', 'UTC'). Offsets
 * ('+01:00') and abbreviations ('CET') are refused: they do not follow a place's daylight saving.
 */
export function isTimeZone(name: string): boolean {
  if (name.length === 0 || name.length > 64) return false;
  if (name !== 'UTC' && !/^[A-Za-z][A-Za-z0-9_+-]*(\/[A-Za-z0-9_+-]+)+$/.test(name)) return false;
  try {
    formatterFor(name);
    return true;
  } catch {
    return false;
  }
}

/** The wall-clock reading of `instant` in `timeZone`, written as if it were a UTC instant (ms). */
export function wallClockMs(instant: number, timeZone: string): number {
  const parts: Record<string, number> = {};
  for (const part of formatterFor(timeZone).formatToParts(new Date(instant))) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return Date.UTC(parts.year!, parts.month! - 1, parts.day!, parts.hour!, parts.minute!, parts.second!);
}

/** The zone's offset from UTC at `instant`, in ms (Paris in summer: +2 h). */
export function offsetAt(instant: number, timeZone: string): number {
  const whole = Math.floor(instant / 1000) * 1000;
  return wallClockMs(whole, timeZone) - whole;
}

/** The local calendar day of `instant` in `timeZone`. */
export function calendarDateIn(instant: Date, timeZone: string): TCalendarDate {
  const wall = new Date(wallClockMs(instant.getTime(), timeZone));
  return { year: wall.getUTCFullYear(), month: wall.getUTCMonth() + 1, day: wall.getUTCDate() };
}
