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
import { findUserByEmail } from '../user-record/find-user.ts';
import { assertPasswordAllowed } from './password-policy.ts';

/**
 * Sets a new password with a mailed token (which must be this address's, unused and unexpired),
 * signs the account out everywhere and ends every other link mailed before (reset and
 * verification: a verification link signs in too): whoever knew the old password, or held an
 * older mail, is out.
 */
export async function resetPassword(db: Db, input: z.output<typeof ZResetPassword>): Promise<UserRow> {
  assertPasswordAllowed(input.password);
  const user = await findUserByEmail(db, input.email);
  if (!user) throw badRequest('auth.token_invalid');
  const passwordHash = await hashPassword(input.password);

  return db.transaction(async (tx) => {
    if ((await consumeOneTimeToken(tx, passwordResetTokens, input.token, user.id)) === null) {
      throw badRequest('auth.token_invalid');
    }
    const [updated] = await tx.update(users).set({ passwordHash }).where(eq(users.id, user.id)).returning();
    await endAllSessions(tx, user.id);
    await endAllOneTimeTokens(tx, user.id);
    return updated!;
  });
}
