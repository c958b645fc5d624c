import { describe, expect, it } from 'vitest';
import { instantOfLocalTime, isoWeekday, latestReminder, nextReminder } from './reminder-schedule.ts';
import { calendarDateIn, isTimeZone } from './time-zone.ts';

const paris = { days: [1, 2, 3, 4, 5, 6, 7], time: '08:00', timeZone: 'Europe/Paris' };

describe('reminder times', () => {
  it('knows IANA time zones and refuses offsets, abbreviations and made-up places', () => {
    expect(isTimeZone('Europe/Paris')).toBe(true);
    expect(isTimeZone('America/Argentina/Buenos_Aires')).toBe(true);
    expect(isTimeZone('UTC')).toBe(true);
    expect(isTimeZone('+01:00')).toBe(false);
    expect(isTimeZone('CET')).toBe(false);
    expect(isTimeZone('Europe/Atlantis')).toBe(false);
    expect(isTimeZone('')).toBe(false);
  });

  it('falls at the local time in the member’s own zone', () => {
    const next = nextReminder(paris, new Date('2026-01-14T12:00:00Z'));
    expect(next?.at.toISOString()).toBe('2026-01-15T07:00:00.000Z');
    expect(next?.localDate).toEqual({ year: 2026, month: 1, day: 15 });
    const tokyo = nextReminder({ ...paris, timeZone: 'Asia/Tokyo' }, new Date('2026-01-14T12:00:00Z'));
    expect(tokyo?.at.toISOString()).toBe('2026-01-14T23:00:00.000Z');
    expect(tokyo?.localDate).toEqual({ year: 2026, month: 1, day: 15 });
  });

  it('keeps the wall-clock time across a daylight-saving change', () => {
    // Paris moves from +1 to +2 on Sunday 29 March 2026 at 02:00.
    const saturday = nextReminder(paris, new Date('2026-03-27T12:00:00Z'));
    expect(saturday?.at.toISOString()).toBe('2026-03-28T07:00:00.000Z');
    const sunday = nextReminder(paris, saturday!.at);
    expect(sunday?.at.toISOString()).toBe('2026-03-29T06:00:00.000Z');
    // And back from +2 to +1 on Sunday 25 October 2026 at 03:00.
    const autumn = nextReminder(paris, new Date('2026-10-24T12:00:00Z'));
    expect(autumn?.at.toISOString()).toBe('2026-10-25T07:00:00.000Z');
    // New York changes on other days (8 March 2026): 08:00 is 13:00 UTC, then 12:00 UTC.
    const newYork = { ...paris, timeZone: 'America/New_York' };
    expect(nextReminder(newYork, new Date('2026-03-07T14:00:00Z'))?.at.toISOString()).toBe('2026-03-08T12:00:00.000Z');
  });

  it('moves a time the change skips past the gap, and takes the first of a time it repeats', () => {
    // 02:30 does not exist in Paris on 29 March 2026; 02:30 happens twice on 25 October 2026.
    expect(instantOfLocalTime({ year: 2026, month: 3, day: 29 }, 150, 'Europe/Paris').toISOString()).toBe('2026-03-29T01:30:00.000Z');
    expect(instantOfLocalTime({ year: 2026, month: 10, day: 25 }, 150, 'Europe/Paris').toISOString()).toBe('2026-10-25T00:30:00.000Z');
  });

  it('skips the days not chosen and says when no day is', () => {
    // 14 January 2026 is a Wednesday; Monday and Friday only.
    expect(isoWeekday({ year: 2026, month: 1, day: 14 })).toBe(3);
    const next = nextReminder({ ...paris, days: [1, 5] }, new Date('2026-01-14T12:00:00Z'));
    expect(next?.localDate).toEqual({ year: 2026, month: 1, day: 16 });
    expect(nextReminder({ ...paris, days: [] }, new Date('2026-01-14T12:00:00Z'))).toBeNull();
  });

  it('finds the latest reminder at or before a moment, on the member’s local day', () => {
    const latest = latestReminder({ ...paris, days: [3] }, new Date('2026-01-14T07:00:00Z'));
    expect(latest?.at.toISOString()).toBe('2026-01-14T07:00:00.000Z');
    const lastWeek = latestReminder({ ...paris, days: [3] }, new Date('2026-01-14T06:59:59Z'));
    expect(lastWeek?.localDate).toEqual({ year: 2026, month: 1, day: 7 });
    // Just after midnight UTC it is already the next day in Tokyo.
    expect(calendarDateIn(new Date('2026-01-14T23:30:00Z'), 'Asia/Tokyo')).toEqual({ year: 2026, month: 1, day: 15 });
  });
});
