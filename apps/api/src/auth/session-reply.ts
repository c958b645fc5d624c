import type { FastifyReply, FastifyRequest } from 'fastify';
import { ClientInfoHeader, parseClientInfo, type TUser } from '@innerway/domain';
import type { UserRow } from '../app-context.ts';
import { toUserReply } from '../users/to-user-reply.ts';
import { setSessionCookie } from './session-cookie.ts';
import { endSession, startSession } from './sessions.ts';

/** A reply that starts a session: the token only for the native apps (see `isNativeClient`). */
export interface TSessionReply {
  user: TUser;
  token?: string;
}

/**
 * The native apps present their session as `Authorization: Bearer`, so they need the token in
 * the reply. The web keeps it in the HttpOnly cookie only: a token in the JSON body would be
 * readable by any script on the page, which the cookie exists to prevent. No header, or a
 * malformed one, counts as the web.
 */
export function isNativeClient(request: FastifyRequest): boolean {
  const header = request.headers[ClientInfoHeader];
  const platform = parseClientInfo(typeof header === 'string' ? header : undefined)?.platform;
  return platform === 'ios' || platform === 'android';
}

/**
 * Signs the caller in as `user`: a new session, its token in the reply for the native apps, its
 * cookie for the web (native callers get no cookie). The session the request came with, if any,
 * ends: its cookie is being replaced, and a token is never carried across a change of identity.
 */
export async function replyWithNewSession(request: FastifyRequest, reply: FastifyReply, user: UserRow): Promise<TSessionReply> {
  const { db, config } = request.server;
  if (request.sessionId) await endSession(db, request.sessionId);
  const { token, sessionId } = await startSession(db, user.id, request.headers['user-agent']);
  request.user = user;
  request.sessionId = sessionId;
  const userReply = await toUserReply(db, user);
  if (isNativeClient(request)) return { user: userReply, token };
  setSessionCookie(reply, config, token);
  return { user: userReply };
}
