import { sql } from 'drizzle-orm';
import type { TStepProgress } from '@innerway/domain';
import type { UserRow } from '../user-record/user-row.ts';
import { contentViewFor, type TContentContext } from '../content/read-content.ts';
import type { Db } from '../db/client.ts';
import { userStepProgress } from '../db/schema.ts';
import { notFound } from '../http/app-error.ts';
import { assertFullAccess, isForeignKeyViolation } from './progress-rules.ts';

const stored = userStepProgress;

function prepareStepProgressUpsert(db: Db) {
  const keepsUp = sql`excluded.percent >= ${stored.percent}`;
  return db
    .insert(stored)
    .values({
      userId: sql.placeholder('userId'),
      stepId: sql.placeholder('stepId'),
      percent: sql.placeholder('percent'),
      timeSeconds: sql.placeholder('time'),
    })
    .onConflictDoUpdate({
      target: [stored.userId, stored.stepId],
      set: {
        percent: sql`greatest(${stored.percent}, excluded.percent)`,
        timeSeconds: sql`case when ${keepsUp} then excluded.time_seconds else ${stored.timeSeconds} end`,
        updatedAt: sql`case when ${keepsUp} then now() else ${stored.updatedAt} end`,
      },
    })
    .returning({ percent: stored.percent, time: stored.timeSeconds })
    .prepare('save_step_progress');
}
const stepProgressUpserts = new WeakMap<Db, ReturnType<typeof prepareStepProgressUpsert>>();

// Players save every few seconds: a named prepared statement, planned once per connection.
function stepProgressUpsert(db: Db) {
  let upsert = stepProgressUpserts.get(db);
  if (!upsert) stepProgressUpserts.set(db, (upsert = prepareStepProgressUpsert(db)));
  return upsert;
}

/**
 * Saves how far a video was watched, in one statement that never moves progress back: the percent
 * is the greater of the stored and the sent one, and the playback position follows a save only when
 * its percent is at least the stored one. Saves arrive out of order (a slow request overtaken by
 * the next), and re-watching a finished step must not lower it; a late, smaller save changes nothing.
 */
export async function saveStepProgress(
  ctx: TContentContext,
  user: UserRow,
  stepId: number,
  /** `ZStepProgressUpdate`'s output: percent 0-100, whole seconds */
  update: { progress: number; time: number },
): Promise<TStepProgress> {
  assertFullAccess(user);
  const view = await contentViewFor(ctx, user);
  if (!view.stepById.has(stepId)) throw notFound();

  try {
    const [row] = await stepProgressUpsert(ctx.db).execute({ userId: user.id, stepId, percent: update.progress, time: update.time });
    return { step_id: stepId, user_percent_complete: row!.percent, user_time: row!.time };
  } catch (error) {
    // The step was deleted between the look-up and the write.
    if (isForeignKeyViolation(error)) throw notFound();
    throw error;
  }
}
