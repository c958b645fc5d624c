import type { FastifyInstance } from 'fastify';
import type { Task } from 'graphile-worker';
import { z } from 'zod';
import { ZLanguage, type TLanguage } from '@innerway/domain';
import { issueOneTimeToken } from '../auth/one-time-tokens.ts';
import type { TConfig } from '../config.ts';
import type { TQueryable } from '../db/client.ts';
import { addJob, type JobPayloads } from '../db/job-queue.ts';
import { passwordResetTokens } from '../db/schema.ts';
import { passwordResetMail } from '../mail/templates/password-reset-mail.ts';
import { findUserByEmail } from '../user-record/find-user.ts';
import { userLanguage } from '../user-record/user-language.ts';

/**
 * A forgot-password request: one queued job, whatever the address. Whether it has an account is
 * found out by the job, so the request does the same work and answers the same for every
 * address, and its time tells nothing either.
 */
export async function requestPasswordReset(
  app: Pick<FastifyInstance, 'db' | 'config'>,
  email: string,
  language: TLanguage | undefined,
): Promise<void> {
  await queuePasswordReset(app.db, app.config, email, language ?? null);
}

/**
 * Queues the reset mail's job on `db` (a transaction's, to commit with the change that asks for
 * it). `language` null: the account's own.
 */
export async function queuePasswordReset(
  db: TQueryable,
  config: Pick<TConfig, 'mailDelivery'>,
  email: string,
  language: TLanguage | null,
): Promise<void> {
  await addJob(db, 'send_password_reset', { email, language }, { maxAttempts: config.mailDelivery.maxAttempts });
}

/**
 * The job of a forgot-password request: queues a mail with a reset link when the address belongs
 * to an account, and silently does nothing otherwise. `language` is what a signed-out caller
 * was reading; otherwise the account's own language.
 */
async function sendPasswordReset(
  app: Pick<FastifyInstance, 'db' | 'mailer' | 'config'>,
  email: string,
  language: TLanguage | null,
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

const ZSendPasswordReset = z.object({ email: z.string(), language: ZLanguage.nullable() }) satisfies z.ZodType<
  JobPayloads['send_password_reset']
>;

/** The job worker's task for `send_password_reset` jobs. */
export function passwordResetTask(app: Pick<FastifyInstance, 'db' | 'mailer' | 'config'>): Task {
  return async (payload) => {
    const { email, language } = ZSendPasswordReset.parse(payload);
    await sendPasswordReset(app, email, language);
  };
}
