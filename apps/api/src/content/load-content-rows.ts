import type { Db, TQueryable } from '../db/client.ts';
import {
  exercises,
  extraContents,
  lessonExtraContents,
  lessons,
  moduleExtraContents,
  modules,
  steps,
  translations,
} from '../db/schema.ts';

/** Every row of the program as the database holds it, read at one instant. */
export interface TContentRows {
  modules: (typeof modules.$inferSelect)[];
  lessons: (typeof lessons.$inferSelect)[];
  steps: (typeof steps.$inferSelect)[];
  exercises: (typeof exercises.$inferSelect)[];
  extraContents: (typeof extraContents.$inferSelect)[];
  moduleLinks: (typeof moduleExtraContents.$inferSelect)[];
  lessonLinks: (typeof lessonExtraContents.$inferSelect)[];
  translations: (typeof translations.$inferSelect)[];
}

/**
 * Reads the whole program. One read-only REPEATABLE READ transaction gives every table the same
 * snapshot, so a change committed half-way through (a step moved to another lesson, say) is seen
 * entirely or not at all.
 */
export async function loadContentRows(db: Db): Promise<TContentRows> {
  return db.transaction((tx) => readContentRows(tx), { isolationLevel: 'repeatable read', accessMode: 'read only' });
}

/** Every row of the program, read in the caller's transaction. */
export async function readContentRows(tx: TQueryable): Promise<TContentRows> {
  return {
    modules: await tx.select().from(modules),
    lessons: await tx.select().from(lessons),
    steps: await tx.select().from(steps),
    exercises: await tx.select().from(exercises),
    extraContents: await tx.select().from(extraContents),
    moduleLinks: await tx.select().from(moduleExtraContents),
    lessonLinks: await tx.select().from(lessonExtraContents),
    translations: await tx.select().from(translations),
  };
}
