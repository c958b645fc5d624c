import { asc, eq, sql } from 'drizzle-orm';
import {
  calendarDateIn,
  InsightLimits,
  insightAccessSources,
  isoDate,
  ContentStatus,
  topicStages,
  type TLanguage,
  type TMeditationVoice,
  type TStaffInsight,
} from '@innerway/domain';
import type { Db } from '../db/client.ts';
import { insightRefreshes, insightWeeklyActive, modules } from '../db/schema.ts';
import { badRequest } from '../http/app-error.ts';
import { InsightMetric, topicStageMetric } from './insight-metrics.ts';
import { dayMs, isoDay as dayOf, localDaySplits, MsPerDay, MsPerQuarter } from './local-days.ts';


export interface TInsightRange {
  from: string;
  to: string;
  timeZone: string;
  /** every local day from `from` to `to` */
  days: string[];
}

/** The viewer's local days asked for, both ends included (the last 30 by default), checked: forwards and at most a year. */
export function insightRange(query: { from?: string | undefined; to?: string | undefined; time_zone?: string | undefined }, now = new Date()): TInsightRange {
  const timeZone = query.time_zone ?? 'UTC';
  const to = query.to ?? isoDate(calendarDateIn(now, timeZone));
  const from = query.from ?? dayOf(dayMs(to) - (InsightLimits.defaultDays - 1) * MsPerDay);
  const length = (dayMs(to) - dayMs(from)) / MsPerDay + 1;
  if (!(length >= 1 && length <= InsightLimits.rangeMaxDays)) throw badRequest('analytics.date_range');
  return { from, to, timeZone, days: Array.from({ length }, (_, index) => dayOf(dayMs(from) + index * MsPerDay)) };
}

type TSeriesRow = {
  metric: string;
  dimension: string;
  /** the local days (indexes in the range) with a count, and their counts */
  days: number[];
  counts: number[];
};

/**
 * The rollups' counts of the range, summed per local day of the viewer's zone. A local day starts
 * on a UTC quarter hour, so its part of a UTC day counts the difference of two of that day's running
 * totals. The server cuts the UTC days under the range where local days start (local-days.ts); the
 * database takes the differences, sums them per local day and returns one row per series (a few
 * dozen, whatever the range), daylight saving included (a local day of 23 or 25 hours is cut at other
 * quarters, nothing else changes).
 */
async function readLocalDailyCounts(db: Db, range: TInsightRange): Promise<Map<string, number[]>> {
  const { starts, splits } = localDaySplits(range.days, range.timeZone);
  /** The local day an instant falls in, by its index in the range; -1 outside it. */
  const localIndex = (instant: number) => {
    if (instant < starts[0]! || instant >= starts.at(-1)!) return -1;
    let low = 0;
    let high = range.days.length;
    while (high - low > 1) {
      const middle = (low + high) >> 1;
      if (starts[middle]! <= instant) low = middle;
      else high = middle;
    }
    return low;
  };
  // The pieces of each UTC day, [from, to) in quarter hours, and the local day each belongs to.
  const pieces: { day: string; from: number; to: number; local: number }[] = [];
  for (const [day, cuts] of splits) {
    let from = 0;
    for (const to of cuts) {
      const local = localIndex(dayMs(day) + from * MsPerQuarter);
      if (local >= 0 && to > from) pieces.push({ day, from, to, local });
      from = to;
    }
  }
  const column = <T,>(pick: (piece: (typeof pieces)[number]) => T) => sql.param(pieces.map(pick));
  const { rows } = await db.execute<TSeriesRow>(sql`
    with pieces as (
      select * from unnest(${column((p) => p.day)}::date[], ${column((p) => p.from)}::int[], ${column((p) => p.to)}::int[], ${column((p) => p.local)}::int[])
        as p(day, q_from, q_to, local_day)
    ),
    per_day as (
      select c.metric, c.dimension, p.local_day, sum(c.cumulative[p.q_to + 1] - c.cumulative[p.q_from + 1])::int as count
      from pieces p join insight_daily_counts c on c.day = p.day
      group by 1, 2, 3
    )
    select metric, dimension, array_agg(local_day order by local_day) as days, array_agg(count order by local_day) as counts
    from per_day group by 1, 2`);
  const series = new Map<string, number[]>();
  for (const row of rows) {
    const counts = range.days.map(() => 0);
    row.days.forEach((local, index) => (counts[local] = row.counts[index]!));
    series.set(seriesKey(row.metric, row.dimension), counts);
  }
  return series;
}

const seriesKey = (metric: string, dimension: string) => `${metric}\u0000${dimension}`;

/** Admin insight for a range: every figure is read from the rollups (refresh-insight.ts), none from the raw tables. */
export async function readInsight(db: Db, range: TInsightRange): Promise<TStaffInsight> {
  const [counts, weeks, topics, [refreshed]] = await Promise.all([
    readLocalDailyCounts(db, range),
    db
      .select({ week_start: sql<string>`${insightWeeklyActive.weekStart}::text`, members: insightWeeklyActive.members })
      .from(insightWeeklyActive)
      .where(sql`${insightWeeklyActive.weekStart} > ${range.from}::date - 7 and ${insightWeeklyActive.weekStart} <= ${range.to}::date`)
      .orderBy(asc(insightWeeklyActive.weekStart)),
    db
      .select({ id: modules.id, title: modules.title })
      .from(modules)
      .where(eq(modules.publishStatus, ContentStatus.Published))
      .orderBy(asc(modules.sortOrder), asc(modules.id)),
    db.select().from(insightRefreshes),
  ]);

  const seriesOf = (metric: string, dimension: string) => counts.get(seriesKey(metric, dimension)) ?? range.days.map(() => 0);
  const dimensionsOf = (metric: string) =>
    [...counts.keys()].filter((key) => key.startsWith(`${metric}\u0000`)).map((key) => key.slice(metric.length + 1));
  const total = (values: number[]) => values.reduce((sum, value) => sum + value, 0);

  const stageTotals = (moduleId: number) =>
    Object.fromEntries(topicStages.map((stage) => [stage, total(seriesOf(topicStageMetric(stage), String(moduleId)))])) as Record<
      (typeof topicStages)[number],
      number
    >;

  return {
    from: range.from,
    to: range.to,
    time_zone: range.timeZone,
    days: range.days,
    refreshed_at: refreshed?.refreshedAt.toISOString() ?? null,
    sign_ups: seriesOf(InsightMetric.SignUp, ''),
    verified: seriesOf(InsightMetric.Verified, ''),
    full_access: insightAccessSources.map((source) => ({ source, counts: seriesOf(InsightMetric.FullAccess, source) })),
    screen_views: dimensionsOf(InsightMetric.ScreenView)
      .map((screen_name) => ({ screen_name, counts: seriesOf(InsightMetric.ScreenView, screen_name) }))
      .sort((a, b) => total(b.counts) - total(a.counts) || a.screen_name.localeCompare(b.screen_name)),
    weekly_active: weeks,
    topics: topics.map((topic) => ({ module_id: topic.id, title: topic.title, ...stageTotals(topic.id) })),
    meditations: dimensionsOf(InsightMetric.MeditationPlay)
      .map((pair) => {
        const [voice, language] = pair.split(':') as [TMeditationVoice, TLanguage];
        return { voice, language, counts: seriesOf(InsightMetric.MeditationPlay, pair) };
      })
      .sort((a, b) => a.voice.localeCompare(b.voice) || a.language.localeCompare(b.language)),
  };
}
