import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { StaffArea, ZStaffMe, ZStaffPeople, ZStaffRoleChange } from '@innerway/domain';
import { requireUser } from '../auth/guards.ts';
import { ok } from '../http/envelope.ts';
import { replies } from '../http/reply-schemas.ts';
import { grantStaffRole, revokeStaffRole } from './change-staff-role.ts';
import { listStaff } from './list-staff.ts';
import { readStaffMe } from './read-staff-me.ts';
import { requireStaffArea } from './staff-access.ts';

/** The staff area's own routes: who the caller is there, and (admins) who holds which role. */
export const staffRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/staff/me',
    {
      schema: {
        tags: ['staff'],
        summary: 'Your staff roles and the areas they open',
        description: 'Any signed-in, enabled person (401 signed out, 403 disabled). A member holds no role and opens no area.',
        response: replies(ZStaffMe),
      },
    },
    async (request) => ok(await readStaffMe(app.db, requireUser(request))),
  );

  app.get(
    '/staff/roles',
    {
      schema: {
        tags: ['staff'],
        summary: 'Everyone who holds a staff role',
        description: 'Admins only (403 otherwise). By name, each person once with every role they hold.',
        response: replies(ZStaffPeople),
      },
    },
    async (request) => {
      await requireStaffArea(request, StaffArea.Staff);
      return ok(await listStaff(app.db));
    },
  );

  app.post(
    '/staff/roles',
    {
      schema: {
        tags: ['staff'],
        summary: 'Give a staff role',
        description:
          "Admins only (403 otherwise). The account with `email` gets `role` (an institution manager's names `institution_id`: 400 `staff.institution_required` without it, 404 `staff.institution_not_found` for an unknown one). 404 `staff.person_not_found` for an address without an account, 409 `staff.role_held` when held already. Recorded in the audit log with `reason`. Replies with the staff list.",
        body: ZStaffRoleChange,
        response: replies(ZStaffPeople),
      },
    },
    async (request) => {
      const { user } = await requireStaffArea(request, StaffArea.Staff);
      await grantStaffRole(app.db, user, request.body);
      return ok(await listStaff(app.db));
    },
  );

  app.post(
    '/staff/roles/revoke',
    {
      schema: {
        tags: ['staff'],
        summary: 'Take a staff role back',
        description:
          'Admins only (403 otherwise). The same body as giving one; 409 `staff.role_not_held` when not held, 409 `staff.own_admin_role` for your own admin role. Recorded in the audit log with `reason`. Replies with the staff list.',
        body: ZStaffRoleChange,
        response: replies(ZStaffPeople),
      },
    },
    async (request) => {
      const { user } = await requireStaffArea(request, StaffArea.Staff);
      await revokeStaffRole(app.db, user, request.body);
      return ok(await listStaff(app.db));
    },
  );
};
