import { z } from 'zod';

/** GET /dev/outbox (local only): a mail kept in the outbox. */
export const ZOutboxMail = z.object({
  id: z.number().int(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  sent_at: z.string(),
}).meta({ id: 'OutboxMail' });
export type TOutboxMail = z.infer<typeof ZOutboxMail>;
