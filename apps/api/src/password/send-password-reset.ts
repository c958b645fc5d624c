import type { FastifyInstance } from 'fastify';
import type { TLanguage } from '@innerway/domain';
import { issueOneTimeToken } from '../auth/one-time-tokens.ts';
import { passwordResetTokens } from '../db/schema.ts';
import { passwordResetMail } from '../mail/templates/password-reset-mail.ts';
import { findUserByEmail } from '../user-record/find-user.ts';
import { userLanguage } from '../user-record/user-language.ts';

/**
 * Queues a mail with a reset link when the address belongs to an account, and silently does
 * nothing otherwise: the caller's reply must not reveal which addresses are registered.
 * `language` is what a signed-out caller is reading; otherwise the account's own language.
 */
export async function sendPasswordReset(
  app: Pick<FastifyInstance, 'db' | 'mailer' | 'config'>,
  email: string,
  language: TLanguage | undefined,
): Promise<void> {
  const user = await findUserByEmail(app.db, email);
  if (!user) return;
  await app.db.transaction(async (tx) => {
    const token = await issueOneTimeToken(tx, passwordResetTokens, user.id);
    const mail = passwordResetMail({
      language: language ?? userLanguage(user),
      productName: app.config.productName,
      name: user.name,
      link: `${app.config.appUrl}/password/reset/${token}?email=${encodeURIComponent(user.email)}`,
    });
    await app.mailer.queue(tx, { to: user.email, ...mail });
  });
}
