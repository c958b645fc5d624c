import { eq, sql } from 'drizzle-orm';
import { userAssessments, userExerciseProgress, userStepProgress } from '../db/schema.ts';
import type { Db } from '../db/client.ts';

/** What one user has done, keyed by content id. */
export interface TUserProgress {
  steps: Map<number, { percent: number; time: number }>;
  exercises: Map<number, number>;
  /** modules with at least one submitted assessment */
  assessedModuleIds: Set<number>;
}

export const noProgress = (): TUserProgress => ({ steps: new Map(), exercises: new Map(), assessedModuleIds: new Set() });

function prepareUserProgressQuery(db: Db) {
  const userId = sql.placeholder('userId');
  const steps = userStepProgress;
  const exercises = userExerciseProgress;
  return db
    .select({ kind: sql<TKind>`'s'`.as('kind'), id: steps.stepId, percent: steps.percent, time: steps.timeSeconds })
    .from(steps)
    .where(eq(steps.userId, userId))
    .unionAll(
      db
        .select({ kind: sql<TKind>`'e'`.as('kind'), id: exercises.exerciseId, percent: exercises.percent, time: sql<number>`0` })
        .from(exercises)
        .where(eq(exercises.userId, userId)),
    )
    .unionAll(
      db
        .selectDistinct({ kind: sql<TKind>`'a'`.as('kind'), id: userAssessments.moduleId, percent: sql<number>`0`, time: sql<number>`0` })
        .from(userAssessments)
        .where(eq(userAssessments.userId, userId)),
    )
    .prepare('user_progress');
}
type TKind = 's' | 'e' | 'a';
const userProgressQueries = new WeakMap<Db, ReturnType<typeof prepareUserProgressQuery>>();

/**
 * All of a user's progress in ONE round trip, whatever the number of topics: the content itself
 * comes from memory, so a content reply costs this query and nothing else. A user's rows are
 * bounded by the size of the program (one per step and per activity, plus one per assessed topic).
 * A named prepared statement: PostgreSQL plans it once per connection, not on every request.
 */
export async function loadUserProgress(db: Db, userId: number): Promise<TUserProgress> {
  let query = userProgressQueries.get(db);
  if (!query) userProgressQueries.set(db, (query = prepareUserProgressQuery(db)));
  const rows = await query.execute({ userId });
  const progress = noProgress();
  for (const row of rows) {
    if (row.kind === 's') progress.steps.set(row.id, { percent: row.percent, time: row.time });
    else if (row.kind === 'e') progress.exercises.set(row.id, row.percent);
    else progress.assessedModuleIds.add(row.id);
  }
  return progress;
}
