import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { type ZRegister } from '@innerway/domain';
import type { UserRow } from '../user-record/user-row.ts';
import { hashPassword } from '../auth/password-hash.ts';
import { users } from '../db/schema.ts';
import { sendVerificationMail } from '../email-verification/send-verification-mail.ts';
import { conflict } from '../http/app-error.ts';
import { assertPasswordAllowed } from '../password/password-policy.ts';
import { findUserByEmail } from '../user-record/find-user.ts';
import { redeemEnteredCode } from '../access/redeem-entered-code.ts';

/**
 * Creates the account and mails the verification link. A code that comes with it is redeemed
 * for the new account: an institution's links it with full access, a gift card's (the gift
 * mail's link leads here) grants full access. A refused code or a taken address writes nothing.
 */
export async function registerUser(
  app: Pick<FastifyInstance, 'db' | 'mailer' | 'config'>,
  input: z.output<typeof ZRegister>,
): Promise<UserRow> {
  assertPasswordAllowed(input.password);
  // Hashed before the address is looked up: a taken one costs the same time as a new one.
  const passwordHash = await hashPassword(input.password);
  if (await findUserByEmail(app.db, input.email)) throw conflict('auth.email_taken');

  return app.db.transaction(async (tx) => {
    const [created] = await tx
      .insert(users)
      .values({
        email: input.email,
        name: input.name,
        passwordHash,
        isTrialMode: true,
        marketingOptIn: input.marketing_opt_in,
        agreedToConditions: input.agreed_to_conditions,
        preferredLanguage: input.preferred_language,
      })
      // Two registrations racing for one address: the loser gets the same 409.
      .onConflictDoNothing({ target: users.email })
      .returning();
    if (!created) throw conflict('auth.email_taken');
    // Redeemed once the account exists: a gift card records who redeemed it.
    const user = input.institution_code ? await redeemEnteredCode(tx, created, input.institution_code, 'registration') : created;
    await sendVerificationMail(app, tx, user);
    return user;
  });
}
