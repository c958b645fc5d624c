import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZForgotPassword, ZResetPassword, ZSession } from '@innerway/domain';
import { replyWithNewSession } from '../auth/session-reply.ts';
import { bodyEmail, bodyEmailFromClient, clientIp, createThrottle } from '../auth/throttle.ts';
import { ok } from '../http/envelope.ts';
import { replies } from '../http/reply-schemas.ts';
import { resetPassword } from './reset-password.ts';
import { requestPasswordReset } from './send-password-reset.ts';

export const passwordRoutes: FastifyPluginAsyncZod = async (app) => {
  // Per IP against sweeping many addresses; per address and client so that nobody's mailbox gets
  // flooded, with a ceiling per address against doing it from many IPs, high enough that one
  // client cannot keep the owner from their reset mail (decision 017).
  const throttleResetMail = createThrottle(app, [
    { name: 'password-email:ip', max: 20, timeWindow: '1 hour', key: clientIp },
    { name: 'password-email:email-client', max: 5, timeWindow: '1 hour', key: bodyEmailFromClient },
    { name: 'password-email:email', max: 20, timeWindow: '1 hour', key: bodyEmail },
  ]);
  // Tokens are 256-bit, so guessing is hopeless anyway: these bound the hashing work, from one
  // IP and on one address.
  const throttleReset = createThrottle(app, [
    { name: 'password-reset:ip', max: 20, timeWindow: '15 minutes', key: clientIp },
    { name: 'password-reset:email', max: 30, timeWindow: '1 hour', key: bodyEmail },
  ]);

  app.post(
    '/password/email',
    {
      schema: {
        tags: ['password'],
        summary: 'Mail a password-reset link',
        description:
          'The same answer, after the same work, whether the address has an account or not (the mail is queued by a job); throttled.',
        body: ZForgotPassword,
        response: replies(z.null()),
      },
      preHandler: throttleResetMail,
    },
    async (request) => {
      const language = request.user ? undefined : request.body.anonymous_locale;
      await requestPasswordReset(app, request.body.email, language);
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
          'The token is single-use and lasts 60 minutes; ends every other session of the user; token and cookie as for sign-in. 400 `auth.token_invalid` alike for a wrong token and an address without an account; throttled.',
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
