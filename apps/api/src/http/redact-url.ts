// What the request log may say about a request. Links mailed to users carry secrets in the path
// (`/email/verify/<verificationId>`, `/password/reset/<token>?email=...`), in the API's routes
// and in the web app's (served as index.html), media URLs of the native apps carry a session's
// media token (`?media_token=`), and a request's headers carry the session.
import type { FastifyRequest } from 'fastify';

/** Path pairs whose next segment is a secret. */
const secretAfter = [
  ['email', 'verify'],
  ['password', 'reset'],
] as const;

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment).toLowerCase();
  } catch {
    return segment.toLowerCase();
  }
}

/**
 * `url` fit for a log: the segment after `/email/verify/` and `/password/reset/` becomes
 * `:token`, and the query string (the reset link's `?email=`, a media URL's `?media_token=`) is
 * dropped. Segments are compared
 * decoded and case-insensitively, since the router decodes `%76erify` into `verify`.
 */
export function redactUrl(url: string): string {
  const path = url.split(/[?#]/, 1)[0] ?? '';
  const segments = path.split('/');
  const decoded = segments.map(decodeSegment);
  for (let index = 2; index < segments.length; index += 1) {
    const follows = secretAfter.some(([first, second]) => decoded[index - 2] === first && decoded[index - 1] === second);
    if (follows && segments[index] !== '') segments[index] = ':token';
  }
  return segments.join('/');
}

/** Fastify's default request serializer, minus the secrets: no headers at all, the URL redacted. */
function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/**
 * Options for Fastify's logger (pino). The serializer never includes headers; the redaction is a
 * second line for anything that logs them (a request or reply object, or `headers` directly).
 */
export function loggerOptions(level: string) {
  return {
    level,
    serializers: { req: serializeRequest },
    redact: {
      paths: [
        'headers.authorization',
        'headers.cookie',
        'headers["set-cookie"]',
        '*.headers.authorization',
        '*.headers.cookie',
        '*.headers["set-cookie"]',
      ],
      censor: '[redacted]',
    },
  };
}
