import { eq } from 'drizzle-orm';
import type { UserRow } from '../user-record/user-row.ts';
import { consumeOneTimeToken, findTokenOwner } from '../auth/one-time-tokens.ts';
import type { Db } from '../db/client.ts';
import { emailVerificationTokens, users } from '../db/schema.ts';
import { badRequest } from '../http/app-error.ts';
import { findUserById } from '../user-record/find-user.ts';
import { acceptManagerInvites } from './accept-manager-invites.ts';

/**
 * Marks the link's user verified, and makes them the manager of every institution that invited
 * the address (acceptManagerInvites). A link that no longer works (used, expired, superseded,
 * unknown) is a 400 that says whether the address is verified anyway (the link's own user,
 * or the signed-in one), so a second click on a good link does not read as a failure.
 */
export async function verifyEmail(db: Db, token: string, signedIn: UserRow | null): Promise<UserRow> {
  const verified = await db.transaction(async (tx) => {
    const userId = await consumeOneTimeToken(tx, emailVerificationTokens, token);
    if (userId === null) return null;
    const [row] = await tx.update(users).set({ isEmailVerified: true }).where(eq(users.id, userId)).returning();
    if (row) await acceptManagerInvites(tx, row);
    return row ?? null;
  });
  if (verified) return verified;

  const ownerId = await findTokenOwner(db, emailVerificationTokens, token);
  const owner = ownerId === null ? null : await findUserById(db, ownerId);
  const alreadyVerified = Boolean(owner?.isEmailVerified || signedIn?.isEmailVerified);
  throw badRequest('auth.token_invalid', { already_verified: alreadyVerified });
}
