import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { desc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { ZErrorEnvelope, ZOutboxMail } from '@innerway/domain';
import { outboxMails } from '../db/schema.ts';
import { ok } from '../http/envelope.ts';
import { htmlReply, replies } from '../http/reply-schemas.ts';
import { notFound } from '../http/app-error.ts';

/** The outbox ids are PostgreSQL `serial`s: anything else could not name a mail. */
function parseMailId(raw: string): number | undefined {
  const id = /^\d{1,10}$/.test(raw) ? Number(raw) : Number.NaN;
  return id <= 2_147_483_647 ? id : undefined;
}

/** Opens the mail's links in a new tab: the frame itself may not show other pages. */
function withLinksInNewTab(html: string): string {
  const base = '<base target="_blank">';
  const head = /<head(\s[^>]*)?>/i;
  return head.test(html) ? html.replace(head, (tag) => `${tag}${base}`) : `${base}${html}`;
}

/** Every mail the app sent, newest first, with where its delivery stands. Registered in `local` only. */
export const outboxRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/dev/outbox',
    {
      schema: {
        tags: ['dev'],
        summary: 'Every mail sent, newest first, with its delivery state (local only)',
        description:
          'Registered in `local` only (404 elsewhere).',
        response: replies(z.array(ZOutboxMail)),
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
          id: mail.id,
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
          html: mail.html,
          sent_at: mail.sentAt.toISOString(),
          state: mail.state,
          attempts: mail.attempts,
          last_error: mail.lastError,
          delivered_at: mail.deliveredAt?.toISOString() ?? null,
        })),
      );
    },
  );

  app.get(
    '/dev/outbox/:id/html',
    {
      schema: {
        tags: ['dev'],
        summary: "One kept mail's HTML, as its own document for the outbox page to frame (local only)",
        description:
          'Its own CSP (inline styles, no scripts, sandboxed), so that /dev/mail can frame it.',
        params: z.object({ id: z.string() }),
        response: { 200: htmlReply('The mail as an HTML document'), '4xx': ZErrorEnvelope },
      },
      // Mail is untrusted markup, styled with inline `style=` attributes. As a document of its
      // own it gets a policy of its own: those styles and nothing else (no scripts, no requests
      // out), sandboxed like the frame that shows it, and framed by this origin only. Served
      // as srcdoc instead, it would inherit the app's policy, which refuses every inline style.
      helmet: {
        contentSecurityPolicy: {
          useDefaults: false,
          directives: {
            defaultSrc: ["'none'"],
            styleSrc: ["'unsafe-inline'"],
            imgSrc: ["'self'", 'data:'],
            frameAncestors: ["'self'"],
            sandbox: ['allow-popups', 'allow-popups-to-escape-sandbox'],
          },
        },
        frameguard: { action: 'sameorigin' },
      },
    },
    async (request, reply) => {
      const id = parseMailId((request.params as { id: string }).id);
      if (id === undefined) throw notFound();
      const [mail] = await app.db.select({ html: outboxMails.html }).from(outboxMails).where(eq(outboxMails.id, id));
      if (!mail) throw notFound();
      return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(withLinksInNewTab(mail.html));
    },
  );
};
