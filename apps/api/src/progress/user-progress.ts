import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';

/** What one user has done, keyed by content id. */
export interface TUserProgress {
  steps: Map<number, { percent: number; time: number }>;
  exercises: Map<number, number>;
  /** modules with at least one submitted assessment */
  assessedModuleIds: Set<number>;
}

export const noProgress = (): TUserProgress => ({ steps: new Map(), exercises: new Map(), assessedModuleIds: new Set() });

/**
 * All of a user's progress in ONE round trip, whatever the number of topics: the content itself
 * comes from memory, so a content reply costs this query and nothing else. A user's rows are
 * bounded by the size of the program (one per step and per activity, plus one per assessed topic).
 */
export async function loadUserProgress(db: Db, userId: number): Promise<TUserProgress> {
  const { rows } = await db.execute<{ kind: 's' | 'e' | 'a'; id: number; percent: number; time: number }>(sql`
    select 's' as kind, step_id as id, percent, time_seconds as time from user_step_progress where user_id = ${userId}
    union all
    select 'e', exercise_id, percent, 0 from user_exercise_progress where user_id = ${userId}
    union all
    select distinct 'a', module_id, 0, 0 from user_assessments where user_id = ${userId}
  `);
  const progress = noProgress();
  for (const row of rows) {
    if (row.kind === 's') progress.steps.set(row.id, { percent: row.percent, time: row.time });
    else if (row.kind === 'e') progress.exercises.set(row.id, row.percent);
    else progress.assessedModuleIds.add(row.id);
  }
  return progress;
}
