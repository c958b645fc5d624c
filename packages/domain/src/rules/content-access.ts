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
