import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import { ClientInfoHeader, parseClientInfo } from '@innerway/domain';
import { forbidden } from '../http/app-error.ts';
import { comesFromApp } from '../http/app-origins.ts';
import { readPresentedToken } from './session-cookie.ts';
import { resolveSession } from './sessions.ts';

const stateChangingMethods = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
// GETs kept from the original API that nevertheless change state.
const sideEffectGets = new Set(['/api/auth/logout', '/api/email/resend', '/api/users/:id/reset_progress']);
// Fastify answers HEAD with the GET handler, so a HEAD has the same side effect.
const getMethods = new Set(['GET', 'HEAD']);
// Routes that never read the session: the health probe must report the database even when a
// signed-in browser's cookie comes along and the database is the thing that is down. A reminder
// mail's unsubscribe link acts on its signed token alone, whoever's cookie comes with the click.
// The stores' notifications are signed by the store, and no person's session has a say in them.
const sessionlessRoutes = new Set(['/api/health', '/api/reminders/unsubscribe', '/api/store_notifications/app_store', '/api/store_notifications/play']);

function changesState(request: FastifyRequest): boolean {
  return (
    stateChangingMethods.has(request.method) ||
    (getMethods.has(request.method) && sideEffectGets.has(request.routeOptions.url ?? ''))
  );
}

function hasClientInfo(request: FastifyRequest): boolean {
  const header = request.headers[ClientInfoHeader];
  return typeof header === 'string' && parseClientInfo(header) !== null;
}

/**
 * Resolves the session cookie or Bearer token into `request.user` / `request.sessionId`.
 * A disabled user stays resolved: /users/me must be able to say so, and the guards refuse the rest.
 *
 * It also holds the CSRF guard: a browser attaches the cookie to a cross-site request, but a
 * cross-site form cannot add the X-Client-Info header. Bearer callers are not exposed to that.
 *
 * The apps' origins get Bearer sessions only: their cookies are ignored (session-cookie.ts) and no
 * reply to them sets one, whichever code asked for it (decision 005).
 */
export default fp(
  async function sessionPlugin(app) {
    app.decorateRequest('user', null);
    app.decorateRequest('sessionId', null);

    app.addHook('onRequest', async (request) => {
      // Static files of the web app need no session look-up.
      if (!request.url.startsWith('/api/') || sessionlessRoutes.has(request.routeOptions.url ?? '')) return;
      const presented = readPresentedToken(request);
      if (!presented) return;
      const session = await resolveSession(app.db, presented.token);
      if (!session) return;
      request.user = session.user;
      request.sessionId = session.sessionId;
      if (presented.via === 'cookie' && changesState(request) && !hasClientInfo(request)) {
        throw forbidden('request.missing_client_info');
      }
    });

    // After @fastify/cookie's own onSend hook, which writes the header.
    app.addHook('onSend', async (request, reply) => {
      if (comesFromApp(request)) reply.removeHeader('set-cookie');
    });
  },
  { name: 'innerway-session', fastify: '5.x', dependencies: ['@fastify/cookie'] },
);
