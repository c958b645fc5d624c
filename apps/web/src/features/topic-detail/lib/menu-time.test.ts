import { describe, expect, it } from 'vitest';
import { menuTime } from './menu-time';

describe('menuTime', () => {
  it("gives a short video's length in seconds, not a rounded-up minute", () => {
    expect(menuTime(20, 1)).toEqual({ unit: 'seconds', count: 20 });
    expect(menuTime(19.6, 1)).toEqual({ unit: 'seconds', count: 20 });
    expect(menuTime(59.4, 1)).toEqual({ unit: 'seconds', count: 59 });
  });

  it('gives a longer one its nearest whole minute', () => {
    expect(menuTime(59.6, 1)).toEqual({ unit: 'minutes', count: 1 });
    expect(menuTime(89, 5)).toEqual({ unit: 'minutes', count: 1 });
    expect(menuTime(95, 5)).toEqual({ unit: 'minutes', count: 2 });
    expect(menuTime(600, 1)).toEqual({ unit: 'minutes', count: 10 });
  });

  it("falls back to the item's minutes without a length, and says nothing for none", () => {
    expect(menuTime(null, 4)).toEqual({ unit: 'minutes', count: 4 });
    expect(menuTime(undefined, 4)).toEqual({ unit: 'minutes', count: 4 });
    expect(menuTime(0, 4)).toEqual({ unit: 'minutes', count: 4 });
    expect(menuTime(Number.NaN, 4)).toEqual({ unit: 'minutes', count: 4 });
    expect(menuTime(null, 0)).toBeNull();
  });
});
