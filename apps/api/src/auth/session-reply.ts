import type { FastifyReply, FastifyRequest } from 'fastify';
import type { TSession } from '@innerway/domain';
import type { UserRow } from '../app-context.ts';
import { toUserReply } from '../users/to-user-reply.ts';
import { setSessionCookie } from './session-cookie.ts';
import { endSession, startSession } from './sessions.ts';

/**
 * Signs the caller in as `user`: a new session, its cookie for the web and its token in the
 * reply for the native apps. The session the request came with, if any, ends: its cookie is
 * being replaced, and a token is never carried across a change of identity.
 */
export async function replyWithNewSession(request: FastifyRequest, reply: FastifyReply, user: UserRow): Promise<TSession> {
  const { db, config } = request.server;
  if (request.sessionId) await endSession(db, request.sessionId);
  const { token, sessionId } = await startSession(db, user.id, request.headers['user-agent']);
  request.user = user;
  request.sessionId = sessionId;
  setSessionCookie(reply, config, token);
  return { user: await toUserReply(db, user), token };
}
