import type { FastifyInstance } from 'fastify';
import type { UserRow } from '../user-record/user-row.ts';
import { issueOneTimeToken } from '../auth/one-time-tokens.ts';
import { emailVerificationTokens } from '../db/schema.ts';
import { verificationMail } from '../mail/templates/verification-mail.ts';
import { userLanguage } from '../user-record/user-language.ts';

/** Mails the user a fresh verification link; earlier links stop working. */
export async function sendVerificationMail(
  app: Pick<FastifyInstance, 'db' | 'mailer' | 'config'>,
  user: UserRow,
): Promise<void> {
  const token = await issueOneTimeToken(app.db, emailVerificationTokens, user.id);
  const mail = verificationMail({
    language: userLanguage(user),
    productName: app.config.productName,
    name: user.name,
    link: `${app.config.appUrl}/email/verify/${token}`,
  });
  await app.mailer.send({ to: user.email, ...mail });
}
