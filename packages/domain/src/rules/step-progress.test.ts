import { describe, expect, it } from 'vitest';
import { isStepComplete } from './step-progress.ts';

describe('isStepComplete', () => {
  it('is complete at 100 only', () => {
    expect(isStepComplete(99)).toBe(false);
    expect(isStepComplete(100)).toBe(true);
    expect(isStepComplete(null)).toBe(false);
  });
});
