import { and, eq, gte, lt, sql } from 'drizzle-orm';
import { mindfulWeekOf, type TMindfulWeek } from '@innerway/domain';
import type { Db } from '../db/client.ts';
import { mediaPlays } from '../db/schema.ts';

/**
 * The member's mindful seconds this week in their time zone (GET /mindful_minutes), by kind. A
 * play belongs to the week it began in (its first report).
 */
export async function readMindfulWeek(db: Db, userId: number, timeZone: string, now = new Date()): Promise<TMindfulWeek> {
  const week = mindfulWeekOf(now, timeZone);
  const rows = await db
    .select({ media: mediaPlays.media, seconds: sql<number>`sum(${mediaPlays.countedSeconds})`.mapWith(Number) })
    .from(mediaPlays)
    .where(and(eq(mediaPlays.userId, userId), gte(mediaPlays.firstReportedAt, week.start), lt(mediaPlays.firstReportedAt, week.end)))
    .groupBy(mediaPlays.media);
  const seconds = (media: 'video' | 'meditation') => Math.floor(rows.find((row) => row.media === media)?.seconds ?? 0);
  return {
    week_start: week.start.toISOString(),
    week_end: week.end.toISOString(),
    meditation_seconds: seconds('meditation'),
    video_seconds: seconds('video'),
  };
}
