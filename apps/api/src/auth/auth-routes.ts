import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZLogin, ZSession } from '@innerway/domain';
import { ok } from '../http/envelope.ts';
import { replies } from '../http/reply-schemas.ts';
import { clearSessionCookie } from './session-cookie.ts';
import { replyWithNewSession } from './session-reply.ts';
import { endSession } from './sessions.ts';
import { signIn } from './sign-in.ts';
import { bodyEmail, bodyEmailFromClient, clientIp, createThrottle } from './throttle.ts';

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  // Throttles the guesser, not the owner (decision 017): ten tries on an address from one client,
  // the owner's from elsewhere untouched; per IP (looser: offices share one) against trying many
  // accounts; and a ceiling per address, far above what one person types, against guessing one
  // account from many IPs. Per-client rules first, so a client they refuse adds nothing to the
  // address's ceiling (throttle.ts).
  const throttleLogin = createThrottle(app, [
    { name: 'login:ip', max: 50, timeWindow: '15 minutes', key: clientIp },
    { name: 'login:email-client', max: 10, timeWindow: '15 minutes', key: bodyEmailFromClient },
    { name: 'login:email', max: 100, timeWindow: '1 hour', key: bodyEmail },
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
