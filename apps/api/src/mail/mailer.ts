import { z } from 'zod';
import type { TQueryable } from '../db/client.ts';
import { outboxMails } from '../db/schema.ts';
import { addJob } from '../db/job-queue.ts';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface Mailer {
  /**
   * Queues the mail on `db`, which must be the transaction of the writes the mail belongs to:
   * the mail exists exactly when they do, and no request waits on a mail server.
   */
  queue(db: TQueryable, mail: OutgoingMail): Promise<void>;
}

// Line breaks (and every other control character) in a header value would end the header and
// start one of the writer's choosing; a subject carries text users wrote (a gift's "from").
const controlCharacters = /[\p{Cc}\u2028\u2029]+/gu;

/**
 * The headers as they may go out, for every mail at this one place: a recipient that is not
 * exactly one address is a bug of the caller's and stops here; control characters in the subject
 * become a space.
 */
function withSafeHeaders(mail: OutgoingMail): OutgoingMail {
  if (!z.email().safeParse(mail.to).success) throw new Error('mail not queued: the recipient is not one e-mail address');
  return { ...mail, subject: mail.subject.replace(controlCharacters, ' ').trim() };
}

export function createMailer({ maxAttempts }: { maxAttempts: number }): Mailer {
  return {
    async queue(db, mail) {
      const [row] = await db.insert(outboxMails).values(withSafeHeaders(mail)).returning({ id: outboxMails.id });
      await addJob(db, 'deliver_mail', { mailId: row!.id }, { maxAttempts });
    },
  };
}
