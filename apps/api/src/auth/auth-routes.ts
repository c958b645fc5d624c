import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZLogin, ZSession } from '@innerway/domain';
import { ok } from '../http/envelope.ts';
import { replies } from '../http/reply-schemas.ts';
import { clearSessionCookie } from './session-cookie.ts';
import { replyWithNewSession } from './session-reply.ts';
import { endSession } from './sessions.ts';
import { signIn } from './sign-in.ts';
import { bodyEmail, clientIp, createThrottle } from './throttle.ts';

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  // Per address against guessing one account's password; per IP, looser (offices share one),
  // against trying many accounts.
  const throttleLogin = createThrottle(app, [
    { name: 'login:email', max: 10, timeWindow: '15 minutes', key: bodyEmail },
    { name: 'login:ip', max: 50, timeWindow: '15 minutes', key: clientIp },
  ]);

  app.post(
    '/auth/login',
    {
      schema: {
        tags: ['auth'],
        summary: 'Sign in; starts a new session',
        description:
          '401 `auth.invalid_credentials`; a new token at each sign-in; throttled. `token` and `media_token` only for a native client (`X-Client-Info` platform ios/android, or an app origin), the session cookie only for the rest (decision 003).',
        body: ZLogin,
        response: replies(ZSession),
      },
      preHandler: throttleLogin,
    },
    async (request, reply) => {
      const user = await signIn(app.db, request.body.email, request.body.password);
      return ok(await replyWithNewSession(request, reply, user));
    },
  );

  app.get(
    '/auth/logout',
    {
      schema: {
        tags: ['auth'],
        summary: 'Sign out (fine when signed out)',
        description: 'Ends the session and clears the cookie. Allowed to disabled users.',
        response: replies(z.null()),
      },
    },
    async (request, reply) => {
      if (request.sessionId) await endSession(app.db, request.sessionId);
      clearSessionCookie(reply, app.config);
      return ok(null);
    },
  );
};
