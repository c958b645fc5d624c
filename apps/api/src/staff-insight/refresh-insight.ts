import { sql } from 'drizzle-orm';
import type { Task } from 'graphile-worker';
import { AnalyticsEvent } from '@innerway/domain';
import type { Db } from '../db/client.ts';
import { insightRefreshes } from '../db/schema.ts';
import { countsSince } from './insight-metrics.ts';
import { refreshTopicStages } from './topic-stages.ts';

const MsPerDay = 86_400_000;
/** The first run counts everything from here on (before any data of ours). */
const Beginning = new Date('2000-01-01T00:00:00Z');

/**
 * Where a run starts recounting: the start of the UTC day before the previous run, so that what
 * arrived late (an analytics event is stamped up to 10 minutes before it arrives) or a run that
 * failed half-way is counted again. Everything before stays as counted.
 */
export function recountFrom(previousRun: Date | null): Date {
  if (previousRun === null) return Beginning;
  const dayBefore = previousRun.getTime() - MsPerDay;
  return new Date(dayBefore - (dayBefore % MsPerDay));
}

/**
 * Brings the insight rollups up to date: the members' topic stages first (only the members whose
 * progress changed), then, in one transaction, the counts from `recountFrom` on are deleted and
 * counted again from the sources, and the weekly actives of the weeks from there on. A run is
 * idempotent: run twice, it leaves the same rows. Two runs at once take turns (an advisory
 * lock), so neither counts half of the other's work.
 */
export async function refreshInsight(db: Db, now: Date): Promise<{ from: Date; members: number }> {
  const members = await refreshTopicStages(db);
  const from = await db.transaction(async (tx) => {
    // The first run reads everything there is; the pool's 10 s is meant for requests.
    await tx.execute(sql`set local statement_timeout = '10min'`);
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('insight_rollups'))`);
    const [previous] = await tx.select().from(insightRefreshes);
    const since = recountFrom(previous?.refreshedAt ?? null);
    await tx.execute(sql`delete from insight_counts where bucket >= ${since}`);
    for (const counts of countsSince(since)) {
      await tx.execute(sql`insert into insight_counts (metric, bucket, dimension, count) ${counts}`);
    }
    const weekFrom = sql`date_trunc('week', ${since}::timestamptz at time zone 'UTC')`;
    await tx.execute(sql`delete from insight_weekly_active where week_start >= ${weekFrom}::date`);
    await tx.execute(sql`
      insert into insight_weekly_active (week_start, members)
      select date_trunc('week', created_at at time zone 'UTC')::date, count(distinct user_id)
      from analytics_events
      where name = ${AnalyticsEvent.ScreenView} and user_id is not null and created_at >= ${weekFrom} at time zone 'UTC'
      group by 1`);
    await tx
      .insert(insightRefreshes)
      .values({ id: 1, refreshedAt: now })
      .onConflictDoUpdate({ target: insightRefreshes.id, set: { refreshedAt: now } });
    return since;
  });
  return { from, members };
}

/** Graphile Worker runs it every 10 minutes (a cron item: once per time across every instance). */
export const insightCronItem = { task: 'refresh_insight', match: '*/10 * * * *', identifier: 'refresh_insight' } as const;

/** The job worker's task for `refresh_insight`; `now` is the clock (the real one but in tests). */
export function refreshInsightTask(db: Db, now: () => Date = () => new Date()): Task {
  return async () => {
    await refreshInsight(db, now());
  };
}
