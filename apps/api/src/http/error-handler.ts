import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { ServerError } from '@innerway/domain';
import { AppError } from './app-error.ts';
import { failure } from './envelope.ts';

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

/** Maps every error to the envelope with a truthful status; nothing internal reaches the caller. */
export function handleError(error: FastifyError | Error, request: FastifyRequest, reply: FastifyReply) {
  const { status, message, data } = classify(error);
  if (status >= 500) {
    request.log.error({ err: error }, 'request failed');
  }
  return reply.status(status).send(failure(message, data));
}

function classify(error: FastifyError | Error): { status: number; message: string; data: unknown } {
  if (error instanceof AppError) {
    return { status: error.status, message: error.message, data: error.data ?? null };
  }
  if (error instanceof z.ZodError) {
    return { status: 400, message: error.issues[0]?.message ?? 'Invalid input', data: null };
  }
  if (isDatabaseUnreachable(error)) {
    return { status: 503, message: ServerError.unavailable, data: null };
  }

  const code = 'code' in error ? error.code : undefined;
  switch (code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return { status: 400, message: ServerError.malformedJson, data: null };
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return { status: 413, message: 'The request body is too large.', data: null };
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return { status: 415, message: 'Unsupported content type.', data: null };
  }

  // Fastify's own client errors (bad content length, bad URL, schema validation ...) carry a
  // status and a message meant for the caller.
  const statusCode = 'statusCode' in error ? error.statusCode : undefined;
  if (typeof statusCode === 'number' && statusCode >= 400 && statusCode < 500) {
    return { status: statusCode, message: error.message, data: null };
  }
  return { status: 500, message: ServerError.internal, data: null };
}
