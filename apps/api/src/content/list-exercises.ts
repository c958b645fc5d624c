import type { TListedActivity } from '@innerway/domain';
import type { UserRow } from '../user-record/user-row.ts';
import { activityReply } from './content-replies.ts';
import { contentAndProgressFor, type TContentContext } from './read-content.ts';

/** The activities the user may see, in program order; locked ones in their locked shape (the screens draw the locks). */
export async function listExercises(ctx: TContentContext, user: UserRow, options: { featured: boolean }): Promise<TListedActivity[]> {
  const { view, progress } = await contentAndProgressFor(ctx, user);
  const activities = options.featured ? view.activities.filter((activity) => activity.is_featured) : view.activities;
  return activities.map((activity) => activityReply(activity, progress));
}
