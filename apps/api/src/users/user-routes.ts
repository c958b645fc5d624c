import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZRegister, ZSession, ZUser, ZUserUpdate } from '@innerway/domain';
import { requireAdmin, requireSelf } from '../auth/guards.ts';
import { clearSessionCookie } from '../auth/session-cookie.ts';
import { previewedCaller } from '../content/content-preview.ts';
import { replyWithNewSession } from '../auth/session-reply.ts';
import { bodyEmail, clientIp, createThrottle } from '../auth/throttle.ts';
import { carriesCode, codeAttemptRules } from '../access/access-throttles.ts';
import { ok } from '../http/envelope.ts';
import { notFound } from '../http/app-error.ts';
import { created, replies } from '../http/reply-schemas.ts';
import { deleteUser } from './delete-user.ts';
import { emailChangeRules } from './email-change-rules.ts';
import { registerUser } from './register-user.ts';
import { resetProgress } from './reset-progress.ts';
import { toUserReply } from '../user-record/to-user-reply.ts';
import { updateUser } from './update-user.ts';

const ZUserIdParams = z.object({ id: z.string().max(20) });
// The client sends it to ask for a fresh read; every read here is fresh already.
const ZMeQuery = z.object({ refresh: z.string().max(10).optional() });

export const userRoutes: FastifyPluginAsyncZod = async (app) => {
  // A taken address answers 409 (a new one's reply signs the newcomer in, so the two cannot be
  // alike): per IP bounds how many addresses one client can test, per address how often one is.
  const throttleRegistration = createThrottle(app, [
    { name: 'register:ip', max: 10, timeWindow: '1 hour', key: clientIp },
    ...codeAttemptRules(carriesCode('institution_code')),
    { name: 'register:email', max: 10, timeWindow: '1 hour', key: bodyEmail },
  ]);
  // The subscribe prompt's code entry comes through the profile update.
  const throttleCodeEntry = createThrottle(app, codeAttemptRules(carriesCode('institution_code')));
  const throttleEmailChange = createThrottle(app, emailChangeRules);

  app.get(
    '/users/me',
    {
      schema: {
        tags: ['users'],
        summary: 'The signed-in user, or null',
        description:
          'Never 401: `null` when signed out. A disabled user is returned with `is_disabled: true`, so that the app can show its notice. Staff with the content area who send `x-innerway-preview: trial|full` get themselves as the previewed member: `is_admin` false, `is_trial_mode` as asked, no institution for trial (anyone else\'s header is ignored).',
        querystring: ZMeQuery,
        response: replies(ZUser.nullable()),
      },
    },
    async (request) => {
      const caller = await previewedCaller(app.db, request);
      return ok(caller ? await toUserReply(app.db, caller) : null);
    },
  );

  app.post(
    '/users/register',
    {
      schema: {
        tags: ['users'],
        summary: 'Create an account; starts a session',
        description:
          "409 when the e-mail is taken. `institution_code` takes an institution's code or a gift card's (redeemed for the new account), refused as on PUT /users/:id. Sends the verification mail; throttled; token and cookie as for sign-in.",
        body: ZRegister,
        response: created(ZSession),
      },
      preHandler: throttleRegistration,
    },
    async (request, reply) => {
      const user = await registerUser(app, request.body);
      const session = await replyWithNewSession(request, reply, user);
      return reply.status(201).send(ok(session));
    },
  );

  app.put(
    '/users/:id',
    {
      schema: {
        tags: ['users'],
        summary: 'Update your own profile; institution_code takes an institution or a gift card code',
        description:
          "Own id only (403 otherwise). `institution_code` is the subscribe prompt's code entry: an institution's code links the institution with full access, a gift card's redeems it; 422 unknown (`code.invalid`), inactive (`code.inactive`), past its end date (`code.expired`), used up (`code.used_up`); 409 `gift_card.already_redeemed`, `purchase.already_full_access`; 403 `gift_card.own`. A refused code saves none of the other fields. Code attempts are throttled.\n\nA new `email` needs `current_password` (ignored otherwise): 400 `auth.current_password_required` when missing, 403 `auth.current_password_invalid` when wrong, and only then 409 `auth.email_taken`; attempts are throttled per account. The change mails a notice to the old address and a verification link to the new one (`is_email_verified` becomes false), ends every mailed link and every other session; the caller's session stays.",
        params: ZUserIdParams,
        body: ZUserUpdate,
        response: replies(ZUser),
      },
      preHandler: [throttleCodeEntry, throttleEmailChange],
    },
    async (request) => {
      const user = requireSelf(request, request.params.id);
      return ok(await toUserReply(app.db, await updateUser(app, user, request.sessionId!, request.body)));
    },
  );

  app.delete(
    '/users/:id',
    {
      schema: {
        tags: ['users'],
        summary: 'Delete your own account and all its data',
        description:
          "Own id only; ends the account's sessions.",
        params: ZUserIdParams,
        response: replies(z.null()),
      },
    },
    async (request, reply) => {
      const user = requireSelf(request, request.params.id);
      await deleteUser(app.db, user.id);
      clearSessionCookie(reply, app.config);
      return ok(null);
    },
  );

  app.get(
    '/users/:id/reset_progress',
    {
      schema: {
        tags: ['users'],
        summary: "Admin: clear a user's progress",
        description:
          "Admin only; clears that user's progress, assessments and assessment views.",
        params: ZUserIdParams,
        response: replies(z.null()),
      },
    },
    async (request) => {
      requireAdmin(request);
      if (!/^[1-9]\d{0,8}$/.test(request.params.id)) throw notFound();
      await resetProgress(app.db, Number(request.params.id));
      return ok(null);
    },
  );
};
