import type { FastifyInstance } from 'fastify';
import type { UserRow } from '../user-record/user-row.ts';
import { issueOneTimeToken } from '../auth/one-time-tokens.ts';
import type { TQueryable } from '../db/client.ts';
import { emailVerificationTokens } from '../db/schema.ts';
import { verificationMail } from '../mail/templates/verification-mail.ts';
import { userLanguage } from '../user-record/user-language.ts';

/**
 * Queues a mail with a fresh verification link for the user; earlier links stop working. `tx` is
 * the transaction of the change that calls for it, so the link and the mail commit with it.
 */
export async function sendVerificationMail(
  app: Pick<FastifyInstance, 'mailer' | 'config'>,
  tx: TQueryable,
  user: UserRow,
): Promise<void> {
  const token = await issueOneTimeToken(tx, emailVerificationTokens, user.id);
  const mail = verificationMail({
    language: userLanguage(user),
    productName: app.config.productName,
    name: user.name,
    link: `${app.config.appUrl}/email/verify/${token}`,
  });
  await app.mailer.queue(tx, { to: user.email, ...mail });
}
