import { and, eq, sql } from 'drizzle-orm';
import { ActivityType, type TJournalEntry } from '@innerway/domain';
import type { UserRow } from '../user-record/user-row.ts';
import { assertUnlocked, contentViewFor, type TContentContext } from '../content/read-content.ts';
import { journalEntries } from '../db/schema.ts';
import { AppError, notFound } from '../http/app-error.ts';
import { sealJournalText } from './journal-cipher.ts';
import { entryReply, findJournalEntry } from './journal-entries.ts';
import type { TJournalKeys } from './journal-keys.ts';

export type TJournalContext = TContentContext & { config: { journalKeys: TJournalKeys } };

const stored = journalEntries;

/**
 * Writes what a member wrote in a journaling or written activity they can open (404 for one
 * they cannot see or a meditation, 403 for a trial member on a full-access one). Saving is not
 * completing: 'Mark As Complete' stays the activity's own.
 *
 * `version` is the version the text was written on (0: none yet). A save based on anything but
 * the stored version is refused with 409 `journal.conflict`, whose data is the stored entry (or
 * null), so the writer can choose; each statement checks and writes at once, so of two
 * concurrent saves on one version exactly one wins.
 */
export async function saveJournalEntry(
  ctx: TJournalContext,
  user: UserRow,
  exerciseId: number,
  save: { text: string; version: number },
): Promise<TJournalEntry> {
  const view = await contentViewFor(ctx, user);
  const activity = view.activityById.get(exerciseId);
  if (!activity || activity.activity_type === ActivityType.Meditation) throw notFound();
  assertUnlocked(activity);

  const keys = ctx.config.journalKeys;
  const sealed = sealJournalText(keys, user.id, save.text);
  const written =
    save.version === 0
      ? await ctx.db
          .insert(stored)
          .values({ userId: user.id, exerciseId, ...sealed })
          .onConflictDoNothing({ target: [stored.userId, stored.exerciseId] })
          .returning()
      : await ctx.db
          .update(stored)
          .set({ ...sealed, version: sql`${stored.version} + 1` })
          .where(and(eq(stored.userId, user.id), eq(stored.exerciseId, exerciseId), eq(stored.version, save.version)))
          .returning();
  const [row] = written;
  if (!row) throw new AppError(409, 'journal.conflict', undefined, await findJournalEntry(ctx.db, keys, user.id, exerciseId));
  return entryReply(keys, { ...row, moduleId: activity.module_id });
}
