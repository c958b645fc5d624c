import type { TModule } from '@innerway/domain';
import type { UserRow } from '../user-record/user-row.ts';
import { notFound } from '../http/app-error.ts';
import { moduleReply } from './content-replies.ts';
import { assertUnlocked, contentAndProgressFor, type TContentContext } from './read-content.ts';

/** One topic with its segments; 404 when the user cannot see it, 403 for a trial user on a full-access topic. */
export async function getModule(ctx: TContentContext, user: UserRow, id: number, fullDetail: boolean): Promise<TModule> {
  const { view, progress } = await contentAndProgressFor(ctx, user);
  const module = view.moduleById.get(id);
  if (!module) throw notFound();
  const { summary } = module;
  assertUnlocked(summary);
  return moduleReply(module, summary, progress, fullDetail);
}
