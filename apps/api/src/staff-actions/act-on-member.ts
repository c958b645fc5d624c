import { StaffRole, type TAuditAction } from '@innerway/domain';
import type { Db, TQueryable } from '../db/client.ts';
import { conflict, forbidden, notFound } from '../http/app-error.ts';
import type { TStaffCaller } from '../staff/staff-access.ts';
import { recordAuditEvent, type TAuditEvent } from '../staff/record-audit-event.ts';
import { findUserById } from '../user-record/find-user.ts';
import type { UserRow } from '../user-record/user-row.ts';

export interface TMemberAction {
  action: TAuditAction;
  reason: string;
  /** The action would lock its caller out (disable, end sessions, delete): refused on oneself. */
  locksOut?: true;
}

/**
 * Does one staff action on a member and records it in the audit log, in one transaction: the
 * change never happens without its record, nor the record without the change. 404 for no such
 * member; 403 when support acts on an admin (only an admin may); 409 when the action would lock
 * its caller out. `change` refuses what makes no sense for the member as it is (409) and returns
 * the details worth keeping with the record (never anything a member wrote).
 *
 * The member's row is read, not locked: a state change is a conditional write in `change`, and
 * locking the row first would take locks in the opposite order to a progress save's.
 */
export async function actOnMember(
  db: Db,
  caller: TStaffCaller,
  memberId: number,
  { action, reason, locksOut }: TMemberAction,
  change: (tx: TQueryable, member: UserRow) => Promise<TAuditEvent['details'] | void>,
): Promise<void> {
  await db.transaction(async (tx) => {
    const member = await findUserById(tx, memberId);
    if (!member) throw notFound();
    if (member.isAdmin && !caller.roles.includes(StaffRole.Admin)) throw forbidden('staff.subject_is_admin');
    if (locksOut && member.id === caller.user.id) throw conflict('staff.own_account');
    const details = (await change(tx, member)) ?? {};
    await recordAuditEvent(tx, { actor: caller.user, action, reason, subjectUserId: member.id, details });
  });
}
