import { ResourceCategory } from '../enums/index.ts';

/** What a content item needs to say whether someone may open it. */
export interface TLockable {
  is_trial_content: boolean;
}

/**
 * Trial users use only trial content; everything else is locked for them and leads to the
 * subscribe prompt (spec sections 1 and 6). The tutorial is trial content, so it is never locked.
 */
export function isContentLocked(item: TLockable, user: { is_trial_mode: boolean }): boolean {
  return user.is_trial_mode && !item.is_trial_content;
}

/** Tutorials are always openable (spec section 4), whatever their trial flag says. */
export function isResourceLocked(resource: TLockable & { category: number }, user: { is_trial_mode: boolean }): boolean {
  return resource.category !== ResourceCategory.Tutorial && isContentLocked(resource, user);
}

/**
 * Whether the server sent an item in its locked shape (`locked: true`, only the tile's fields):
 * lists and topics embed the items a trial user may not open that way.
 */
export function isLockedItem<T extends object>(item: T): item is Extract<T, { locked: true }> {
  return 'locked' in item && item.locked === true;
}
