import { describe, expect, it } from 'vitest';
import { isActivityComplete } from './activity-completion.ts';
import { PercentMax } from './percent.ts';

describe('isActivityComplete', () => {
  it('needs MORE than 90 percent', () => {
    expect(isActivityComplete(90)).toBe(false);
    expect(isActivityComplete(90.5)).toBe(true);
    expect(isActivityComplete(91)).toBe(true);
    expect(isActivityComplete(PercentMax)).toBe(true);
    expect(isActivityComplete(null)).toBe(false);
  });
});
