import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { users } from '../db/schema.ts';
import { deleteProgressOf } from '../progress/delete-progress.ts';

/**
 * Erases the account; every row that belongs to it, sessions included, goes with it (ON DELETE
 * CASCADE). The progress goes first, in its own statement, so that the rows are locked in the
 * order a progress save locks them (see deleteProgressOf), not the user's row first.
 */
export async function deleteUser(db: Db, userId: number): Promise<void> {
  await db.transaction(async (tx) => {
    await deleteProgressOf(tx, userId);
    await tx.delete(users).where(eq(users.id, userId));
  });
}
