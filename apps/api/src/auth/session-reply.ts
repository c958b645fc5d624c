import type { FastifyReply, FastifyRequest } from 'fastify';
import { ClientInfoHeader, parseClientInfo, type TSession } from '@innerway/domain';
import type { UserRow } from '../user-record/user-row.ts';
import { comesFromApp } from '../http/app-origins.ts';
import { toUserReply } from '../user-record/to-user-reply.ts';
import { setSessionCookie } from './session-cookie.ts';
import { endSession, startSession } from './sessions.ts';

/**
 * The native apps present their session as `Authorization: Bearer`, so they need the token in
 * the reply. The web keeps it in the HttpOnly cookie only: a token in the JSON body would be
 * readable by any script on the page, which the cookie exists to prevent. A native app is a
 * caller whose X-Client-Info names ios or android, or whose Origin is an app's (which gets no
 * cookie, decision 005). No header, or a malformed one, from anywhere else counts as the web.
 */
function isNativeClient(request: FastifyRequest): boolean {
  if (comesFromApp(request)) return true;
  const header = request.headers[ClientInfoHeader];
  const platform = parseClientInfo(typeof header === 'string' ? header : undefined)?.platform;
  return platform === 'ios' || platform === 'android';
}

/**
 * Signs the caller in as `user`: a new session, its token and media token in the reply for the
 * native apps, its cookie for the web (native callers get no cookie). The session the request
 * came with, if any, ends: its cookie is being replaced, and a token is never carried across a
 * change of identity.
 */
export async function replyWithNewSession(request: FastifyRequest, reply: FastifyReply, user: UserRow): Promise<TSession> {
  const { db, config } = request.server;
  const native = isNativeClient(request);
  if (request.sessionId) await endSession(db, request.sessionId);
  const { token, mediaToken, sessionId } = await startSession(db, user.id, request.headers['user-agent'], { withMediaToken: native });
  request.user = user;
  request.sessionId = sessionId;
  const userReply = await toUserReply(db, user);
  if (native) return { user: userReply, token, media_token: mediaToken };
  setSessionCookie(reply, config, token);
  return { user: userReply };
}
