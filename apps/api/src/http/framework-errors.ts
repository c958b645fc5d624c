import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { failure } from './envelope.ts';
import { handleError } from './error-handler.ts';

/**
 * Errors Fastify meets before routing (a URL it cannot decode, a path parameter longer than
 * maxParamLength) bypass setErrorHandler, and Fastify's own reply repeats the URL as sent. They
 * get the envelope instead, with a fixed message. (Fastify's `frameworkErrors` option.)
 */
export function answerFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  switch (error.code) {
    case 'FST_ERR_BAD_URL':
      return reply.status(400).send(failure('request.bad_url'));
    case 'FST_ERR_MAX_PARAM_LENGTH':
      return reply.status(414).send(failure('request.url_too_long'));
    default:
      return handleError(error, request, reply);
  }
}
