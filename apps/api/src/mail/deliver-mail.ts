import type { FastifyBaseLogger } from 'fastify';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { outboxMails } from '../db/schema.ts';
import type { MailTransport } from './mail-transport.ts';

export interface MailDelivery {
  db: Db;
  log: Pick<FastifyBaseLogger, 'error'>;
  /** Null without SMTP_URL: the outbox row itself is the delivery. */
  transport: MailTransport | null;
  /**
   * Whether a delivered mail keeps its body. Its links carry live tokens, which the database
   * otherwise holds only as hashes: only `local` keeps them, for the outbox page.
   */
  keepBody: boolean;
}

/** What the queue reports about a failed attempt: the mail's id and the error's codes, no address. */
class MailDeliveryError extends Error {
  override name = 'MailDeliveryError';
}

function describe(error: unknown): { message: string; codes: string } {
  const { message, code, responseCode } = (error ?? {}) as { message?: string; code?: string; responseCode?: number };
  return { message: String(message ?? error).slice(0, 1000), codes: [code, responseCode].filter(Boolean).join(' ') || 'unknown' };
}

/** Rejects when `signal` aborts: a shutdown that has waited long enough for the attempt. */
function whenAborted(signal: AbortSignal): Promise<never> {
  return new Promise((_resolve, reject) => {
    if (signal.aborted) reject(signal.reason);
    signal.addEventListener('abort', () => reject(signal.reason), { once: true });
  });
}

/**
 * One delivery attempt of a queued mail. A failure is written on the row and thrown, so the
 * queue tries again later; after the last attempt the row says `failed` and an error is logged.
 * An attempt still waiting on the server when `signal` aborts (the worker is stopping) fails
 * likewise, so the job is free for the next attempt at once rather than locked by a dead process.
 * A mail found delivered already (a job run again after a crash) is left alone.
 */
export async function deliverMail(
  { db, log, transport, keepBody }: MailDelivery,
  mailId: number,
  { attempt, maxAttempts, signal }: { attempt: number; maxAttempts: number; signal: AbortSignal },
): Promise<void> {
  const [mail] = await db
    .select()
    .from(outboxMails)
    .where(and(eq(outboxMails.id, mailId), eq(outboxMails.state, 'queued')));
  if (!mail) return;

  try {
    if (transport) {
      await Promise.race([
        transport.deliver({ to: mail.to, subject: mail.subject, text: mail.text, html: mail.html, ...(mail.headers ? { headers: mail.headers } : {}) }),
        whenAborted(signal),
      ]);
    }
  } catch (error) {
    const { message, codes } = describe(error);
    const final = attempt >= maxAttempts;
    await db
      .update(outboxMails)
      .set({ attempts: attempt, lastError: message, state: final ? 'failed' : 'queued' })
      .where(eq(outboxMails.id, mailId));
    if (final) log.error({ mailId, attempts: attempt, codes }, 'mail not delivered: the last attempt failed');
    throw new MailDeliveryError(`mail ${mailId} not delivered (${codes})`);
  }

  await db
    .update(outboxMails)
    .set({
      state: 'delivered',
      attempts: attempt,
      deliveredAt: sql`now()`,
      ...(keepBody || !transport ? {} : { text: '', html: '', headers: null }),
    })
    .where(eq(outboxMails.id, mailId));
}
