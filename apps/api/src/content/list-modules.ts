import type { TModuleSummary } from '@innerway/domain';
import type { UserRow } from '../user-record/user-row.ts';
import { moduleSummaryReply } from './content-replies.ts';
import { contentAndProgressFor, type TContentContext } from './read-content.ts';

/** Every topic the user may see, by sort_order, with their counts. Locked topics are listed too: the screens draw the locks. */
export async function listModules(ctx: TContentContext, user: UserRow): Promise<TModuleSummary[]> {
  const { view, progress } = await contentAndProgressFor(ctx, user);
  return view.modules.map((module) => moduleSummaryReply(module, progress));
}
