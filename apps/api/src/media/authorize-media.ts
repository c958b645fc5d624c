import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { UserRow } from '../user-record/user-row.ts';
import { requireEnabled, requireUser } from '../auth/guards.ts';
import { resolveSession } from '../auth/sessions.ts';
import { forbidden } from '../http/app-error.ts';

/**
 * Who is fetching a medium: the request's session (cookie or Bearer) or, failing that, the
 * session whose media token the URL carries, for the players of the native apps that cannot send
 * a header. An unknown or ended media token is the same as none: 401. A media token opens media
 * only: it is looked up here and nowhere else.
 */
export async function mediaCaller(request: FastifyRequest, mediaToken: string | undefined): Promise<UserRow> {
  if (request.user || !mediaToken) return requireUser(request);
  const session = await resolveSession(request.server.db, mediaToken, 'mediaToken');
  return requireEnabled(session?.user ?? null);
}

/**
 * A trial user may fetch a medium unless it belongs only to locked content (every language's
 * files count: the French captions of a trial step are open to them too). Media that belong to no
 * content are open to any signed-in user.
 */
export async function assertMayFetchMedia(ctx: Pick<FastifyInstance, 'content'>, user: UserRow, key: string): Promise<void> {
  if (!user.isTrialMode) return;
  const trialMayFetch = (await ctx.content.get()).mediaTrialAccess.get(key);
  if (trialMayFetch === false) throw forbidden('content.full_access_required');
}
