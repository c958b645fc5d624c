import { desc, eq, sql } from 'drizzle-orm';
import { AnalyticsEvent, AnalyticsLimits, type TAnalyticsDaily, type TAnalyticsStoredEvent } from '@innerway/domain';
import type { Db } from '../db/client.ts';
import { analyticsEvents } from '../db/schema.ts';
import { badRequest } from '../http/app-error.ts';

const MsPerDay = 86_400_000;
/** Without a range the admin sees the last 30 days, today included. */
const DefaultDays = 30;

const isoDay = (time: number) => new Date(time).toISOString().slice(0, 10);
const dayStart = (day: string) => Date.parse(`${day}T00:00:00Z`);

/** The days asked for (UTC, both ends included), checked: forwards and at most a year. */
export function dailyRange(query: { from?: string | undefined; to?: string | undefined }, now = new Date()) {
  const to = query.to ?? isoDay(now.getTime());
  const from = query.from ?? isoDay(dayStart(to) - (DefaultDays - 1) * MsPerDay);
  const days = (dayStart(to) - dayStart(from)) / MsPerDay + 1;
  if (days < 1 || days > AnalyticsLimits.dailyRangeMaxDays) throw badRequest('analytics.date_range');
  return { from, to, start: new Date(dayStart(from)), end: new Date(dayStart(to) + MsPerDay) };
}

/** Counts per UTC day: of each event, and of each screen among the screen_view events. */
export async function readDailyCounts(db: Db, range: ReturnType<typeof dailyRange>): Promise<TAnalyticsDaily> {
  const day = sql<string>`to_char(${analyticsEvents.createdAt} at time zone 'UTC', 'YYYY-MM-DD')`;
  const inRange = sql`${analyticsEvents.createdAt} >= ${range.start} and ${analyticsEvents.createdAt} < ${range.end}`;
  const count = sql<number>`count(*)::int`;

  const events = await db
    .select({ day, name: analyticsEvents.name, count })
    .from(analyticsEvents)
    .where(inRange)
    .groupBy(sql`1`, analyticsEvents.name)
    .orderBy(sql`1`, analyticsEvents.name);

  const screenName = sql<string>`${analyticsEvents.params} ->> 'screen_name'`;
  const screens = await db
    .select({ day, screen_name: screenName, count })
    .from(analyticsEvents)
    .where(sql`${inRange} and ${analyticsEvents.name} = ${AnalyticsEvent.ScreenView}`)
    .groupBy(sql`1`, sql`2`)
    .orderBy(sql`1`, sql`2`);

  return { from: range.from, to: range.to, events, screens };
}

/** The latest events (of one user when asked), oldest first: what a journey just sent. */
export async function readRecentEvents(db: Db, query: { user_id?: number | undefined; limit?: number | undefined }): Promise<TAnalyticsStoredEvent[]> {
  const rows = await db
    .select()
    .from(analyticsEvents)
    .where(query.user_id === undefined ? undefined : eq(analyticsEvents.userId, query.user_id))
    .orderBy(desc(analyticsEvents.id))
    .limit(query.limit ?? 100);
  return rows.reverse().map((row) => ({
    id: row.id,
    user_id: row.userId,
    name: row.name,
    params: row.params as Record<string, string>,
    at: row.createdAt.toISOString(),
  }));
}
