import { and, eq, isNull } from 'drizzle-orm';
import type { z } from 'zod';
import { AuditAction, StaffRole, type ZStaffRoleChange } from '@innerway/domain';
import type { Db, TQueryable } from '../db/client.ts';
import { institutions, staffRoles, users } from '../db/schema.ts';
import { badRequest, conflict, notFound } from '../http/app-error.ts';
import type { UserRow } from '../user-record/user-row.ts';
import { recordAuditEvent } from './record-audit-event.ts';

type TChange = z.output<typeof ZStaffRoleChange>;

async function findPerson(tx: TQueryable, email: string) {
  const [person] = await tx.select({ id: users.id, isAdmin: users.isAdmin }).from(users).where(eq(users.email, email)).for('update');
  if (!person) throw notFound('staff.person_not_found');
  return person;
}

/** A manager's role names an existing institution; the other roles name none. */
async function institutionOf(tx: TQueryable, change: TChange): Promise<number | null> {
  if (change.role !== StaffRole.InstitutionManager) return null;
  if (change.institution_id == null) throw badRequest('staff.institution_required');
  const [institution] = await tx.select({ id: institutions.id }).from(institutions).where(eq(institutions.id, change.institution_id));
  if (!institution) throw notFound('staff.institution_not_found');
  return institution.id;
}

/** Gives the account with `change.email` the role, recorded with the actor's reason. */
export async function grantStaffRole(db: Db, actor: UserRow, change: TChange): Promise<void> {
  await db.transaction(async (tx) => {
    const person = await findPerson(tx, change.email);
    const institutionId = await institutionOf(tx, change);
    if (change.role === StaffRole.Admin) {
      if (person.isAdmin) throw conflict('staff.role_held');
      await tx.update(users).set({ isAdmin: true }).where(eq(users.id, person.id));
    } else {
      const added = await tx
        .insert(staffRoles)
        .values({ userId: person.id, role: change.role, institutionId, grantedByUserId: actor.id })
        .onConflictDoNothing()
        .returning({ id: staffRoles.id });
      if (added.length === 0) throw conflict('staff.role_held');
    }
    await recordAuditEvent(tx, {
      actor,
      action: AuditAction.RoleGrant,
      reason: change.reason,
      subjectUserId: person.id,
      institutionId,
      details: { role: change.role },
    });
  });
}

/** Takes the role from the account with `change.email`; nobody takes the admin role from themselves. */
export async function revokeStaffRole(db: Db, actor: UserRow, change: TChange): Promise<void> {
  await db.transaction(async (tx) => {
    const person = await findPerson(tx, change.email);
    const institutionId = await institutionOf(tx, change);
    if (change.role === StaffRole.Admin) {
      if (person.id === actor.id) throw conflict('staff.own_admin_role');
      if (!person.isAdmin) throw conflict('staff.role_not_held');
      await tx.update(users).set({ isAdmin: false }).where(eq(users.id, person.id));
    } else {
      const removed = await tx
        .delete(staffRoles)
        .where(
          and(
            eq(staffRoles.userId, person.id),
            eq(staffRoles.role, change.role),
            institutionId === null ? isNull(staffRoles.institutionId) : eq(staffRoles.institutionId, institutionId),
          ),
        )
        .returning({ id: staffRoles.id });
      if (removed.length === 0) throw conflict('staff.role_not_held');
    }
    await recordAuditEvent(tx, {
      actor,
      action: AuditAction.RoleRevoke,
      reason: change.reason,
      subjectUserId: person.id,
      institutionId,
      details: { role: change.role },
    });
  });
}
