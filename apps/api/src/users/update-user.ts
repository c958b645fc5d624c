import type { FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { isEmailChange, type ZUserUpdate } from '@innerway/domain';
import type { UserRow } from '../user-record/user-row.ts';
import { endAllOneTimeTokens } from '../auth/one-time-tokens.ts';
import { verifyPassword } from '../auth/password-hash.ts';
import { endOtherSessions } from '../auth/sessions.ts';
import type { TQueryable } from '../db/client.ts';
import { users } from '../db/schema.ts';
import { sendVerificationMail } from '../email-verification/send-verification-mail.ts';
import { badRequest, conflict, forbidden } from '../http/app-error.ts';
import { emailChangedMail, maskAddress } from '../mail/templates/email-changed-mail.ts';
import { findUserByEmail } from '../user-record/find-user.ts';
import { userLanguage } from '../user-record/user-language.ts';
import { redeemEnteredCode } from '../access/redeem-entered-code.ts';

type TUpdateApp = Pick<FastifyInstance, 'db' | 'mailer' | 'config'>;

const wrongPassword = () => forbidden('auth.current_password_invalid');

/**
 * Saves the fields sent. A code (`institution_code`, the subscribe prompt's entry) is an
 * institution's, linking the user to it with full access, or a gift card's, redeeming it; a
 * refused code writes nothing at all.
 *
 * A new address is a change of credential (it receives the reset links), so it needs the current
 * password, checked before anything else is looked at: without it, whether an address is taken
 * is not said. After the change the new address must be verified (a link goes to it), the old one
 * is told, every link mailed before stops working and every session but `sessionId` (the caller's)
 * ends. The password is checked outside the transaction (argon2 takes tens of milliseconds, no
 * connection or row lock is held for it), and the write happens only if the password is still
 * the one checked.
 */
export async function updateUser(
  app: TUpdateApp,
  user: UserRow,
  sessionId: string,
  input: z.output<typeof ZUserUpdate>,
): Promise<UserRow> {
  const emailChanged = input.email !== undefined && isEmailChange(user.email, input.email);
  if (emailChanged) {
    if (!input.current_password) throw badRequest('auth.current_password_required');
    if (!(await verifyPassword(user.passwordHash, input.current_password))) throw wrongPassword();
  }

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
      .where(and(eq(users.id, user.id), emailChanged ? eq(users.passwordHash, user.passwordHash) : undefined))
      .returning();
    // The password was reset between the check and this write: the one given is no longer it.
    if (!row) throw wrongPassword();
    const saved = input.institution_code ? await redeemEnteredCode(tx, row, input.institution_code, 'prompt') : row;
    if (emailChanged) await moveAccess(app, tx, user, saved, sessionId);
    return saved;
  }).catch((error: unknown) => {
    // The unique index decides a race between two accounts taking the same new address.
    if ((error as { cause?: { code?: string } }).cause?.code === '23505') throw conflict('auth.email_taken');
    throw error;
  });

  return updated;
}

/** What an e-mail change sets off, in its transaction: see updateUser. */
async function moveAccess(app: TUpdateApp, tx: TQueryable, before: UserRow, after: UserRow, sessionId: string): Promise<void> {
  await endAllOneTimeTokens(tx, after.id);
  await endOtherSessions(tx, after.id, sessionId);
  const notice = emailChangedMail({
    language: userLanguage(after),
    productName: app.config.productName,
    name: after.name,
    maskedAddress: maskAddress(after.email),
    supportEmail: app.config.supportEmail,
  });
  await app.mailer.queue(tx, { to: before.email, ...notice });
  await sendVerificationMail(app, tx, after);
}
