import type { FastifyReply, FastifyRequest } from 'fastify';
import type { TConfig } from '../config.ts';
import { comesFromApp } from '../http/app-origins.ts';
import { absoluteLifetimeMs } from './sessions.ts';

export const sessionCookieName = 'innerway_session';

const cookieOptions = (config: TConfig) =>
  ({ path: '/', httpOnly: true, sameSite: 'lax', secure: config.cookieSecure }) as const;

export function setSessionCookie(reply: FastifyReply, config: TConfig, token: string): void {
  // The browser may keep it as long as the server could; the server decides when it ends.
  reply.setCookie(sessionCookieName, token, { ...cookieOptions(config), maxAge: absoluteLifetimeMs / 1000 });
}

export function clearSessionCookie(reply: FastifyReply, config: TConfig): void {
  reply.clearCookie(sessionCookieName, cookieOptions(config));
}

/** Where a request's token came from decides whether the CSRF guard applies. */
export interface TPresentedToken {
  token: string;
  via: 'bearer' | 'cookie';
}

export function readPresentedToken(request: FastifyRequest): TPresentedToken | null {
  // Other schemes (e.g. Basic auth in front of a staging site) are not ours: fall back to the cookie.
  const bearer = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '')?.[1];
  if (bearer) return { token: bearer, via: 'bearer' };
  // The apps authenticate with Bearer only: CORS admits their origins, so a cookie must never
  // count from there (decision 005).
  if (comesFromApp(request)) return null;
  const cookie = request.cookies[sessionCookieName];
  return cookie ? { token: cookie, via: 'cookie' } : null;
}
