import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZForgotPassword, ZResetPassword, ZSession } from '@innerway/domain';
import { replyWithNewSession } from '../auth/session-reply.ts';
import { bodyEmail, clientIp, createThrottle } from '../auth/throttle.ts';
import { ok } from '../http/envelope.ts';
import { replies } from '../http/reply-schemas.ts';
import { resetPassword } from './reset-password.ts';
import { sendPasswordReset } from './send-password-reset.ts';

export const passwordRoutes: FastifyPluginAsyncZod = async (app) => {
  // Per address so that nobody's mailbox gets flooded; per IP against sweeping many addresses.
  const throttleResetMail = createThrottle(app, [
    { name: 'password-email:email', max: 5, timeWindow: '1 hour', key: bodyEmail },
    { name: 'password-email:ip', max: 20, timeWindow: '1 hour', key: clientIp },
  ]);
  // Tokens are 256-bit, so guessing is hopeless anyway; this only bounds the hashing work.
  const throttleReset = createThrottle(app, [{ name: 'password-reset:ip', max: 20, timeWindow: '15 minutes', key: clientIp }]);

  app.post(
    '/password/email',
    {
      schema: {
        tags: ['password'],
        summary: 'Mail a password-reset link',
        description:
          'The same answer whether the address exists or not; throttled.',
        body: ZForgotPassword,
        response: replies(z.null()),
      },
      preHandler: throttleResetMail,
    },
    async (request) => {
      const language = request.user ? undefined : request.body.anonymous_locale;
      await sendPasswordReset(app, request.body.email, language);
      return ok(null);
    },
  );

  app.post(
    '/password/reset',
    {
      schema: {
        tags: ['password'],
        summary: 'Set a new password with a mailed token',
        description:
          'The token is single-use and lasts 60 minutes; ends every other session of the user; token and cookie as for sign-in.',
        body: ZResetPassword,
        response: replies(ZSession),
      },
      preHandler: throttleReset,
    },
    async (request, reply) => {
      const user = await resetPassword(app.db, request.body);
      return ok(await replyWithNewSession(request, reply, user));
    },
  );
};
