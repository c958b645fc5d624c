import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { type ZResetPassword } from '@innerway/domain';
import type { UserRow } from '../user-record/user-row.ts';
import { consumeOneTimeToken, endAllOneTimeTokens } from '../auth/one-time-tokens.ts';
import { hashPassword } from '../auth/password-hash.ts';
import { endAllSessions } from '../auth/sessions.ts';
import type { Db } from '../db/client.ts';
import { passwordResetTokens, users } from '../db/schema.ts';
import { badRequest } from '../http/app-error.ts';
import { assertPasswordAllowed } from './password-policy.ts';

/**
 * Sets a new password with a mailed token (which must be this address's, unused and unexpired),
 * signs the account out everywhere and ends every other link mailed before (reset and
 * verification: a verification link signs in too): whoever knew the old password, or held an
 * older mail, is out. Every address costs the same hashing and the same statements up to the
 * token check, and a wrong one gets the same 400 as a wrong token: neither time nor reply tells
 * whether it has an account.
 */
export async function resetPassword(db: Db, input: z.output<typeof ZResetPassword>): Promise<UserRow> {
  assertPasswordAllowed(input.password);
  const passwordHash = await hashPassword(input.password);

  return db.transaction(async (tx) => {
    const userId = await consumeOneTimeToken(tx, passwordResetTokens, input.token, { email: input.email });
    if (userId === null) throw badRequest('auth.token_invalid');
    const [updated] = await tx.update(users).set({ passwordHash }).where(eq(users.id, userId)).returning();
    await endAllSessions(tx, userId);
    await endAllOneTimeTokens(tx, userId);
    return updated!;
  });
}
