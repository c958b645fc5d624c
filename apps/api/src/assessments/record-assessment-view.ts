import type { UserRow } from '../user-record/user-row.ts';
import { contentViewFor, type TContentContext } from '../content/read-content.ts';
import { assessmentViews } from '../db/schema.ts';
import { notFound } from '../http/app-error.ts';
import { assertFullAccess } from '../progress/progress-rules.ts';

/**
 * Records that the user opened a topic's assessment (spec section 7). The assessment is locked for
 * trial users, so they cannot have opened it (403); the topic must be one the user can see (404).
 */
export async function recordAssessmentView(ctx: TContentContext, user: UserRow, moduleId: number): Promise<void> {
  assertFullAccess(user);
  const view = await contentViewFor(ctx, user);
  if (!view.moduleById.has(moduleId)) throw notFound();
  await ctx.db.insert(assessmentViews).values({ userId: user.id, moduleId });
}
