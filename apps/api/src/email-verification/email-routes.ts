import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../auth/guards.ts';
import { replyWithNewSession } from '../auth/session-reply.ts';
import { createThrottle } from '../auth/throttle.ts';
import { ok } from '../http/envelope.ts';
import { resendVerification } from './resend-verification.ts';
import { verifyEmail } from './verify-email.ts';

const ZVerifyParams = z.object({ verificationId: z.string().max(200) });

export const emailRoutes: FastifyPluginAsyncZod = async (app) => {
  const throttleResend = createThrottle(app, [
    { name: 'email-resend:user', max: 5, timeWindow: '1 hour', key: (request) => (request.user ? String(request.user.id) : null) },
  ]);

  app.get(
    '/email/resend',
    { schema: { tags: ['email'], summary: 'Mail a new verification link' }, preHandler: throttleResend },
    async (request) => ok(await resendVerification(app, requireUser(request))),
  );

  app.get(
    '/email/verify/:verificationId',
    { schema: { tags: ['email'], summary: 'Verify the address; starts a session', params: ZVerifyParams } },
    async (request, reply) => {
      const user = await verifyEmail(app.db, request.params.verificationId, request.user);
      return ok(await replyWithNewSession(request, reply, user));
    },
  );
};
