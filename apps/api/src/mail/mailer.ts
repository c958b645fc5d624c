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

export function createMailer({ maxAttempts }: { maxAttempts: number }): Mailer {
  return {
    async queue(db, mail) {
      const [row] = await db.insert(outboxMails).values(mail).returning({ id: outboxMails.id });
      await addJob(db, 'deliver_mail', { mailId: row!.id }, { maxAttempts });
    },
  };
}
