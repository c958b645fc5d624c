import { z } from 'zod';

/** Where a mail is: waiting for (another) delivery attempt, handed over, or given up on. */
export const MailStates = ['queued', 'delivered', 'failed'] as const;

/** GET /dev/outbox (local only): a mail the app sent, with where its delivery stands. */
export const ZOutboxMail = z.object({
  id: z.number().int(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  /** When the request that sent it committed (the mail was queued). */
  sent_at: z.string(),
  state: z.enum(MailStates),
  /** Delivery attempts made so far, and the error of the last one that failed. */
  attempts: z.number().int(),
  last_error: z.string().nullable(),
  delivered_at: z.string().nullable(),
}).meta({ id: 'OutboxMail' });
export type TOutboxMail = z.infer<typeof ZOutboxMail>;
