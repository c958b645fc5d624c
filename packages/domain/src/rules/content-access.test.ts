import { describe, expect, it } from 'vitest';
import { ResourceCategory } from '../enums/index.ts';
import { isContentLocked, isLockedItem, isResourceLocked } from './content-access.ts';

describe('isContentLocked', () => {
  it('locks non-trial content for trial users only', () => {
    expect(isContentLocked({ is_trial_content: false }, { is_trial_mode: true })).toBe(true);
    expect(isContentLocked({ is_trial_content: true }, { is_trial_mode: true })).toBe(false);
    expect(isContentLocked({ is_trial_content: false }, { is_trial_mode: false })).toBe(false);
  });
});

describe('isResourceLocked', () => {
  it('never locks a tutorial, whatever its trial flag', () => {
    const trial = { is_trial_mode: true };
    expect(isResourceLocked({ is_trial_content: false, category: ResourceCategory.Tutorial }, trial)).toBe(false);
    expect(isResourceLocked({ is_trial_content: false, category: ResourceCategory.BookRecommendation }, trial)).toBe(true);
    expect(isResourceLocked({ is_trial_content: false, category: ResourceCategory.BookRecommendation }, { is_trial_mode: false })).toBe(false);
  });
});

describe('isLockedItem', () => {
  it('tells the locked shape from the whole item', () => {
    expect(isLockedItem({ id: 1, locked: true as const })).toBe(true);
    expect(isLockedItem({ id: 1, body: 'text' })).toBe(false);
  });
});
