import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AppError, TooManyRequestsError } from './app-error.ts';
import { failure } from './envelope.ts';
import { validationError } from './validate.ts';

// Node and pg error codes that mean the database cannot serve us right now (SQLSTATE class 08
// is "connection exception"; 57P0x are server shutdown / start-up states; 53300 is too many
// connections; 57014 is a statement cancelled, here by statement_timeout: see db/client.ts).
const unreachableCodes = new Set(['ECONNREFUSED', 'ECONNRESET', 'ENOTFOUND', 'EAI_AGAIN', 'ETIMEDOUT', 'EHOSTUNREACH']);
const unreachableSqlStates = /^(08|57P0[1-3]$|53300$|57014$)/;
// pg's own: no connection in time, a connection dropped, a query the server never answered.
const unreachableMessages = /timeout exceeded when trying to connect|Connection terminated|Cannot use a pool after calling end|Query read timeout/;

function isDatabaseUnreachable(error: unknown): boolean {
  for (let e = error, depth = 0; e instanceof Error && depth < 5; e = e.cause, depth += 1) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && (unreachableCodes.has(code) || unreachableSqlStates.test(code))) return true;
    if (unreachableMessages.test(e.message)) return true;
    // AggregateError: one per address tried (IPv4 and IPv6).
    if (e instanceof AggregateError && e.errors.some(isDatabaseUnreachable)) return true;
  }
  return false;
}

/** Maps every error to the envelope with a truthful status and a code; nothing internal reaches the caller. */
export function handleError(error: FastifyError | Error, request: FastifyRequest, reply: FastifyReply) {
  const refusal = classify(error);
  if (refusal.status >= 500) {
    request.log.error({ err: error }, 'request failed');
  }
  // Every throttle's refusal says when to come back, so clients wait rather than hammer.
  if (refusal instanceof TooManyRequestsError) reply.header('retry-after', String(refusal.retryAfterSeconds));
  return reply.status(refusal.status).send(failure(refusal.code, refusal.data ?? null, refusal.message));
}

function classify(error: FastifyError | Error): AppError {
  if (error instanceof AppError) return error;
  if (error instanceof z.ZodError) return validationError(error.issues);
  if (isDatabaseUnreachable(error)) return new AppError(503, 'server.unavailable');

  const code = 'code' in error ? error.code : undefined;
  switch (code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return new AppError(400, 'request.malformed_json');
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return new AppError(413, 'request.body_too_large');
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return new AppError(415, 'request.unsupported_media_type');
  }

  // Fastify's own client errors (bad content length, bad URL, a rate limit ...) carry a status and
  // a message meant for the caller.
  const statusCode = 'statusCode' in error ? error.statusCode : undefined;
  if (typeof statusCode === 'number' && statusCode >= 400 && statusCode < 500) {
    if (statusCode === 429) return new AppError(429, 'request.too_many');
    if (statusCode === 404) return new AppError(404, 'request.not_found');
    return new AppError(statusCode, 'request.refused', { problem: error.message });
  }
  return new AppError(500, 'server.internal');
}
