import { z } from 'zod';
import { hasControlCharacter, replaceControlCharacters } from '@innerway/domain';
import type { TQueryable } from '../db/client.ts';
import { outboxMails } from '../db/schema.ts';
import { addJob } from '../db/job-queue.ts';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Headers of this mail's own, such as a reminder's List-Unsubscribe. */
  headers?: Record<string, string>;
}

export interface Mailer {
  /**
   * Queues the mail on `db`, which must be the transaction of the writes the mail belongs to:
   * the mail exists exactly when they do, and no request waits on a mail server.
   */
  queue(db: TQueryable, mail: OutgoingMail): Promise<void>;
}

/**
 * The headers as they may go out, for every mail at this one place: a recipient that is not
 * exactly one address is a bug of the caller's and stops here; control characters in the subject
 * (which carries text users wrote: a gift's "from") become a space, as a line break there would
 * start a header of the writer's choosing; the mail's own headers must each be one line.
 */
function withSafeHeaders(mail: OutgoingMail): OutgoingMail {
  if (!z.email().safeParse(mail.to).success) throw new Error('mail not queued: the recipient is not one e-mail address');
  // Headers are written by the app, never from what users typed: a line break there is a bug.
  for (const [name, value] of Object.entries(mail.headers ?? {})) {
    if (!/^[A-Za-z][A-Za-z0-9-]*$/.test(name) || hasControlCharacter(value)) throw new Error(`mail not queued: header ${name} is not one line`);
  }
  return { ...mail, subject: replaceControlCharacters(mail.subject).trim() };
}

export function createMailer({ maxAttempts }: { maxAttempts: number }): Mailer {
  return {
    async queue(db, mail) {
      const [row] = await db.insert(outboxMails).values(withSafeHeaders(mail)).returning({ id: outboxMails.id });
      await addJob(db, 'deliver_mail', { mailId: row!.id }, { maxAttempts });
    },
  };
}
