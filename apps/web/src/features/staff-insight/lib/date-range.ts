import { calendarDateIn, InsightLimits, isoDate } from '@innerway/domain';

export interface TDateRange {
  from: string;
  to: string;
}

const MsPerDay = 86_400_000;
const dayMs = (day: string) => Date.parse(`${day}T00:00:00Z`);
const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The device's IANA time zone: the figures are summed per day of the viewer's own calendar. */
export const deviceTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

/** The ranges offered in one click: the last week, month, quarter and year, today included. */
export const RangePresets = [7, 30, 90, 365] as const;

/** The last `days` local days of `timeZone`, today included. */
export function lastDays(days: number, timeZone: string, now = new Date()): TDateRange {
  const to = isoDate(calendarDateIn(now, timeZone));
  return { from: dayOf(dayMs(to) - (days - 1) * MsPerDay), to };
}

/** The number of days a range spans, both ends included. */
export const rangeDays = ({ from, to }: TDateRange) => (dayMs(to) - dayMs(from)) / MsPerDay + 1;

/** Whether the server will take the range: real days, forwards, at most InsightLimits.rangeMaxDays. */
export function isValidRange(range: TDateRange): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(range.from) || !/^\d{4}-\d{2}-\d{2}$/.test(range.to)) return false;
  const days = rangeDays(range);
  return Number.isInteger(days) && days >= 1 && days <= InsightLimits.rangeMaxDays;
}

/** The preset a range is, if it is one (ending today). */
export function presetOf(range: TDateRange, timeZone: string, now = new Date()): number | null {
  return RangePresets.find((days) => {
    const preset = lastDays(days, timeZone, now);
    return preset.from === range.from && preset.to === range.to;
  }) ?? null;
}
