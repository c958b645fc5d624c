import { and, eq } from 'drizzle-orm';
import type { TQueryable } from '../db/client.ts';
import { users } from '../db/schema.ts';
import { endAllSessions } from '../auth/sessions.ts';

/**
 * Locks the account and signs it out everywhere, in the caller's transaction; signing in again
 * shows only the disabled notice. False when the account was disabled already (or is gone).
 */
export async function disableUser(tx: TQueryable, userId: number): Promise<boolean> {
  const changed = await tx
    .update(users)
    .set({ isDisabled: true, updatedAt: new Date() })
    .where(and(eq(users.id, userId), eq(users.isDisabled, false)))
    .returning({ id: users.id });
  if (changed.length === 0) return false;
  await endAllSessions(tx, userId);
  return true;
}

/** Opens a disabled account again; the member signs in as before. False when it was not disabled. */
export async function enableUser(tx: TQueryable, userId: number): Promise<boolean> {
  const changed = await tx
    .update(users)
    .set({ isDisabled: false, updatedAt: new Date() })
    .where(and(eq(users.id, userId), eq(users.isDisabled, true)))
    .returning({ id: users.id });
  return changed.length > 0;
}
