import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { ServerError, type ZRegister } from '@innerway/domain';
import type { UserRow } from '../app-context.ts';
import { hashPassword } from '../auth/password-hash.ts';
import { users } from '../db/schema.ts';
import { sendVerificationMail } from '../email-verification/send-verification-mail.ts';
import { conflict } from '../http/app-error.ts';
import { assertPasswordAllowed } from '../password/password-policy.ts';
import { findUserByEmail } from './find-user.ts';
import { redeemInstitutionCode } from './redeem-institution-code.ts';

/**
 * Creates the account (linked to an institution, with full access, when a valid code comes
 * with it) and mails the verification link. A refused code or a taken address writes nothing.
 */
export async function registerUser(
  app: Pick<FastifyInstance, 'db' | 'mailer' | 'config'>,
  input: z.output<typeof ZRegister>,
): Promise<UserRow> {
  assertPasswordAllowed(input.password);
  if (await findUserByEmail(app.db, input.email)) throw conflict(ServerError.emailTaken);
  const passwordHash = await hashPassword(input.password);

  const user = await app.db.transaction(async (tx) => {
    const institutionId = input.institution_code ? await redeemInstitutionCode(tx, input.institution_code) : null;
    const [created] = await tx
      .insert(users)
      .values({
        email: input.email,
        name: input.name,
        passwordHash,
        institutionId,
        isTrialMode: institutionId === null,
        marketingOptIn: input.marketing_opt_in,
        agreedToConditions: input.agreed_to_conditions,
        preferredLanguage: input.preferred_language,
      })
      // Two registrations racing for one address: the loser gets the same 409.
      .onConflictDoNothing({ target: users.email })
      .returning();
    if (!created) throw conflict(ServerError.emailTaken);
    return created;
  });

  await sendVerificationMail(app, user);
  return user;
}
