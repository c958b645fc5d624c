import type { TAuditAction } from '@innerway/domain';
import type { TQueryable } from '../db/client.ts';
import { auditEvents } from '../db/schema.ts';
import type { UserRow } from '../user-record/user-row.ts';

export interface TAuditEvent {
  actor: Pick<UserRow, 'id' | 'email'>;
  action: TAuditAction;
  /** The staff member's own words, required of every action (domain `ZStaffReason`). */
  reason: string;
  subjectUserId?: number | null;
  institutionId?: number | null;
  /** Ids and states that say what changed; never a member's own words. */
  details?: Record<string, string | number | boolean | null>;
}

/** Written in the transaction of the change itself, so that no staff change goes unrecorded. */
export async function recordAuditEvent(tx: TQueryable, event: TAuditEvent): Promise<void> {
  await tx.insert(auditEvents).values({
    actorUserId: event.actor.id,
    actorEmail: event.actor.email,
    action: event.action,
    reason: event.reason,
    subjectUserId: event.subjectUserId ?? null,
    institutionId: event.institutionId ?? null,
    details: event.details ?? {},
  });
}
