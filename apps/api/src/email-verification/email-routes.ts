import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZResendVerification, ZSession } from '@innerway/domain';
import { requireUser } from '../auth/guards.ts';
import { replyWithNewSession } from '../auth/session-reply.ts';
import { createThrottle } from '../auth/throttle.ts';
import { ok } from '../http/envelope.ts';
import { replies } from '../http/reply-schemas.ts';
import { toUserReply } from '../user-record/to-user-reply.ts';
import { resendVerification } from './resend-verification.ts';
import { verifyEmail } from './verify-email.ts';

const ZVerifyParams = z.object({ verificationId: z.string().max(200) });

export const emailRoutes: FastifyPluginAsyncZod = async (app) => {
  const throttleResend = createThrottle(app, [
    { name: 'email-resend:user', max: 5, timeWindow: '1 hour', key: (request) => (request.user ? String(request.user.id) : null) },
  ]);

  app.get(
    '/email/resend',
    {
      schema: {
        tags: ['email'],
        summary: 'Mail a new verification link',
        description: 'Signed in; throttled.',
        response: replies(ZResendVerification),
      },
      preHandler: throttleResend,
    },
    async (request) => ok(await resendVerification(app, requireUser(request))),
  );

  app.get(
    '/email/verify/:verificationId',
    {
      schema: {
        tags: ['email'],
        summary: 'Verify the address; starts a session when signed out',
        description:
          "Single use, 60 minutes; verifies the link's address whoever calls. Signed out: starts a session as sign-in does. Signed in: the session stays (no `token`), and `user` is the caller's own, even when the link was another account's. On failure 400 with `data: { already_verified }`.",
        params: ZVerifyParams,
        response: replies(ZSession),
      },
    },
    async (request, reply) => {
      const owner = await verifyEmail(app.db, request.params.verificationId, request.user);
      // A link proves the mailbox, it is no way to switch accounts: only a signed-out caller is
      // signed in by it. A signed-in caller keeps their session whoever the link is for, so a
      // link planted by someone else cannot swap them into that person's account.
      if (!request.user) return ok(await replyWithNewSession(request, reply, owner));
      // Signed in as someone else, the link still verifies its own address, but the reply carries
      // the caller's own user: the web app stores `data.user` as the signed-in user, so the other
      // account's would show someone who is not signed in here (and hand their profile to whoever
      // holds the link). The screen then shows its success text: the link did verify an address.
      const user = request.user.id === owner.id ? owner : request.user;
      return ok({ user: await toUserReply(app.db, user) });
    },
  );
};
