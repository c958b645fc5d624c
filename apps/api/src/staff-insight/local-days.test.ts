import { describe, expect, it } from 'vitest';
import { localDaySplits, localDayStart } from './local-days.ts';

const iso = (ms: number) => new Date(ms).toISOString();

describe('localDayStart', () => {
  it('is local midnight in zones a whole, half or three quarters of an hour from UTC', () => {
    expect(iso(localDayStart('2023-06-01', 'UTC'))).toBe('2023-06-01T00:00:00.000Z');
    expect(iso(localDayStart('2023-06-01', 'Europe/Paris'))).toBe('2023-05-31T22:00:00.000Z');
    expect(iso(localDayStart('2023-07-11', 'Asia/Kolkata'))).toBe('2023-07-10T18:30:00.000Z');
    expect(iso(localDayStart('2023-06-01', 'Asia/Kathmandu'))).toBe('2023-05-31T18:15:00.000Z');
    expect(iso(localDayStart('2023-06-01', 'Pacific/Kiritimati'))).toBe('2023-05-31T10:00:00.000Z');
    expect(iso(localDayStart('2023-06-01', 'Pacific/Pago_Pago'))).toBe('2023-06-01T11:00:00.000Z');
  });

  it('follows daylight saving, and a day that skips its midnight starts when the clock jumps', () => {
    expect(iso(localDayStart('2023-03-12', 'America/New_York'))).toBe('2023-03-12T05:00:00.000Z');
    expect(iso(localDayStart('2023-03-13', 'America/New_York'))).toBe('2023-03-13T04:00:00.000Z');
    // Santiago goes from 00:00 (-04) straight to 01:00 (-03) on 3 September 2023.
    expect(iso(localDayStart('2023-09-03', 'America/Santiago'))).toBe('2023-09-03T04:00:00.000Z');
  });
});

describe('localDaySplits', () => {
  it('cuts each UTC day where a local day starts, and at its end', () => {
    const { starts, splits } = localDaySplits(['2023-07-10', '2023-07-11'], 'Asia/Kolkata');
    expect(starts.map(iso)).toEqual(['2023-07-09T18:30:00.000Z', '2023-07-10T18:30:00.000Z', '2023-07-11T18:30:00.000Z']);
    expect([...splits]).toEqual([
      ['2023-07-09', [74, 96]],
      ['2023-07-10', [74, 96]],
      ['2023-07-11', [74, 96]],
    ]);
    // New York's 23-hour day starts at 05:00 UTC, the next day at 04:00 UTC.
    const spring = localDaySplits(['2023-03-12'], 'America/New_York');
    expect([...spring.splits]).toEqual([
      ['2023-03-12', [20, 96]],
      ['2023-03-13', [16, 96]],
    ]);
  });
});
