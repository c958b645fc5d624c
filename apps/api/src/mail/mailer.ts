import nodemailer from 'nodemailer';
import type { Db } from '../db/client.ts';
import { outboxMails } from '../db/schema.ts';

interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface Mailer {
  send(mail: OutgoingMail): Promise<void>;
}

/** Keeps mail in the database instead of sending it (local, dev and tests). */
export function createOutboxMailer(db: Db): Mailer {
  return {
    async send(mail) {
      await db.insert(outboxMails).values(mail);
    },
  };
}

export function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    async send(mail) {
      await transport.sendMail({ from, ...mail });
    },
  };
}
