import { describe, expect, it } from 'vitest';
import { isValidRange, lastDays, presetOf, rangeDays } from './date-range';

const now = new Date('2024-03-10T23:30:00Z');

describe('date ranges', () => {
  it('counts the last days of the viewer’s own calendar, today included', () => {
    expect(lastDays(7, 'UTC', now)).toEqual({ from: '2024-03-04', to: '2024-03-10' });
    // Already the 11th in Paris.
    expect(lastDays(7, 'Europe/Paris', now)).toEqual({ from: '2024-03-05', to: '2024-03-11' });
    expect(rangeDays(lastDays(365, 'UTC', now))).toBe(365);
  });

  it('takes forward ranges of at most 366 days, as the server does', () => {
    expect(isValidRange({ from: '2024-01-01', to: '2024-12-31' })).toBe(true);
    expect(isValidRange({ from: '2024-03-02', to: '2024-03-02' })).toBe(true);
    expect(isValidRange({ from: '2024-03-02', to: '2024-03-01' })).toBe(false);
    expect(isValidRange({ from: '2023-01-01', to: '2024-01-02' })).toBe(false);
    expect(isValidRange({ from: '', to: '2024-01-02' })).toBe(false);
  });

  it('knows a preset when it sees one', () => {
    expect(presetOf(lastDays(30, 'UTC', now), 'UTC', now)).toBe(30);
    expect(presetOf({ from: '2024-01-01', to: '2024-01-31' }, 'UTC', now)).toBeNull();
  });
});
