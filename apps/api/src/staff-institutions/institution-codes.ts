import { and, eq, sql } from 'drizzle-orm';
import { AuditAction, isCodeEndAllowed, SubscriptionCodeType, type TStaffInstitutionCode } from '@innerway/domain';
import type { UserRow } from '../user-record/user-row.ts';
import type { Db, TQueryable } from '../db/client.ts';
import { institutions, subscriptionCodes } from '../db/schema.ts';
import { badRequest, conflict, notFound } from '../http/app-error.ts';
import { insertWithFreshCode } from '../access/generate-code.ts';
import { recordAuditEvent } from '../staff/record-audit-event.ts';
import { toStaffInstitutionCode } from './institution-replies.ts';

/**
 * A new UNLOCK code of the institution with `maxRedemptions` seats, refused from `endsAt` on
 * (access/redeem-institution-code.ts). The end must lie ahead, within the limit (400 otherwise).
 */
export async function createInstitutionCode(
  db: Db,
  actor: UserRow,
  institutionId: number,
  input: { max_redemptions: number; ends_at: string },
): Promise<TStaffInstitutionCode> {
  const endsAt = new Date(input.ends_at);
  if (!isCodeEndAllowed(endsAt, new Date())) throw badRequest('institution.end_invalid');
  return db.transaction(async (tx) => {
    const [institution] = await tx.select({ id: institutions.id }).from(institutions).where(eq(institutions.id, institutionId));
    if (!institution) throw notFound();
    const code = await insertWithFreshCode(tx, {
      type: SubscriptionCodeType.Unlock,
      institutionId,
      maxRedemptions: input.max_redemptions,
      endsAt,
    });
    await recordAuditEvent(tx, {
      actor,
      action: AuditAction.InstitutionCodeCreate,
      reason: '',
      institutionId,
      details: { code_id: code.id, code: code.code, max_redemptions: code.maxRedemptions, ends_at: endsAt.toISOString() },
    });
    return toStaffInstitutionCode(code);
  });
}

/** The institution's UNLOCK code, locked for the change (404 for another institution's code or none). */
async function lockCodeOf(tx: TQueryable, institutionId: number, codeId: number) {
  const [row] = await tx
    .select({ code: subscriptionCodes, ended: sql<boolean>`coalesce(${subscriptionCodes.endsAt} <= now(), false)`, institutionActive: institutions.isActive })
    .from(subscriptionCodes)
    .innerJoin(institutions, eq(institutions.id, subscriptionCodes.institutionId))
    .where(and(eq(subscriptionCodes.id, codeId), eq(subscriptionCodes.institutionId, institutionId), eq(subscriptionCodes.type, SubscriptionCodeType.Unlock)))
    .for('update', { of: subscriptionCodes });
  if (!row) throw notFound();
  return row;
}

/**
 * Stops one of the institution's codes: it is refused from now on (`code.inactive`); the members
 * who redeemed it keep their access. Deactivating an inactive code changes and records nothing.
 */
export async function deactivateInstitutionCode(
  db: Db,
  actor: UserRow,
  institutionId: number,
  codeId: number,
  reason: string,
): Promise<TStaffInstitutionCode> {
  return db.transaction(async (tx) => {
    const { code } = await lockCodeOf(tx, institutionId, codeId);
    if (!code.isActive) return toStaffInstitutionCode(code);
    return switchCode(tx, { actor, institutionId, code, reason, isActive: false });
  });
}

/**
 * Lets a deactivated code be redeemed again, with the seats it had used (docs/decisions/029-institutions.md).
 * Refused (409) where that could not make it work: it is active already, its end date has passed
 * (a new code is the way), or its institution is deactivated (the institution comes first).
 */
export async function reactivateInstitutionCode(
  db: Db,
  actor: UserRow,
  institutionId: number,
  codeId: number,
  reason: string,
): Promise<TStaffInstitutionCode> {
  return db.transaction(async (tx) => {
    const { code, ended, institutionActive } = await lockCodeOf(tx, institutionId, codeId);
    if (code.isActive) throw conflict('institution.code_active');
    if (ended) throw conflict('institution.code_ended');
    if (!institutionActive) throw conflict('institution.inactive');
    return switchCode(tx, { actor, institutionId, code, reason, isActive: true });
  });
}

/** Turns a locked code on or off and records who did it and why, with the seats it had used. */
async function switchCode(
  tx: TQueryable,
  change: { actor: UserRow; institutionId: number; code: typeof subscriptionCodes.$inferSelect; reason: string; isActive: boolean },
): Promise<TStaffInstitutionCode> {
  const { actor, institutionId, code, reason, isActive } = change;
  const [switched] = await tx.update(subscriptionCodes).set({ isActive }).where(eq(subscriptionCodes.id, code.id)).returning();
  await recordAuditEvent(tx, {
    actor,
    action: isActive ? AuditAction.InstitutionCodeReactivate : AuditAction.InstitutionCodeDeactivate,
    reason,
    institutionId,
    details: { code_id: code.id, code: code.code, seats_used: code.redemptionCount },
  });
  return toStaffInstitutionCode(switched!);
}
