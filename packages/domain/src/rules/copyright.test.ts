import { describe, expect, it } from 'vitest';
import { copyrightYears } from './copyright.ts';

describe('copyrightYears', () => {
  it('reads 2009-2020', () => {
    expect(copyrightYears()).toBe('2009-2020');
  });
});
