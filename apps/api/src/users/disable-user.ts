import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { users } from '../db/schema.ts';
import { endAllSessions } from '../auth/sessions.ts';

/** Locks the account and signs it out everywhere; signing in again shows only the disabled notice. */
export async function disableUser(db: Db, userId: number): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.update(users).set({ isDisabled: true }).where(eq(users.id, userId));
    await endAllSessions(tx, userId);
  });
}
