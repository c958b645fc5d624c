import { isLockedItem } from '@innerway/domain';
import type { Db } from '../db/client.ts';
import type { UserRow } from '../user-record/user-row.ts';
import { forbidden } from '../http/app-error.ts';
import { progressFor } from './progress-cache.ts';
import type { TUserProgress } from './user-progress.ts';
import type { TContentView } from './content-snapshot.ts';
import type { ContentStore } from './content-store.ts';
import { accessOf, audienceOf } from './visibility.ts';

/** What the content services need of the app: the program (the members' copy, or a preview's) and the database. */
export interface TContentContext {
  content: Pick<ContentStore, 'get'>;
  db: Db;
}

/** The program as this user may see it, with what they may not open in its locked shape. */
export async function contentViewFor(ctx: TContentContext, user: UserRow): Promise<TContentView> {
  return (await ctx.content.get()).views[audienceOf(user)][accessOf(user)];
}

/**
 * The program as this user may see it, and their progress: both from memory while they are
 * current (the progress costs one query when it changed since this process last loaded it).
 * Shared objects: read them, never change them.
 */
export async function contentAndProgressFor(
  ctx: TContentContext,
  user: UserRow,
): Promise<{ view: TContentView; progress: TUserProgress }> {
  const [view, progress] = await Promise.all([contentViewFor(ctx, user), progressFor(ctx.db, user)]);
  return { view, progress };
}

/**
 * A trial user opening anything but trial content: 403 with the subscribe prompt's text. Their
 * view holds such an item in its locked shape (see build-content-view.ts), so that is what is asked.
 */
export function assertUnlocked<T extends object>(item: T): asserts item is Exclude<T, { locked: true }> {
  if (isLockedItem(item)) throw forbidden('content.full_access_required');
}
