// SHIM until the staff foundation lands
import type { TAuditAction } from '@innerway/domain';
import type { TQueryable } from '../db/client.ts';
import { auditEvents } from '../db/schema.ts';
import type { UserRow } from '../user-record/user-row.ts';
export async function recordAuditEvent(tx: TQueryable, e: { actor: UserRow; action: TAuditAction; reason: string | null; subjectUserId?: number | null; institutionId?: number | null; details?: Record<string, unknown> }) {
  await tx.insert(auditEvents).values({ actorUserId: e.actor.id, actorEmail: e.actor.email, action: e.action, reason: e.reason, subjectUserId: e.subjectUserId ?? null, institutionId: e.institutionId ?? null, details: e.details ?? {} });
}
