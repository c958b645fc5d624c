import { and, desc, eq, sql } from 'drizzle-orm';
import type { TJournalEntry } from '@innerway/domain';
import type { Db, TQueryable } from '../db/client.ts';
import { exercises, journalEntries, lessons } from '../db/schema.ts';
import { openJournalText } from './journal-cipher.ts';
import type { TJournalKeys } from './journal-keys.ts';

const stored = journalEntries;

/** The columns an entry's reply is made of: its activity's topic comes from the program's tables. */
const entryColumns = {
  id: stored.id,
  userId: stored.userId,
  exerciseId: stored.exerciseId,
  moduleId: lessons.moduleId,
  keyId: stored.keyId,
  iv: stored.iv,
  ciphertext: stored.ciphertext,
  authTag: stored.authTag,
  version: stored.version,
  createdAt: stored.createdAt,
  updatedAt: stored.updatedAt,
};


/** Selects entries with their activity's topic (none once the activity is gone). */
function selectEntries(db: TQueryable) {
  return db
    .select(entryColumns)
    .from(stored)
    .leftJoin(exercises, eq(exercises.id, stored.exerciseId))
    .leftJoin(lessons, eq(lessons.id, exercises.lessonId));
}

type TEntryRow = Awaited<ReturnType<typeof selectEntries>>[number];

/** An entry as its owner reads it: decrypted. */
export function entryReply(keys: TJournalKeys, row: TEntryRow): TJournalEntry {
  return {
    id: row.id,
    exercise_id: row.exerciseId,
    module_id: row.moduleId,
    text: openJournalText(keys, row.userId, row),
    version: row.version,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/**
 * Every journal entry of a member, decrypted, the latest written first. The one way to read a
 * member's whole journal: their own GET /journal_entries, and their data export.
 */
export async function listJournalEntries(db: TQueryable, keys: TJournalKeys, userId: number): Promise<TJournalEntry[]> {
  const rows = await selectEntries(db).where(eq(stored.userId, userId)).orderBy(desc(stored.updatedAt), desc(stored.id));
  return rows.map((row) => entryReply(keys, row));
}

/** A member's entry for one activity, or null when they have written none there. */
export async function findJournalEntry(db: TQueryable, keys: TJournalKeys, userId: number, exerciseId: number): Promise<TJournalEntry | null> {
  const [row] = await selectEntries(db).where(and(eq(stored.userId, userId), eq(stored.exerciseId, exerciseId)));
  return row ? entryReply(keys, row) : null;
}

/** Deletes one of the member's own entries; false when they have no entry of that id. */
export async function deleteJournalEntry(db: Db, userId: number, entryId: number): Promise<boolean> {
  const deleted = await db
    .delete(stored)
    .where(and(eq(stored.id, entryId), eq(stored.userId, userId)))
    .returning({ id: stored.id });
  return deleted.length > 0;
}

/** How many entries are stored under each key (for the rotation's progress). */
export async function countEntriesByKey(db: Db): Promise<Map<string, number>> {
  const rows = await db
    .select({ keyId: stored.keyId, count: sql<number>`count(*)::int` })
    .from(stored)
    .groupBy(stored.keyId);
  return new Map(rows.map((row) => [row.keyId, row.count]));
}
