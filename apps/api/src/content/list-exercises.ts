import type { TActivity } from '@innerway/domain';
import type { UserRow } from '../user-record/user-row.ts';
import { activityReply } from './content-replies.ts';
import { contentAndProgressFor, type TContentContext } from './read-content.ts';

/** The activities the user may see, in program order; locked ones included (the screens draw the locks). */
export async function listExercises(ctx: TContentContext, user: UserRow, options: { featured: boolean }): Promise<TActivity[]> {
  const { view, progress } = await contentAndProgressFor(ctx, user);
  const activities = options.featured ? view.activities.filter((activity) => activity.is_featured) : view.activities;
  return activities.map((activity) => activityReply(activity, progress));
}
