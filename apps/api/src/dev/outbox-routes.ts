import type { FastifyPluginAsync } from 'fastify';
import { desc } from 'drizzle-orm';
import { z } from 'zod';
import { outboxMails } from '../db/schema.ts';
import { ok } from '../http/envelope.ts';

const ZOutboxMail = z.object({
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  sent_at: z.string(),
});

/** Mail kept in the outbox, newest first. Registered in `local` only. */
export const outboxRoutes: FastifyPluginAsync = async (app) => {
  app.get(
    '/dev/outbox',
    {
      schema: {
        tags: ['dev'],
        summary: 'Mail kept in the outbox, newest first (local only)',
        response: {
          200: z.object({ success: z.boolean(), data: z.array(ZOutboxMail), error: z.null() }),
        },
      },
    },
    async () => {
      const rows = await app.db
        .select()
        .from(outboxMails)
        .orderBy(desc(outboxMails.sentAt), desc(outboxMails.id))
        .limit(200);
      return ok(
        rows.map((mail) => ({
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
          html: mail.html,
          sent_at: mail.sentAt.toISOString(),
        })),
      );
    },
  );
};
