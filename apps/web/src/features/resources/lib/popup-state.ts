import { isContentLocked, type TLockable } from '@innerway/domain';
import { ApiError } from '../../../lib/api-client';
import type { TLocalizedResult } from '../../content';

export type TPopupState<T> =
  | { status: 'loading' }
  | { status: 'error'; error: unknown }
  | { status: 'locked' }
  | { status: 'ready'; item: T };

/**
 * What the content popup shows. A trial user sees the subscribe content for a locked item,
 * whether the lock is known here (the item's trial flag) or only on the server (a 403).
 */
export function popupState<T extends TLockable>(
  result: TLocalizedResult<T>,
  user: { is_trial_mode: boolean } | null,
  alwaysOpen: (item: T) => boolean = () => false,
): TPopupState<T> {
  if (result.isError) {
    if (result.error instanceof ApiError && result.error.status === 403) return { status: 'locked' };
    return { status: 'error', error: result.error };
  }
  if (result.isPending || result.data === undefined) return { status: 'loading' };
  const item = result.data;
  if (user && !alwaysOpen(item) && isContentLocked(item, user)) return { status: 'locked' };
  return { status: 'ready', item };
}
