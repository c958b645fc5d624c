import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { type ZUserUpdate } from '@innerway/domain';
import type { UserRow } from '../user-record/user-row.ts';
import { users } from '../db/schema.ts';
import { sendVerificationMail } from '../email-verification/send-verification-mail.ts';
import { conflict } from '../http/app-error.ts';
import { findUserByEmail } from '../user-record/find-user.ts';
import { redeemEnteredCode } from '../access/redeem-entered-code.ts';

/**
 * Saves the fields sent. A new address must be verified again (a link goes to it). A code
 * (`institution_code`, the subscribe prompt's entry) is an institution's, linking the user to
 * it with full access, or a gift card's, redeeming it; a refused code writes nothing at all.
 */
export async function updateUser(
  app: Pick<FastifyInstance, 'db' | 'mailer' | 'config'>,
  user: UserRow,
  input: z.output<typeof ZUserUpdate>,
): Promise<UserRow> {
  const emailChanged = input.email !== undefined && input.email !== user.email;

  const updated = await app.db.transaction(async (tx) => {
    // emailChanged means the address differs from this user's own, so any holder is someone else.
    if (emailChanged && (await findUserByEmail(tx, input.email!))) throw conflict('auth.email_taken');
    const [row] = await tx
      .update(users)
      .set({
        name: input.name,
        email: input.email,
        marketingOptIn: input.marketing_opt_in,
        agreedToConditions: input.agreed_to_conditions,
        preferredLanguage: input.preferred_language,
        ageSurveyStatus: input.age_survey_status,
        tutorialOfferStatus: input.tutorial_offer_status,
        ...(emailChanged ? { isEmailVerified: false } : {}),
        // Never an empty SET, even when only a code is sent.
        updatedAt: new Date(),
      })
      .where(eq(users.id, user.id))
      .returning();
    const saved = input.institution_code ? await redeemEnteredCode(tx, row!, input.institution_code, 'prompt') : row!;
    if (emailChanged) await sendVerificationMail(app, tx, saved);
    return saved;
  }).catch((error: unknown) => {
    // The unique index decides a race between two accounts taking the same new address.
    if ((error as { cause?: { code?: string } }).cause?.code === '23505') throw conflict('auth.email_taken');
    throw error;
  });

  return updated;
}
