import type { FastifyInstance } from 'fastify';
import type { TResendVerification } from '@innerway/domain';
import type { UserRow } from '../user-record/user-row.ts';
import { sendVerificationMail } from './send-verification-mail.ts';

/** A new verification link, unless there is nothing left to verify. */
export async function resendVerification(
  app: Pick<FastifyInstance, 'db' | 'mailer' | 'config'>,
  user: UserRow,
): Promise<TResendVerification> {
  if (user.isEmailVerified) return { already_verified: true };
  await app.db.transaction((tx) => sendVerificationMail(app, tx, user));
  return { already_verified: false };
}
