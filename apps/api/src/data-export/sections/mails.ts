import { asc, eq } from 'drizzle-orm';
import { outboxMails, users } from '../../db/schema.ts';
import type { TSectionCollector } from './section.ts';

/**
 * The mails sent to the member's address, by subject and date. Not their bodies: those hold
 * links with live tokens (and outside local development they are not kept after delivery).
 */
export const collectMails: TSectionCollector = async (db, userId) => {
  const sent = await db
    .select({ subject: outboxMails.subject, sent_at: outboxMails.sentAt, delivery: outboxMails.state })
    .from(outboxMails)
    .innerJoin(users, eq(users.email, outboxMails.to))
    .where(eq(users.id, userId))
    .orderBy(asc(outboxMails.sentAt), asc(outboxMails.id));
  return { mails: sent };
};
