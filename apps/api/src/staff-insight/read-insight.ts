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

const MsPerDay = 86_400_000;
const dayMs = (day: string) => Date.parse(`${day}T00:00:00Z`);
const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

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

type TCountRow = {
  metric: string;
  dimension: string;
  day: string;
  count: number;
};

/**
 * The quarter-hour counts of the range, summed per local day of the viewer's zone: a local day
 * starts and ends on a quarter hour in every zone in use, so the sums are exact, daylight saving
 * included (a 23- or 25-hour day sums 92 or 100 quarter hours).
 */
async function readDailyCounts(db: Db, range: TInsightRange): Promise<TCountRow[]> {
  const { rows } = await db.execute<TCountRow>(sql`
    select metric, dimension, to_char(bucket at time zone ${range.timeZone}, 'YYYY-MM-DD') as day, sum(count)::int as count
    from insight_counts
    where bucket >= (${range.from}::date)::timestamp at time zone ${range.timeZone}
      and bucket < (${range.to}::date + 1)::timestamp at time zone ${range.timeZone}
    group by 1, 2, 3`);
  return rows;
}

/** Admin insight for a range: every figure is read from the rollups (refresh-insight.ts), none from the raw tables. */
export async function readInsight(db: Db, range: TInsightRange): Promise<TStaffInsight> {
  const [counts, weeks, topics, [refreshed]] = await Promise.all([
    readDailyCounts(db, range),
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

  const dayIndex = new Map(range.days.map((day, index) => [day, index]));
  const series = new Map<string, number[]>();
  const seriesOf = (metric: string, dimension: string) => {
    const key = `${metric}\u0000${dimension}`;
    let values = series.get(key);
    if (!values) series.set(key, (values = range.days.map(() => 0)));
    return values;
  };
  const dimensionsOf = (metric: string) => new Set(counts.filter((row) => row.metric === metric).map((row) => row.dimension));
  for (const row of counts) {
    const index = dayIndex.get(row.day);
    if (index !== undefined) seriesOf(row.metric, row.dimension)[index]! += row.count;
  }
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
    screen_views: [...dimensionsOf(InsightMetric.ScreenView)]
      .map((screen_name) => ({ screen_name, counts: seriesOf(InsightMetric.ScreenView, screen_name) }))
      .sort((a, b) => total(b.counts) - total(a.counts) || a.screen_name.localeCompare(b.screen_name)),
    weekly_active: weeks,
    topics: topics.map((topic) => ({ module_id: topic.id, title: topic.title, ...stageTotals(topic.id) })),
    meditations: [...dimensionsOf(InsightMetric.MeditationPlay)]
      .map((pair) => {
        const [voice, language] = pair.split(':') as [TMeditationVoice, TLanguage];
        return { voice, language, counts: seriesOf(InsightMetric.MeditationPlay, pair) };
      })
      .sort((a, b) => a.voice.localeCompare(b.voice) || a.language.localeCompare(b.language)),
  };
}
