/**
 * Calendar dates for the offer statuses (`Offered_DDMMYYYY`, `OFFERED_MMDDYYYY`). The statuses
 * store a day without a time zone, written from the person's own clock, so days are compared as
 * calendar days of the local date, never as 24-hour spans (a DST change would shift those).
 */
export interface TCalendarDate {
  year: number;
  /** 1..12 */
  month: number;
  /** 1..31 */
  day: number;
}

const MsPerDay = 24 * 60 * 60 * 1000;

/** The local calendar day of a Date. */
export function calendarDateOf(date: Date): TCalendarDate {
  return { year: date.getFullYear(), month: date.getMonth() + 1, day: date.getDate() };
}

function dayNumber(date: TCalendarDate): number {
  return Date.UTC(date.year, date.month - 1, date.day) / MsPerDay;
}

/** Whole days from `from` to `to`; negative when `from` is later. */
export function daysBetween(from: TCalendarDate, to: TCalendarDate): number {
  return dayNumber(to) - dayNumber(from);
}

export function isRealCalendarDate(date: TCalendarDate): boolean {
  const { year, month, day } = date;
  if (!Number.isInteger(year) || !Number.isInteger(month) || !Number.isInteger(day)) return false;
  if (year < 1 || month < 1 || month > 12 || day < 1) return false;
  // Day 0 of the next month is the last day of this one; Date.UTC handles leap years.
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return day <= lastDay;
}

const pad2 = (n: number) => String(n).padStart(2, '0');
const pad4 = (n: number) => String(n).padStart(4, '0');

export type TDateOrder = 'DMY' | 'MDY';

/** Eight digits, day-first (`DDMMYYYY`) or month-first (`MMDDYYYY`). */
export function formatEightDigitDate(date: TCalendarDate, order: TDateOrder): string {
  const first = order === 'DMY' ? date.day : date.month;
  const second = order === 'DMY' ? date.month : date.day;
  return `${pad2(first)}${pad2(second)}${pad4(date.year)}`;
}

/** Null unless exactly eight digits naming a day that exists (31022024 is not one). */
export function parseEightDigitDate(text: string, order: TDateOrder): TCalendarDate | null {
  const match = /^(\d{2})(\d{2})(\d{4})$/.exec(text);
  if (!match) return null;
  const first = Number(match[1]);
  const second = Number(match[2]);
  const year = Number(match[3]);
  const date = order === 'DMY' ? { year, month: second, day: first } : { year, month: first, day: second };
  return isRealCalendarDate(date) ? date : null;
}
