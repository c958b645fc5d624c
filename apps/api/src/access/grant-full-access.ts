import { and, eq } from 'drizzle-orm';
import type { UserRow } from '../user-record/user-row.ts';
import type { TQueryable } from '../db/client.ts';
import { users } from '../db/schema.ts';
import { conflict, notFound } from '../http/app-error.ts';

/**
 * Ends the user's trial. `onlyFromTrial` makes it conditional on the row as it is now, not as
 * the request saw it: of two gift cards redeemed at once by one person, the second finds the
 * trial already over, fails with 409, and its transaction gives its card back.
 */
export async function grantFullAccess(tx: TQueryable, userId: number, options: { onlyFromTrial: boolean }): Promise<UserRow> {
  const conditions = [eq(users.id, userId)];
  if (options.onlyFromTrial) conditions.push(eq(users.isTrialMode, true));
  const [user] = await tx.update(users).set({ isTrialMode: false }).where(and(...conditions)).returning();
  // Without the trial condition, no row means the account is gone.
  if (!user) throw options.onlyFromTrial ? conflict('purchase.already_full_access') : notFound();
  return user;
}
