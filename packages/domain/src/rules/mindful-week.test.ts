import { describe, expect, it } from 'vitest';
import { mindfulWeekOf, startOfLocalDay } from './mindful-week.ts';
import { calendarDateIn, isTimeZone } from './time-zone.ts';

const iso = (week: { start: Date; end: Date }) => [week.start.toISOString(), week.end.toISOString()];

describe('isTimeZone', () => {
  it('takes IANA names and refuses offsets, abbreviations and junk', () => {
    expect(isTimeZone('Europe/Paris')).toBe(true);
    expect(isTimeZone('America/Argentina/Buenos_Aires')).toBe(true);
    expect(isTimeZone('UTC')).toBe(true);
    for (const name of ['', 'Mars/Olympus', '+02:00', 'Europe/Paris\n', '../etc/passwd', 'x'.repeat(65)]) expect(isTimeZone(name)).toBe(false);
  });
});

describe('mindfulWeekOf', () => {
  it('runs from Monday 00:00 to the next Monday 00:00 in the member’s zone', () => {
    // Wednesday 26 November 2025, 10:00 UTC.
    const now = new Date('2025-11-26T10:00:00Z');
    expect(iso(mindfulWeekOf(now, 'UTC'))).toEqual(['2025-11-24T00:00:00.000Z', '2025-12-01T00:00:00.000Z']);
    expect(iso(mindfulWeekOf(now, 'Europe/Paris'))).toEqual(['2025-11-23T23:00:00.000Z', '2025-11-30T23:00:00.000Z']);
    expect(iso(mindfulWeekOf(now, 'America/Los_Angeles'))).toEqual(['2025-11-24T08:00:00.000Z', '2025-12-01T08:00:00.000Z']);
  });

  it('puts the same instant in different weeks on either side of the date line', () => {
    // Sunday 30 November 2025, 20:00 UTC: already Monday in Auckland, still Sunday in New York.
    const now = new Date('2025-11-30T20:00:00Z');
    expect(mindfulWeekOf(now, 'Pacific/Auckland').start.toISOString()).toBe('2025-11-30T11:00:00.000Z');
    expect(mindfulWeekOf(now, 'America/New_York').start.toISOString()).toBe('2025-11-24T05:00:00.000Z');
  });

  it('includes Monday 00:00 itself and excludes the next one', () => {
    const monday = new Date('2025-11-23T23:00:00Z'); // Monday 00:00 in Paris
    expect(mindfulWeekOf(monday, 'Europe/Paris').start).toEqual(monday);
    expect(mindfulWeekOf(new Date(monday.getTime() - 1), 'Europe/Paris').end).toEqual(monday);
  });

  it('is 167 hours long in the week clocks go forward and 169 in the week they go back', () => {
    const hours = (week: { start: Date; end: Date }) => (week.end.getTime() - week.start.getTime()) / 3_600_000;
    // Europe/Paris: forward on Sunday 30 March 2025, back on Sunday 26 October 2025.
    expect(hours(mindfulWeekOf(new Date('2025-03-27T12:00:00Z'), 'Europe/Paris'))).toBe(167);
    expect(hours(mindfulWeekOf(new Date('2025-10-23T12:00:00Z'), 'Europe/Paris'))).toBe(169);
    expect(iso(mindfulWeekOf(new Date('2025-03-27T12:00:00Z'), 'Europe/Paris'))).toEqual([
      '2025-03-23T23:00:00.000Z',
      '2025-03-30T22:00:00.000Z',
    ]);
  });
});

describe('startOfLocalDay', () => {
  it('starts a day whose midnight is skipped when the clocks jump', () => {
    // America/Santiago put its clocks forward at 00:00 on Sunday 8 September 2024 (to 01:00, UTC-3).
    expect(startOfLocalDay({ year: 2024, month: 9, day: 8 }, 'America/Santiago').toISOString()).toBe('2024-09-08T04:00:00.000Z');
  });

  it('starts the days on either side of clocks set back at midnight', () => {
    // America/Santiago set its clocks back at 00:00 on Sunday 7 April 2024 (to 23:00 Saturday, UTC-4).
    expect(startOfLocalDay({ year: 2024, month: 4, day: 6 }, 'America/Santiago').toISOString()).toBe('2024-04-06T03:00:00.000Z');
    expect(startOfLocalDay({ year: 2024, month: 4, day: 7 }, 'America/Santiago').toISOString()).toBe('2024-04-07T04:00:00.000Z');
  });

  it('reads the local day of an instant', () => {
    expect(calendarDateIn(new Date('2025-11-30T20:00:00Z'), 'Pacific/Auckland')).toEqual({ year: 2025, month: 12, day: 1 });
  });
});
