import type { TListedModuleSummary } from '@innerway/domain';
import type { UserRow } from '../user-record/user-row.ts';
import { listedModuleSummaryReply } from './content-replies.ts';
import { contentAndProgressFor, type TContentContext } from './read-content.ts';

/** Every topic the user may see, by sort_order, with their counts. Locked topics are listed as their locked cards: the screens draw the locks. */
export async function listModules(ctx: TContentContext, user: UserRow): Promise<TListedModuleSummary[]> {
  const { view, progress } = await contentAndProgressFor(ctx, user);
  return view.modules.map((module) => listedModuleSummaryReply(module, progress));
}
