// The one place that knows the native apps' origins: CORS admits them (http/cors-options.ts) and
// the session code gives them Bearer tokens only (auth/session-cookie.ts, auth/session-plugin.ts,
// auth/session-reply.ts). Decision 005 (docs/decisions/005-native-app-sessions.md) says why.
import type { FastifyRequest } from 'fastify';

/** Capacitor's web view origins: iOS serves the bundle from `capacitor://localhost`, Android from `https://localhost`. */
const appOrigins: readonly string[] = ['capacitor://localhost', 'https://localhost'];

export function isAppOrigin(origin: string | undefined): boolean {
  return origin !== undefined && appOrigins.includes(origin);
}

/** The request names an app origin. A browser sets Origin itself, so no web page can claim one. */
export function comesFromApp(request: FastifyRequest): boolean {
  return isAppOrigin(request.headers.origin);
}
