import type { FastifyCorsOptions } from '@fastify/cors';
import { PreviewHeader } from '@innerway/domain';
import { isAppOrigin } from './app-origins.ts';

/** What a resumable upload (tus 1.0.0, as tus-js-client speaks it) sends beside the usual headers. */
const uploadRequestHeaders = ['Tus-Resumable', 'Upload-Length', 'Upload-Metadata', 'Upload-Offset'];

/**
 * What an app's script may read of a reply beyond the safelisted headers: an upload's address and
 * progress (tus), and a download's file name (a bundle's export).
 */
export const corsExposedHeaders = [
  'Location',
  'Tus-Resumable',
  'Tus-Version',
  'Tus-Max-Size',
  'Tus-Extension',
  'Upload-Offset',
  'Upload-Length',
  'Upload-Metadata',
  'Upload-Expires',
  'Content-Disposition',
];

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
  // The preview header: the studio's preview frame in a native test build (decision 037).
  allowedHeaders: ['Authorization', 'Content-Type', 'Accept', 'X-Client-Info', PreviewHeader, ...uploadRequestHeaders],
  exposedHeaders: corsExposedHeaders,
  // Two hours, the longest Chromium keeps a preflight; other engines cap it lower themselves.
  maxAge: 7200,
  // Any OPTIONS from an app is answered as a preflight (204, no body) rather than with the
  // plugin's plain-text 400, which would fall outside the envelope.
  strictPreflight: false,
};
