import { describe, expect, it } from 'vitest';
import { clampPercent } from './percent.ts';

describe('clampPercent', () => {
  it('keeps values within 0..100 and maps NaN to 0', () => {
    expect(clampPercent(42.5)).toBe(42.5);
    expect(clampPercent(-1)).toBe(0);
    expect(clampPercent(101)).toBe(100);
    expect(clampPercent(Number.POSITIVE_INFINITY)).toBe(100);
    expect(clampPercent(Number.NaN)).toBe(0);
  });
});
