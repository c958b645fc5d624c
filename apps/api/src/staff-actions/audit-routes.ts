import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { StaffArea, ZAuditEventsPage, ZAuditEventsQuery } from '@innerway/domain';
import { ok } from '../http/envelope.ts';
import { replies } from '../http/reply-schemas.ts';
import { requireStaffArea } from '../staff/staff-access.ts';
import { readAuditEvents } from './read-audit-events.ts';

export const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/staff/audit_events',
    {
      schema: {
        tags: ['staff'],
        summary: 'Admin: the audit log of staff actions, newest first',
        description:
          "Admin only (401/403 before the query is read). Filters: `actor` (the staff member's e-mail), `subject` (the member's id or e-mail), `action`, `from` (included) and `to` (excluded) as ISO instants. Pages of `limit` events (50 by default, at most 100); `next` is the `before` of the page after, null on the last. `subject_email` is the member's address now, null once their account is deleted.",
        querystring: ZAuditEventsQuery,
        response: replies(ZAuditEventsPage),
      },
      onRequest: async (request) => {
        await requireStaffArea(request, StaffArea.Audit);
      },
    },
    async (request) => ok(await readAuditEvents(app.db, request.query)),
  );
};
