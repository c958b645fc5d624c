import { describe, expect, it } from 'vitest';
import { isContentLocked } from './content-access.ts';

describe('isContentLocked', () => {
  it('locks non-trial content for trial users only', () => {
    expect(isContentLocked({ is_trial_content: false }, { is_trial_mode: true })).toBe(true);
    expect(isContentLocked({ is_trial_content: true }, { is_trial_mode: true })).toBe(false);
    expect(isContentLocked({ is_trial_content: false }, { is_trial_mode: false })).toBe(false);
  });
});
