import { and, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { journalEntries } from '../db/schema.ts';
import { openJournalText, sealJournalText } from './journal-cipher.ts';
import type { TJournalKeys } from './journal-keys.ts';

const stored = journalEntries;

/**
 * Re-encrypts every entry stored under a key other than the current one (decision 019: after a
 * new key is put first in JOURNAL_KEYS), a batch per transaction. Rows are locked while they are
 * rewritten, and skipped when a save holds them (that save writes them under the current key
 * anyway). Neither the text, its version nor its dates change. Returns how many were rewritten.
 */
export async function reencryptJournalEntries(db: Db, keys: TJournalKeys, { batchSize = 200 } = {}): Promise<number> {
  let total = 0;
  for (;;) {
    const rewritten = await db.transaction(async (tx) => {
      const rows = await tx
        .select()
        .from(stored)
        .where(ne(stored.keyId, keys.currentKeyId))
        .orderBy(stored.id)
        .limit(batchSize)
        .for('update', { skipLocked: true });
      for (const row of rows) {
        const sealed = sealJournalText(keys, row.userId, openJournalText(keys, row.userId, row));
        await tx
          .update(stored)
          .set({ ...sealed, updatedAt: sql`${stored.updatedAt}` })
          .where(and(eq(stored.id, row.id), eq(stored.keyId, row.keyId)));
      }
      return rows.length;
    });
    total += rewritten;
    if (rewritten < batchSize) return total;
  }
}
