import { sql } from 'drizzle-orm';
import type { TExerciseProgress } from '@innerway/domain';
import type { UserRow } from '../user-record/user-row.ts';
import { contentViewFor, type TContentContext } from '../content/read-content.ts';
import type { Db } from '../db/client.ts';
import { userExerciseProgress } from '../db/schema.ts';
import { notFound } from '../http/app-error.ts';
import { assertFullAccess, isForeignKeyViolation } from './progress-rules.ts';

const stored = userExerciseProgress;

function prepareExerciseProgressUpsert(db: Db) {
  return db
    .insert(stored)
    .values({ userId: sql.placeholder('userId'), exerciseId: sql.placeholder('exerciseId'), percent: sql.placeholder('percent') })
    .onConflictDoUpdate({
      target: [stored.userId, stored.exerciseId],
      set: {
        percent: sql`greatest(${stored.percent}, excluded.percent)`,
        updatedAt: sql`case when excluded.percent >= ${stored.percent} then now() else ${stored.updatedAt} end`,
      },
    })
    .returning({ percent: stored.percent })
    .prepare('save_exercise_progress');
}
const exerciseProgressUpserts = new WeakMap<Db, ReturnType<typeof prepareExerciseProgressUpsert>>();

// A named prepared statement, planned once per connection, as the step saves are.
function exerciseProgressUpsert(db: Db) {
  let upsert = exerciseProgressUpserts.get(db);
  if (!upsert) exerciseProgressUpserts.set(db, (upsert = prepareExerciseProgressUpsert(db)));
  return upsert;
}

/**
 * Saves an activity's progress (100 when marked complete) in one statement that keeps the greater
 * of the stored and the sent percent, so a completed activity stays complete.
 */
export async function saveExerciseProgress(
  ctx: TContentContext,
  user: UserRow,
  exerciseId: number,
  update: { progress: number },
): Promise<TExerciseProgress> {
  assertFullAccess(user);
  const view = await contentViewFor(ctx, user);
  if (!view.activityById.has(exerciseId)) throw notFound();

  try {
    const [row] = await exerciseProgressUpsert(ctx.db).execute({ userId: user.id, exerciseId, percent: update.progress });
    return { exercise_id: exerciseId, user_percent_complete: row!.percent };
  } catch (error) {
    if (isForeignKeyViolation(error)) throw notFound();
    throw error;
  }
}
