import { listMemberPlays } from '../../minutes/member-plays.ts';
import type { TSectionCollector } from './section.ts';

/**
 * Every play of a recording the member reported: what was played, which stretches, and when. The
 * recording's number is `content_id` here, as `id` already names the member's account in the file.
 */
export const collectMindfulMinutes: TSectionCollector = async (db, userId) => ({
  plays: (await listMemberPlays(db, userId)).map(({ id, ...play }) => ({ ...play, content_id: id })),
});
