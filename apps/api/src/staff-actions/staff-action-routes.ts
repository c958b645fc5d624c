import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { StaffArea, ZStaffActionBody } from '@innerway/domain';
import { notFound } from '../http/app-error.ts';
import { ok } from '../http/envelope.ts';
import { replies } from '../http/reply-schemas.ts';
import { requireStaffArea, type TStaffCaller } from '../staff/staff-access.ts';
import { auditRoutes } from './audit-routes.ts';
import {
  deleteMember,
  disableMember,
  enableMember,
  endMemberSessions,
  grantMemberFullAccess,
  resendMemberVerification,
  resetMemberProgress,
  sendMemberPasswordReset,
  takeBackMemberFullAccess,
  type TMemberActionService,
} from './member-actions.ts';

const ZMemberParams = z.object({ id: z.string().max(20) });

interface TActionRoute {
  path: string;
  summary: string;
  /** What it refuses beyond the rules every action shares. */
  refuses: string;
  service: TMemberActionService;
}

const actionRoutes: TActionRoute[] = [
  {
    path: 'disable',
    summary: 'Disable the account and end every session',
    refuses: '409 `staff.already_disabled`; 409 `staff.own_account` on your own account. The member is signed out at once and, signing in again, sees only the disabled notice.',
    service: disableMember,
  },
  { path: 'enable', summary: 'Enable a disabled account again', refuses: '409 `staff.not_disabled`.', service: enableMember },
  {
    path: 'full_access',
    summary: 'Grant full access',
    refuses: "409 `staff.already_full_access`. Recorded in the member's access history as `full_access_granted`.",
    service: grantMemberFullAccess,
  },
  {
    path: 'full_access/take_back',
    summary: 'Take full access back (back to trial)',
    refuses: "409 `staff.no_full_access` for a trial member. Recorded in the member's access history as `full_access_taken_back`.",
    service: takeBackMemberFullAccess,
  },
  {
    path: 'verification_mail',
    summary: 'Mail a new verification link',
    refuses: '409 `staff.already_verified`. Earlier links stop working.',
    service: resendMemberVerification,
  },
  {
    path: 'password_reset_mail',
    summary: 'Mail a password-reset link',
    refuses: "Nothing beyond the shared rules; the mail is the forgot-password one, in the member's language.",
    service: sendMemberPasswordReset,
  },
  {
    path: 'reset_progress',
    summary: "Clear the member's progress",
    refuses: 'Clears progress, assessments, assessment views and mindful minutes, as GET /users/:id/reset_progress does.',
    service: resetMemberProgress,
  },
  {
    path: 'end_sessions',
    summary: 'End every session of the member',
    refuses: '409 `staff.own_account` on your own account.',
    service: endMemberSessions,
  },
  {
    path: 'delete',
    summary: 'Delete the account and all its data',
    refuses: '409 `staff.own_account` on your own account. The same erasure as the member deleting it themselves; the audit log keeps the id.',
    service: deleteMember,
  },
];

const sharedRules =
  'Admin and support (401 signed out, 403 otherwise, checked before the body is read). Support may not act on an admin (403 `staff.subject_is_admin`); only an admin may. 404 for no such member. `reason` (3 to 500 characters) is required and kept with the action in the audit log, written in the same transaction as the change.';

// The caller, found before the body is read, for the handler.
const callers = new WeakMap<FastifyRequest, TStaffCaller>();

/** Support's actions on a member, and the audit log that records them. */
export const staffActionRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(auditRoutes);
  for (const route of actionRoutes) {
    app.post(
      `/staff/people/:id/${route.path}`,
      {
        schema: {
          tags: ['staff'],
          summary: `Staff: ${route.summary}`,
          description: `${sharedRules} ${route.refuses}`,
          params: ZMemberParams,
          body: ZStaffActionBody,
          response: replies(z.null()),
        },
        onRequest: async (request) => {
          callers.set(request, await requireStaffArea(request, StaffArea.People));
        },
      },
      async (request) => {
        if (!/^[1-9]\d{0,8}$/.test(request.params.id)) throw notFound();
        await route.service(app, callers.get(request)!, Number(request.params.id), request.body.reason);
        return ok(null);
      },
    );
  }
};
