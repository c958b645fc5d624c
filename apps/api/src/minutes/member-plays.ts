import { asc, eq } from 'drizzle-orm';
import type { TPlayRecord } from '@innerway/domain';
import type { Db } from '../db/client.ts';
import { mediaPlays } from '../db/schema.ts';

/** Every play a member reported, oldest first: what the member's data export lists. */
export async function listMemberPlays(db: Pick<Db, 'select'>, userId: number): Promise<TPlayRecord[]> {
  const rows = await db.select().from(mediaPlays).where(eq(mediaPlays.userId, userId)).orderBy(asc(mediaPlays.firstReportedAt), asc(mediaPlays.playId));
  return rows.map((row) => ({
    play_id: row.playId,
    media: row.media,
    id: row.contentId,
    voice: row.voice,
    intervals: row.intervals,
    counted_seconds: row.countedSeconds,
    first_reported_at: row.firstReportedAt.toISOString(),
    last_reported_at: row.lastReportedAt.toISOString(),
  }));
}

/** Forgets a member's plays (resetting progress starts the minutes again too). */
export async function deleteMemberPlays(db: Pick<Db, 'delete'>, userId: number): Promise<void> {
  await db.delete(mediaPlays).where(eq(mediaPlays.userId, userId));
}
