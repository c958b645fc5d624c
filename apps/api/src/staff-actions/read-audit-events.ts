import { and, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { AuditLogLimits, type TAuditEventsPage, type ZAuditEventsQuery } from '@innerway/domain';
import type { Db } from '../db/client.ts';
import { auditEvents, users } from '../db/schema.ts';
import { findUserByEmail } from '../user-record/find-user.ts';

type TQuery = z.output<typeof ZAuditEventsQuery>;

// The cursor's time keeps PostgreSQL's microseconds: cut to a JavaScript date's milliseconds,
// events within the same millisecond would fall between two pages.
const cursorAt = sql<string>`to_char(${auditEvents.at} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

function afterCursor(cursor: string): SQL {
  const [at, id] = cursor.split('_') as [string, string];
  // Newest first: the next page holds what is older, or as old with a smaller id. The plain
  // bound on `at` lets the index on (at) start the scan at the cursor.
  return sql`${auditEvents.at} <= ${at}::timestamptz and (${auditEvents.at}, ${auditEvents.id}) < (${at}::timestamptz, ${Number(id)})`;
}

/**
 * The staff member an `actor` filter names: by their account while it exists (the actor index),
 * by the address kept in the log once it is gone.
 */
async function actorCondition(db: Db, email: string): Promise<SQL> {
  const actor = await findUserByEmail(db, email);
  return actor ? eq(auditEvents.actorUserId, actor.id) : eq(auditEvents.actorEmail, email);
}

/** The member a `subject` filter names: an id, or the address of an account that exists. */
async function subjectCondition(db: Db, subject: string): Promise<SQL | null> {
  if (/^[1-9]\d{0,9}$/.test(subject)) return eq(auditEvents.subjectUserId, Number(subject));
  const member = await findUserByEmail(db, subject);
  return member ? eq(auditEvents.subjectUserId, member.id) : null;
}

/**
 * One page of the audit log, newest first, filtered; keyset paging on (at, id), so a page costs
 * the same however deep it is. The member's current address is joined in (none once deleted).
 */
export async function readAuditEvents(db: Db, query: TQuery): Promise<TAuditEventsPage> {
  const limit = query.limit ?? AuditLogLimits.pageDefault;
  const conditions: (SQL | undefined)[] = [];
  if (query.actor) conditions.push(await actorCondition(db, query.actor));
  if (query.subject) {
    const subject = await subjectCondition(db, query.subject);
    // An address with no account names nobody whose events could be listed.
    if (!subject) return { events: [], next: null };
    conditions.push(subject);
  }
  if (query.action) conditions.push(eq(auditEvents.action, query.action));
  if (query.from) conditions.push(gte(auditEvents.at, new Date(query.from)));
  if (query.to) conditions.push(lt(auditEvents.at, new Date(query.to)));
  if (query.before) conditions.push(afterCursor(query.before));

  const rows = await db
    .select({ event: auditEvents, cursorAt, subjectEmail: users.email })
    .from(auditEvents)
    .leftJoin(users, eq(users.id, auditEvents.subjectUserId))
    .where(and(...conditions))
    .orderBy(desc(auditEvents.at), desc(auditEvents.id))
    .limit(limit + 1);

  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    events: page.map(({ event, subjectEmail }) => ({
      id: event.id,
      at: event.at.toISOString(),
      actor_user_id: event.actorUserId,
      actor_email: event.actorEmail,
      subject_user_id: event.subjectUserId,
      subject_email: subjectEmail,
      institution_id: event.institutionId,
      action: event.action,
      reason: event.reason,
      details: event.details as Record<string, unknown>,
    })),
    next: rows.length > limit && last ? `${last.cursorAt}_${last.event.id}` : null,
  };
}
