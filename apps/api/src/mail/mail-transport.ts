import nodemailer from 'nodemailer';
import type { OutgoingMail } from './mailer.ts';

/** Hands a mail over to a mail server; rejects when the server refuses it or stops answering. */
export interface MailTransport {
  deliver(mail: OutgoingMail): Promise<void>;
}

/**
 * SMTP through nodemailer. Every wait is bounded by `timeoutMs` (its defaults are minutes), so
 * a server that accepts and never answers fails the attempt and frees the worker for the retry.
 */
export function createSmtpTransport(smtpUrl: string, from: string, timeoutMs: number): MailTransport {
  const transport = nodemailer.createTransport({
    url: smtpUrl,
    connectionTimeout: timeoutMs,
    greetingTimeout: timeoutMs,
    socketTimeout: timeoutMs,
    dnsTimeout: timeoutMs,
  });
  return {
    async deliver(mail) {
      await transport.sendMail({ from, ...mail });
    },
  };
}
