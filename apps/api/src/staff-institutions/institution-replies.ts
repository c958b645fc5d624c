import { and, asc, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { StaffRole, SubscriptionCodeType, type TStaffInstitution, type TStaffInstitutionCode, type TStaffInstitutionDetail } from '@innerway/domain';
import type { TQueryable } from '../db/client.ts';
import { institutionManagerInvites, institutions, staffRoles, subscriptionCodes, users } from '../db/schema.ts';
import { notFound } from '../http/app-error.ts';

type InstitutionRow = typeof institutions.$inferSelect;
type CodeRow = typeof subscriptionCodes.$inferSelect;

type TCounts = { seatsUsed: number; memberCount: number };

/**
 * Seats taken across each institution's UNLOCK codes (the codes' own counters, kept in the
 * redemption's transaction) and the members linked to it now, for one institution or all.
 */
async function countsOf(db: TQueryable, institutionId?: number): Promise<Map<number, TCounts>> {
  const seats = await db
    .select({ id: subscriptionCodes.institutionId, n: sql<number>`sum(${subscriptionCodes.redemptionCount})::int` })
    .from(subscriptionCodes)
    .where(
      and(
        eq(subscriptionCodes.type, SubscriptionCodeType.Unlock),
        institutionId === undefined ? isNotNull(subscriptionCodes.institutionId) : eq(subscriptionCodes.institutionId, institutionId),
      ),
    )
    .groupBy(subscriptionCodes.institutionId);
  const members = await db
    .select({ id: users.institutionId, n: sql<number>`count(*)::int` })
    .from(users)
    .where(institutionId === undefined ? isNotNull(users.institutionId) : eq(users.institutionId, institutionId))
    .groupBy(users.institutionId);
  const counts = new Map<number, TCounts>();
  const entry = (id: number) => counts.get(id) ?? counts.set(id, { seatsUsed: 0, memberCount: 0 }).get(id)!;
  for (const row of seats) entry(row.id!).seatsUsed = row.n;
  for (const row of members) entry(row.id!).memberCount = row.n;
  return counts;
}

function toStaffInstitution(institution: InstitutionRow, { seatsUsed, memberCount }: TCounts = { seatsUsed: 0, memberCount: 0 }): TStaffInstitution {
  return {
    id: institution.id,
    name_en: institution.name,
    // An institution made before names had languages reads as its English name everywhere.
    name_fr: institution.nameFr ?? institution.name,
    name_es: institution.nameEs ?? institution.name,
    is_active: institution.isActive,
    created_at: institution.createdAt.toISOString(),
    seats_used: seatsUsed,
    member_count: memberCount,
  };
}

export function toStaffInstitutionCode(code: CodeRow): TStaffInstitutionCode {
  return {
    id: code.id,
    code: code.code,
    is_active: code.isActive,
    max_redemptions: code.maxRedemptions,
    seats_used: code.redemptionCount,
    ends_at: code.endsAt?.toISOString() ?? null,
    created_at: code.createdAt.toISOString(),
  };
}

/** Every institution, by name, with its seats used and members. */
export async function listInstitutions(db: TQueryable): Promise<TStaffInstitution[]> {
  const rows = await db.select().from(institutions).orderBy(asc(sql`lower(${institutions.name})`), asc(institutions.id));
  const counts = await countsOf(db);
  return rows.map((row) => toStaffInstitution(row, counts.get(row.id)));
}

/** One institution with its codes (newest first), its managers and the invitations still open; 404 when there is none. */
export async function readInstitutionDetail(db: TQueryable, institutionId: number): Promise<TStaffInstitutionDetail> {
  const [row] = await db.select().from(institutions).where(eq(institutions.id, institutionId));
  if (!row) throw notFound();
  const codes = await db
    .select()
    .from(subscriptionCodes)
    .where(and(eq(subscriptionCodes.institutionId, institutionId), eq(subscriptionCodes.type, SubscriptionCodeType.Unlock)))
    .orderBy(desc(subscriptionCodes.createdAt), desc(subscriptionCodes.id));
  const managers = await db
    .select({ user_id: users.id, name: users.name, email: users.email, since: staffRoles.createdAt })
    .from(staffRoles)
    .innerJoin(users, eq(users.id, staffRoles.userId))
    .where(and(eq(staffRoles.institutionId, institutionId), eq(staffRoles.role, StaffRole.InstitutionManager)))
    .orderBy(asc(staffRoles.createdAt), asc(staffRoles.id));
  const invites = await db
    .select({ id: institutionManagerInvites.id, email: institutionManagerInvites.email, invited_at: institutionManagerInvites.createdAt })
    .from(institutionManagerInvites)
    .where(and(eq(institutionManagerInvites.institutionId, institutionId), isNull(institutionManagerInvites.acceptedAt)))
    .orderBy(desc(institutionManagerInvites.createdAt), desc(institutionManagerInvites.id));
  return {
    institution: toStaffInstitution(row, (await countsOf(db, institutionId)).get(institutionId)),
    codes: codes.map(toStaffInstitutionCode),
    managers: managers.map((manager) => ({ ...manager, since: manager.since.toISOString() })),
    invites: invites.map((invite) => ({ ...invite, invited_at: invite.invited_at.toISOString() })),
  };
}
