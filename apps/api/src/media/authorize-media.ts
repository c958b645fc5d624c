import type { FastifyInstance } from 'fastify';
import { ServerError } from '@innerway/domain';
import type { UserRow } from '../app-context.ts';
import { forbidden } from '../http/app-error.ts';

/**
 * A trial user may fetch a medium unless it belongs only to locked content (every language's
 * files count: the French captions of a trial step are open to them too). Media that belong to no
 * content are open to any signed-in user.
 */
export async function assertMayFetchMedia(ctx: Pick<FastifyInstance, 'content'>, user: UserRow, key: string): Promise<void> {
  if (!user.isTrialMode) return;
  const trialMayFetch = (await ctx.content.get()).mediaTrialAccess.get(key);
  if (trialMayFetch === false) throw forbidden(ServerError.fullAccessRequired);
}
