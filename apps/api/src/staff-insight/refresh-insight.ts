import { and, gte, inArray, sql } from 'drizzle-orm';
import type { Task } from 'graphile-worker';
import { AnalyticsEvent, topicStages } from '@innerway/domain';
import type { Db } from '../db/client.ts';
import { insightDailyCounts, insightRefreshes } from '../db/schema.ts';
import { countsSince, topicFunnelCounts, topicStageMetric } from './insight-metrics.ts';
import { isoDay, MsPerDay, MsPerQuarter, QuartersPerDay } from './local-days.ts';
import { refreshTopicStages } from './topic-stages.ts';

/** The first run counts everything from here on (before any data of ours). */
const Beginning = new Date('2000-01-01T00:00:00Z');

/** Rows per insert statement: 4 values each, far under the 65,535 parameters of one statement. */
const RowsPerInsert = 1_000;
const isoDate = (time: Date) => isoDay(time.getTime());

type TQuarterCount = { metric: string; bucket: Date; dimension: string; count: string | number };

/** The quarter-hour counts as one row per UTC day, metric and dimension, with the day's running totals (insight_daily_counts). */
function dailyRows(quarters: readonly TQuarterCount[]): (typeof insightDailyCounts.$inferInsert)[] {
  const days = new Map<string, { metric: string; day: string; dimension: string; counts: number[] }>();
  for (const { metric, bucket, dimension, count } of quarters) {
    const time = new Date(bucket).getTime();
    const day = isoDay(time);
    const key = `${metric}\u0000${day}\u0000${dimension}`;
    let row = days.get(key);
    if (!row) days.set(key, (row = { metric, day, dimension, counts: new Array<number>(QuartersPerDay).fill(0) }));
    row.counts[Math.floor((time % MsPerDay) / MsPerQuarter)]! += Number(count);
  }
  return [...days.values()].map(({ counts, ...row }) => {
    const cumulative = [0];
    for (const count of counts) cumulative.push(cumulative.at(-1)! + count);
    return { ...row, cumulative };
  });
}

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

type TRefreshed = { from: Date; members: number };

/**
 * Brings the insight rollups up to date: the members' topic stages first (only the members whose
 * progress changed), then, in one transaction, the counts of the days from `recountFrom` on are deleted and
 * counted again from the sources, and the weekly actives of the weeks from there on. A run is
 * idempotent: run twice, it leaves the same rows.
 */
async function runRefresh(db: Db, now: Date): Promise<TRefreshed> {
  const members = await refreshTopicStages(db);
  const from = await db.transaction(async (tx) => {
    // The first run reads everything there is; the pool's 10 s is meant for requests.
    await tx.execute(sql`set local statement_timeout = '10min'`);
    const [previous] = await tx.select().from(insightRefreshes);
    const since = recountFrom(previous?.refreshedAt ?? null);
    await tx.delete(insightDailyCounts).where(gte(insightDailyCounts.day, isoDate(since)));
    // A topic's funnel is counted on the day its members started it (topicFunnelCounts): a stage
    // reached since then changes an older day, whose funnel is counted again whole.
    const olderStarts = await tx.execute<{ day: string }>(sql`
      select distinct to_char(started_at at time zone 'UTC', 'YYYY-MM-DD') as day from insight_topic_stages
      where last_reached_at >= ${since} and started_at < ${since}`);
    const olderDays = olderStarts.rows.map((row) => row.day);
    const counted = countsSince(since);
    if (olderDays.length > 0) {
      const funnelMetrics = topicStages.map(topicStageMetric);
      await tx.delete(insightDailyCounts).where(and(inArray(insightDailyCounts.metric, funnelMetrics), inArray(insightDailyCounts.day, olderDays)));
      const days = sql.join(olderDays.map((day) => sql`${day}::date`), sql`, `);
      counted.push(topicFunnelCounts(sql`(s.started_at at time zone 'UTC')::date in (${days})`));
    }
    const quarters: TQuarterCount[] = [];
    for (const counts of counted) {
      quarters.push(...(await tx.execute<TQuarterCount>(sql`select * from (${counts}) as c(metric, bucket, dimension, count)`)).rows);
    }
    const days = dailyRows(quarters);
    for (let start = 0; start < days.length; start += RowsPerInsert) {
      await tx.insert(insightDailyCounts).values(days.slice(start, start + RowsPerInsert));
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

/**
 * One run at a time across every instance: a run holds this session-level advisory lock from start
 * to end, on a connection of its own (a process that dies lets it go with its connection).
 */
const RunLock = `hashtext('refresh_insight')`;

/**
 * The run lock's own connection. A holder that vanishes without closing it (its machine gone, the
 * network cut) would keep the lock until the server's TCP keepalive noticed, two hours by the
 * usual default, and no run would happen meanwhile: this session has the server notice within
 * about a minute (30 s idle, then 3 probes 10 s apart). Ignored over a Unix socket, which cannot
 * vanish that way.
 */
export async function openRunLockSession(db: Db) {
  const client = await db.$client.connect();
  try {
    await client.query('set tcp_keepalives_idle = 30; set tcp_keepalives_interval = 10; set tcp_keepalives_count = 3');
  } catch (error) {
    client.release(true);
    throw error;
  }
  return client;
}

/** Runs `work` holding the run lock; `wait: false` gives null at once when another run holds it. */
async function holdingRunLock<T>(db: Db, wait: boolean, work: () => Promise<T>): Promise<T | null> {
  const client = await openRunLockSession(db);
  try {
    if (wait) {
      await client.query(`select pg_advisory_lock(${RunLock})`);
    } else {
      const { rows } = await client.query<{ locked: boolean }>(`select pg_try_advisory_lock(${RunLock}) as locked`);
      if (!rows[0]!.locked) {
        client.release();
        return null;
      }
    }
  } catch (error) {
    client.release(true);
    throw error;
  }
  try {
    return await work();
  } finally {
    // Unlocked, or else the connection is closed, which unlocks it too.
    await client.query(`select pg_advisory_unlock(${RunLock})`).then(
      () => client.release(),
      () => client.release(true),
    );
  }
}

/** Brings the insight rollups up to date now, after any run in progress (the local demo's button, tests). */
export async function refreshInsight(db: Db, now: Date): Promise<TRefreshed> {
  return (await holdingRunLock(db, true, () => runRefresh(db, now)))!;
}

/**
 * The job's run: none when another run is in progress (a first run lasts longer than the cron's
 * 10 minutes). Nothing is lost by it: the next run looks at every member whose progress version
 * moved since the running one read them, and recounts from the day before the running one started.
 */
export async function refreshInsightUnlessRunning(db: Db, now: Date): Promise<TRefreshed | null> {
  return holdingRunLock(db, false, () => runRefresh(db, now));
}

/** Graphile Worker runs it every 10 minutes (a cron item: once per time across every instance). */
export const insightCronItem = { task: 'refresh_insight', match: '*/10 * * * *', identifier: 'refresh_insight' } as const;

/** The job worker's task for `refresh_insight`; `now` is the clock (the real one but in tests). */
export function refreshInsightTask(db: Db, now: () => Date = () => new Date()): Task {
  return async () => {
    await refreshInsightUnlessRunning(db, now());
  };
}
