import { eq, inArray } from 'drizzle-orm';
import { exercises, lessons, modules } from '../../db/schema.ts';
import { listJournalEntries } from '../../journal/journal-entries.ts';
import type { TSectionCollector } from './section.ts';

/**
 * Every journal entry, decrypted, with the topic and activity it was written in (none once that
 * activity has left the program). Read through the journal's own service, the one way entries
 * are opened.
 */
export const collectJournal: TSectionCollector = async (db, userId, { journalKeys }) => {
  const entries = await listJournalEntries(db, journalKeys, userId);
  const exerciseIds = [...new Set(entries.map((entry) => entry.exercise_id).filter((id): id is number => id !== null))];
  const places =
    exerciseIds.length === 0
      ? []
      : await db
          .select({ id: exercises.id, topic: modules.title, activity: exercises.title })
          .from(exercises)
          .innerJoin(lessons, eq(lessons.id, exercises.lessonId))
          .innerJoin(modules, eq(modules.id, lessons.moduleId))
          .where(inArray(exercises.id, exerciseIds));
  const placeOf = new Map(places.map((place) => [place.id, place]));
  return {
    entries: entries.map((entry) => {
      const place = entry.exercise_id === null ? undefined : placeOf.get(entry.exercise_id);
      return {
        topic: place?.topic ?? null,
        activity: place?.activity ?? null,
        text: entry.text,
        created_at: entry.created_at,
        updated_at: entry.updated_at,
      };
    }),
  };
};
