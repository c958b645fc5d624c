import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  StaffArea,
  ZInstitutionCodeCreate,
  ZInstitutionCodeDeactivate,
  ZInstitutionManagerInvite,
  ZInstitutionManagerInviteReply,
  ZInstitutionUpdate,
  ZInstitutionSave,
  ZStaffInstitution,
  ZStaffInstitutionCode,
  ZStaffInstitutionDetail,
  ZStaffInstitutionMembers,
  ZStaffInstitutionMembersQuery,
  ZStaffActionBody,
} from '@innerway/domain';
import { ok } from '../http/envelope.ts';
import { ZIdParam, ZIdParams } from '../http/id-params.ts';
import { created, replies } from '../http/reply-schemas.ts';
import { requireStaffArea } from '../staff/staff-access.ts';
import { createInstitutionCode, deactivateInstitutionCode, reactivateInstitutionCode } from './institution-codes.ts';
import { listInstitutionMembers } from './institution-members.ts';
import { listInstitutions, readInstitutionDetail } from './institution-replies.ts';
import { inviteInstitutionManager } from './invite-institution-manager.ts';
import { cancelManagerInvite, removeInstitutionManager } from './remove-institution-manager.ts';
import { createInstitution, updateInstitution } from './save-institution.ts';

const ZCodeParams = z.object({ id: ZIdParam, codeId: ZIdParam });
const ZManagerParams = z.object({ id: ZIdParam, userId: ZIdParam });
const ZInviteParams = z.object({ id: ZIdParam, inviteId: ZIdParam });
const adminsOnly = 'Admins only (401 signed out, 403 disabled or without the admin role).';

/** The admin's institutions: names, codes with seats and end dates, members, managers. */
export const staffInstitutionRoutes: FastifyPluginAsyncZod = async (app) => {
  const admin = async (request: FastifyRequest) => (await requireStaffArea(request, StaffArea.Institutions)).user;
  // Who is asking comes before what they sent: a member's malformed request is a 403, not a 400.
  app.addHook('preValidation', async (request) => {
    await admin(request);
  });

  app.get(
    '/staff/institutions',
    {
      schema: {
        tags: ['staff'],
        summary: 'Every institution, with its names, seats used and members',
        description: adminsOnly,
        response: replies(z.array(ZStaffInstitution)),
      },
    },
    async () => ok(await listInstitutions(app.db)),
  );

  app.post(
    '/staff/institutions',
    {
      schema: {
        tags: ['staff'],
        summary: 'Create an institution with its name in English, French and Spanish',
        description: `${adminsOnly} Names are trimmed, 1 to 100 characters (400 \`institution.name_required\`, \`validation.too_long\`). Audited.`,
        body: ZInstitutionSave,
        response: created(ZStaffInstitutionDetail),
      },
    },
    async (request, reply) => reply.status(201).send(ok(await createInstitution(app.db, await admin(request), request.body))),
  );

  app.get(
    '/staff/institutions/:id',
    {
      schema: {
        tags: ['staff'],
        summary: "An institution with its UNLOCK codes (seats used, end dates), managers and open invitations",
        description: `${adminsOnly} 404 for an unknown id.`,
        params: ZIdParams,
        response: replies(ZStaffInstitutionDetail),
      },
    },
    async (request) => ok(await readInstitutionDetail(app.db, request.params.id)),
  );

  app.put(
    '/staff/institutions/:id',
    {
      schema: {
        tags: ['staff'],
        summary: "Edit an institution's names and active flag",
        description: `${adminsOnly} As creating; deactivating (is_active true to false: every code of it stops working) needs a \`reason\`. Audited with what changed.`,
        params: ZIdParams,
        body: ZInstitutionUpdate,
        response: replies(ZStaffInstitutionDetail),
      },
    },
    async (request) => ok(await updateInstitution(app.db, await admin(request), request.params.id, request.body)),
  );

  app.post(
    '/staff/institutions/:id/codes',
    {
      schema: {
        tags: ['staff'],
        summary: 'Generate an UNLOCK code with a seat limit and an end date',
        description: `${adminsOnly} \`max_redemptions\` 1 to 100,000 (400 \`institution.seats_invalid\`); \`ends_at\` an ISO date-time with offset, after now and at most five years ahead (400 \`institution.end_invalid\`). Redeeming it from \`ends_at\` on is refused with 422 \`code.expired\`. Audited.`,
        params: ZIdParams,
        body: ZInstitutionCodeCreate,
        response: created(ZStaffInstitutionCode),
      },
    },
    async (request, reply) =>
      reply.status(201).send(ok(await createInstitutionCode(app.db, await admin(request), request.params.id, request.body))),
  );

  app.post(
    '/staff/institutions/:id/codes/:codeId/deactivate',
    {
      schema: {
        tags: ['staff'],
        summary: "Deactivate one of the institution's codes",
        description: `${adminsOnly} Needs a \`reason\` (audited). Redeeming it is then refused (422 \`code.inactive\`); its members keep their access. 404 for a code not of this institution.`,
        params: ZCodeParams,
        body: ZInstitutionCodeDeactivate,
        response: replies(ZStaffInstitutionCode),
      },
    },
    async (request) =>
      ok(await deactivateInstitutionCode(app.db, await admin(request), request.params.id, request.params.codeId, request.body.reason)),
  );

  app.post(
    '/staff/institutions/:id/codes/:codeId/reactivate',
    {
      schema: {
        tags: ['staff'],
        summary: "Reactivate one of the institution's deactivated codes",
        description: `${adminsOnly} Needs a \`reason\` (audited). The code works again with the seats it had used. 409 \`institution.code_active\` (not deactivated), \`institution.code_ended\` (its end date has passed: generate a new code), \`institution.inactive\` (the institution is deactivated). 404 for a code not of this institution.`,
        params: ZCodeParams,
        body: ZStaffActionBody,
        response: replies(ZStaffInstitutionCode),
      },
    },
    async (request) =>
      ok(await reactivateInstitutionCode(app.db, await admin(request), request.params.id, request.params.codeId, request.body.reason)),
  );

  app.get(
    '/staff/institutions/:id/members',
    {
      schema: {
        tags: ['staff'],
        summary: "The institution's members: name, e-mail and when they joined, 50 a page",
        description: `${adminsOnly} Newest account first; pass the reply's \`next_cursor\` as \`cursor\` for the next page (null: no more). Nothing a member wrote.`,
        params: ZIdParams,
        querystring: ZStaffInstitutionMembersQuery,
        response: replies(ZStaffInstitutionMembers),
      },
    },
    async (request) => ok(await listInstitutionMembers(app.db, request.params.id, request.query.cursor)),
  );

  app.post(
    '/staff/institutions/:id/managers',
    {
      schema: {
        tags: ['staff'],
        summary: 'Invite someone by e-mail to manage the institution (its partner portal)',
        description: `${adminsOnly} Needs a \`reason\` (audited). A verified account with the address becomes a manager now (\`granted\`); otherwise the role is granted when an account verifies the address (\`invited\`). The invitee is mailed a link to sign in or register. 409 \`institution.already_manager\`.`,
        params: ZIdParams,
        body: ZInstitutionManagerInvite,
        response: replies(ZInstitutionManagerInviteReply),
      },
    },
    async (request) => ok(await inviteInstitutionManager(app, await admin(request), request.params.id, request.body)),
  );

  app.post(
    '/staff/institutions/:id/managers/:userId/remove',
    {
      schema: {
        tags: ['staff'],
        summary: 'Remove a manager of the institution',
        description: `${adminsOnly} Needs a \`reason\` (audited). Takes this institution's manager role from the person: the partner portal closes to them on their next request; their other roles stay. 409 \`institution.not_manager\` when they do not manage it. Replies with the institution.`,
        params: ZManagerParams,
        body: ZStaffActionBody,
        response: replies(ZStaffInstitutionDetail),
      },
    },
    async (request) =>
      ok(await removeInstitutionManager(app.db, await admin(request), request.params.id, request.params.userId, request.body.reason)),
  );

  app.post(
    '/staff/institutions/:id/invites/:inviteId/cancel',
    {
      schema: {
        tags: ['staff'],
        summary: 'Cancel an invitation to manage the institution that nobody has taken up',
        description: `${adminsOnly} Needs a \`reason\` (audited). Verifying the address later grants nothing. 409 \`institution.invite_not_open\` for an invitation taken up already, 404 with that code for one cancelled before or not of this institution. Replies with the institution.`,
        params: ZInviteParams,
        body: ZStaffActionBody,
        response: replies(ZStaffInstitutionDetail),
      },
    },
    async (request) =>
      ok(await cancelManagerInvite(app.db, await admin(request), request.params.id, request.params.inviteId, request.body.reason)),
  );
};
