import { describe, expect, it } from 'vitest';
import { daysBetween, formatEightDigitDate, isRealCalendarDate, parseEightDigitDate } from './calendar-date.ts';

describe('calendar dates', () => {
  it('counts calendar days across month, year and leap-day turns', () => {
    expect(daysBetween({ year: 2024, month: 1, day: 31 }, { year: 2024, month: 2, day: 1 })).toBe(1);
    expect(daysBetween({ year: 2023, month: 12, day: 31 }, { year: 2024, month: 1, day: 1 })).toBe(1);
    expect(daysBetween({ year: 2024, month: 2, day: 28 }, { year: 2024, month: 3, day: 1 })).toBe(2);
    expect(daysBetween({ year: 2023, month: 2, day: 28 }, { year: 2023, month: 3, day: 1 })).toBe(1);
    expect(daysBetween({ year: 2024, month: 3, day: 1 }, { year: 2024, month: 2, day: 28 })).toBe(-2);
  });

  it('knows which days exist', () => {
    expect(isRealCalendarDate({ year: 2024, month: 2, day: 29 })).toBe(true);
    expect(isRealCalendarDate({ year: 2023, month: 2, day: 29 })).toBe(false);
    expect(isRealCalendarDate({ year: 2000, month: 2, day: 29 })).toBe(true);
    expect(isRealCalendarDate({ year: 1900, month: 2, day: 29 })).toBe(false);
    expect(isRealCalendarDate({ year: 2024, month: 4, day: 31 })).toBe(false);
    expect(isRealCalendarDate({ year: 2024, month: 13, day: 1 })).toBe(false);
    expect(isRealCalendarDate({ year: 2024, month: 0, day: 1 })).toBe(false);
    expect(isRealCalendarDate({ year: 2024, month: 1, day: 0 })).toBe(false);
  });

  it('formats and parses both digit orders', () => {
    const date = { year: 2024, month: 3, day: 5 };
    expect(formatEightDigitDate(date, 'DMY')).toBe('05032024');
    expect(formatEightDigitDate(date, 'MDY')).toBe('03052024');
    expect(parseEightDigitDate('05032024', 'DMY')).toEqual(date);
    expect(parseEightDigitDate('03052024', 'MDY')).toEqual(date);
  });

  it('rejects anything but eight digits naming a real day', () => {
    for (const text of ['', '5032024', '050320245', '05-03-2024', '0503202a', ' 05032024', '31022024', '00012024']) {
      expect(parseEightDigitDate(text, 'DMY'), text).toBeNull();
    }
    expect(parseEightDigitDate('13012024', 'MDY')).toBeNull();
  });
});
