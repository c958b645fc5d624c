import type { FastifyCorsOptions } from '@fastify/cors';
import { isAppOrigin } from './app-origins.ts';

/**
 * Cross-origin access for the native apps and nobody else. No credentials: the apps send
 * `Authorization: Bearer`, and a cookie from their origins is ignored anyway. Any other origin
 * gets no CORS header at all (its preflight is the 404 envelope). The plugin adds `Vary: Origin`
 * to every reply, since the answer depends on it.
 */
export const corsOptions: FastifyCorsOptions = {
  origin: (origin, callback) => callback(null, isAppOrigin(origin)),
  credentials: false,
  // PATCH and HEAD: the studio's resumable uploads (tus), whose routes answer a preflight like any other.
  methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
  allowedHeaders: ['Authorization', 'Content-Type', 'Accept', 'X-Client-Info'],
  // Two hours, the longest Chromium keeps a preflight; other engines cap it lower themselves.
  maxAge: 7200,
  // Any OPTIONS from an app is answered as a preflight (204, no body) rather than with the
  // plugin's plain-text 400, which would fall outside the envelope.
  strictPreflight: false,
};
