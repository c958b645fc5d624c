import { and, desc, eq, lt, sql } from 'drizzle-orm';
import { InstitutionLimits } from '@innerway/domain';
import type { z } from 'zod';
import type { ZStaffInstitutionMembers } from '@innerway/domain';
import type { TQueryable } from '../db/client.ts';
import { accessEvents, institutions, users } from '../db/schema.ts';
import { notFound } from '../http/app-error.ts';

/**
 * The institution's members, newest account first, a page at a time (`cursor`: the last id of
 * the page before): who they are and when they redeemed its code, nothing they wrote.
 */
export async function listInstitutionMembers(
  db: TQueryable,
  institutionId: number,
  cursor: number | undefined,
): Promise<z.infer<typeof ZStaffInstitutionMembers>> {
  const [institution] = await db.select({ id: institutions.id }).from(institutions).where(eq(institutions.id, institutionId));
  if (!institution) throw notFound();
  // When each member redeemed one of its codes: the institution's redemptions, through their index.
  const joined = db
    .select({ userId: accessEvents.userId, at: sql<string>`max(${accessEvents.at})`.as('joined_at') })
    .from(accessEvents)
    .where(and(eq(accessEvents.institutionId, institutionId), eq(accessEvents.kind, 'institution_code_redeemed')))
    .groupBy(accessEvents.userId)
    .as('joined');
  const rows = await db
    .select({ user_id: users.id, name: users.name, email: users.email, joined_at: joined.at })
    .from(users)
    .leftJoin(joined, eq(joined.userId, users.id))
    .where(and(eq(users.institutionId, institutionId), cursor === undefined ? undefined : lt(users.id, cursor)))
    .orderBy(desc(users.id))
    .limit(InstitutionLimits.membersPage + 1);
  const page = rows.slice(0, InstitutionLimits.membersPage);
  return {
    // A raw subquery's timestamp arrives as the driver's text, not as a Date.
    members: page.map((row) => ({ ...row, joined_at: row.joined_at === null ? null : new Date(row.joined_at).toISOString() })),
    next_cursor: rows.length > page.length ? page.at(-1)!.user_id : null,
  };
}
