import { and, eq } from 'drizzle-orm';
import { AuditAction, StaffRole, type TStaffInstitutionDetail } from '@innerway/domain';
import type { Db, TQueryable } from '../db/client.ts';
import { institutionManagerInvites, institutions, staffRoles } from '../db/schema.ts';
import { conflict, notFound } from '../http/app-error.ts';
import type { UserRow } from '../user-record/user-row.ts';
import { recordAuditEvent } from '../staff/record-audit-event.ts';
import { readInstitutionDetail } from './institution-replies.ts';

async function requireInstitution(tx: TQueryable, institutionId: number): Promise<void> {
  const [institution] = await tx.select({ id: institutions.id }).from(institutions).where(eq(institutions.id, institutionId));
  if (!institution) throw notFound();
}

/**
 * Takes this institution's manager role from the person (their roles for other institutions and
 * any other role stay). Roles are read on every staff call, so the partner portal closes to them
 * on their next request. 409 `institution.not_manager` when they do not manage it (any more).
 */
export async function removeInstitutionManager(
  db: Db,
  actor: UserRow,
  institutionId: number,
  userId: number,
  reason: string,
): Promise<TStaffInstitutionDetail> {
  return db.transaction(async (tx) => {
    await requireInstitution(tx, institutionId);
    const removed = await tx
      .delete(staffRoles)
      .where(and(eq(staffRoles.userId, userId), eq(staffRoles.role, StaffRole.InstitutionManager), eq(staffRoles.institutionId, institutionId)))
      .returning({ id: staffRoles.id });
    if (removed.length === 0) throw conflict('institution.not_manager');
    await recordAuditEvent(tx, {
      actor,
      action: AuditAction.InstitutionManagerRemove,
      reason,
      subjectUserId: userId,
      institutionId,
      details: { role: StaffRole.InstitutionManager },
    });
    return readInstitutionDetail(tx, institutionId);
  });
}

/**
 * Withdraws an invitation not yet taken up: the row goes, so verifying the address later grants
 * nothing (email-verification/accept-manager-invites.ts reads open rows) and the mailed link leads
 * only to an ordinary account. 409 `institution.invite_not_open` for one taken up already, 404 with
 * the same code for one cancelled before (or never of this institution).
 */
export async function cancelManagerInvite(
  db: Db,
  actor: UserRow,
  institutionId: number,
  inviteId: number,
  reason: string,
): Promise<TStaffInstitutionDetail> {
  return db.transaction(async (tx) => {
    await requireInstitution(tx, institutionId);
    const ofInstitution = and(eq(institutionManagerInvites.id, inviteId), eq(institutionManagerInvites.institutionId, institutionId));
    const [invite] = await tx.select().from(institutionManagerInvites).where(ofInstitution).for('update');
    if (!invite) throw notFound('institution.invite_not_open');
    if (invite.acceptedAt) throw conflict('institution.invite_not_open');
    await tx.delete(institutionManagerInvites).where(ofInstitution);
    await recordAuditEvent(tx, {
      actor,
      action: AuditAction.InstitutionManagerInviteCancel,
      reason,
      institutionId,
      details: { invite_id: invite.id, email: invite.email },
    });
    return readInstitutionDetail(tx, institutionId);
  });
}
