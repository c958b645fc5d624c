import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';

/**
 * Deletes all of a user's progress, assessments and assessment views in ONE statement. The
 * progress triggers (drizzle/0007_progress_version.sql) bump the user's row at the end of a
 * statement; a save locks its progress row, then the user's row. One statement here takes the
 * progress rows first and the user's row last, in the same order, so a save made meanwhile waits
 * instead of deadlocking (several statements would lock the user's row between them).
 */
export async function deleteProgressOf(db: Pick<Db, 'execute'>, userId: number): Promise<void> {
  await db.execute(sql`
    with steps as (delete from user_step_progress where user_id = ${userId}),
      exercises as (delete from user_exercise_progress where user_id = ${userId}),
      assessments as (delete from user_assessments where user_id = ${userId})
    delete from assessment_views where user_id = ${userId}`);
}
