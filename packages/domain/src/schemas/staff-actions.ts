import { z } from 'zod';
import { Limits } from '../limits.ts';
import { AuditAction } from '../staff.ts';
import { ZStaffReason } from './staff.ts';

/** The body of every staff action on a member (POST /staff/people/:id/...): why it is done. */
export const ZStaffActionBody = z.strictObject({ reason: ZStaffReason });
export type TStaffActionBody = z.input<typeof ZStaffActionBody>;

/** How many audit events one page holds at most, and by default. */
export const AuditLogLimits = { pageMax: 100, pageDefault: 50 } as const;

/** Where the next page of the audit log starts: the last event's time and id (newest first). */
const auditCursor = z.string().regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z_[1-9]\d{0,17}$/);

const pageSize = z
  .string()
  .regex(/^[1-9]\d{0,2}$/)
  .transform(Number)
  .pipe(z.number().max(AuditLogLimits.pageMax));

/**
 * GET /staff/audit_events. `actor` is the staff member's e-mail; `subject` the member's id or
 * e-mail; `from` (included) and `to` (excluded) are instants, so the reader's own day boundaries
 * are sent as such; `before` is the previous page's `next`.
 */
export const ZAuditEventsQuery = z.strictObject({
  actor: z.string().trim().toLowerCase().max(Limits.emailMax).optional(),
  subject: z.string().trim().toLowerCase().max(Limits.emailMax).optional(),
  action: z.enum(Object.values(AuditAction)).optional(),
  from: z.iso.datetime({ offset: true }).optional(),
  to: z.iso.datetime({ offset: true }).optional(),
  before: auditCursor.optional(),
  limit: pageSize.optional(),
});
export type TAuditEventsQuery = z.input<typeof ZAuditEventsQuery>;

/** One recorded staff action: who, whom, what, why and when. */
export const ZAuditEvent = z
  .object({
    id: z.number().int(),
    at: z.string(),
    /** Null once the staff member's account is gone; their address stays. */
    actor_user_id: z.number().int().nullable(),
    actor_email: z.string(),
    subject_user_id: z.number().int().nullable(),
    /** The member's address now; null when there is no member or their account was deleted. */
    subject_email: z.string().nullable(),
    institution_id: z.number().int().nullable(),
    action: z.string(),
    reason: z.string(),
    details: z.record(z.string(), z.unknown()),
  })
  .meta({ id: 'AuditEvent' });
export type TAuditEvent = z.infer<typeof ZAuditEvent>;

/** A page of the audit log, newest first; `next` asks for the page after it (null: the last). */
export const ZAuditEventsPage = z.object({ events: z.array(ZAuditEvent), next: z.string().nullable() });
export type TAuditEventsPage = z.infer<typeof ZAuditEventsPage>;
