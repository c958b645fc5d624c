import { describe, expect, it } from 'vitest';
import { isEmailChange } from './email-change.ts';

describe('isEmailChange', () => {
  it('sees no change in the same address typed in another case or with spaces', () => {
    expect(isEmailChange('sam@example.com', ' Sam@Example.COM ')).toBe(false);
  });

  it('sees a change in any other address, an empty one included', () => {
    expect(isEmailChange('sam@example.com', 'sam@example.org')).toBe(true);
    expect(isEmailChange('sam@example.com', '')).toBe(true);
  });
});
