import type { TActivity } from '@innerway/domain';
import type { UserRow } from '../user-record/user-row.ts';
import { notFound } from '../http/app-error.ts';
import { activityReply } from './content-replies.ts';
import { assertUnlocked, contentAndProgressFor, type TContentContext } from './read-content.ts';

/** One activity; 404 when the user cannot see it, 403 for a trial user on a full-access one. */
export async function getExercise(ctx: TContentContext, user: UserRow, id: number): Promise<TActivity> {
  const { view, progress } = await contentAndProgressFor(ctx, user);
  const activity = view.activityById.get(id);
  if (!activity) throw notFound();
  assertUnlocked(activity);
  return activityReply(activity, progress);
}
