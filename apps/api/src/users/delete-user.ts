import { eq } from 'drizzle-orm';
import type { Db, TQueryable } from '../db/client.ts';
import { addJob } from '../db/job-queue.ts';
import { dataExports, users } from '../db/schema.ts';
import { deleteProgressOf } from '../progress/delete-progress.ts';

/** Erases the account in a transaction of its own: see eraseUser. */
export async function deleteUser(db: Db, userId: number): Promise<void> {
  await db.transaction((tx) => eraseUser(tx, userId));
}

/**
 * Erases the account inside the caller's transaction; every row that belongs to it, sessions
 * included, goes with it (ON DELETE CASCADE). False when there was no such account. The progress
 * goes first, in its own statement, so that the rows are locked in the order a progress save
 * locks them (see deleteProgressOf), not the user's row first. A data export's file is outside
 * the database: its deletion is queued with the account's, and the job finds its row gone.
 */
export async function eraseUser(tx: TQueryable, userId: number): Promise<boolean> {
  await deleteProgressOf(tx, userId);
  const [dataExport] = await tx.select({ id: dataExports.id }).from(dataExports).where(eq(dataExports.userId, userId));
  const deleted = await tx.delete(users).where(eq(users.id, userId)).returning({ id: users.id });
  // Tried for hours, as every removal of an export's file (data-export/request-data-export.ts).
  if (dataExport) await addJob(tx, 'remove_data_export', { exportId: dataExport.id }, { maxAttempts: 10 });
  return deleted.length > 0;
}
