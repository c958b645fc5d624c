import { sql, type SQL } from 'drizzle-orm';
import { AccessSourceByEventKind, AnalyticsEvent, PlayedMedia, TopicStage, type TTopicStage } from '@innerway/domain';

/** The metrics of `insight_daily_counts`, and what their dimension holds. */
export const InsightMetric = {
  /** accounts created; no dimension */
  SignUp: 'sign_up',
  /** accounts whose address was verified for the first time; no dimension */
  Verified: 'verified',
  /** moves from trial to full access; dimension: the source (InsightAccessSource) */
  FullAccess: 'full_access',
  /** screen_view events; dimension: the screen name */
  ScreenView: 'screen_view',
  /** meditations played; dimension: `voice:language` (the member's language when counted) */
  MeditationPlay: 'meditation_play',
} as const;

/** A topic's stage as a metric; dimension: the topic's id. */
export const topicStageMetric = (stage: TTopicStage) => `topic_${stage}`;

/** The time of every counted row is binned into its UTC quarter hour. */
const bucketOf = (time: SQL) => sql`date_bin('15 minutes', ${time}, timestamptz '2000-01-01 00:00:00+00')`;

const accessSources = sql.join(
  Object.entries(AccessSourceByEventKind).map(([kind, source]) => sql`(${kind}, ${source})`),
  sql`, `,
);

/**
 * One select per metric of (metric, quarter hour, dimension, count), of the rows at or after
 * `from` (a UTC day's start): the rollup job replaces the days from `from` on with these.
 */
export function countsSince(from: Date): SQL[] {
  return [
    sql`select ${InsightMetric.SignUp}, ${bucketOf(sql`created_at`)}, '', count(*) from users where created_at >= ${from} group by 2`,
    sql`select ${InsightMetric.Verified}, ${bucketOf(sql`first_at`)}, '', count(*)
      from (select user_id, min(used_at) as first_at from email_verification_tokens where used_at is not null group by user_id) t
      where first_at >= ${from} group by 2`,
    sql`select ${InsightMetric.FullAccess}, ${bucketOf(sql`e.at`)}, k.source, count(*)
      from access_events e join (values ${accessSources}) as k(kind, source) on k.kind = e.kind
      where e.at >= ${from} group by 2, 3`,
    sql`select ${InsightMetric.ScreenView}, ${bucketOf(sql`created_at`)}, params ->> 'screen_name', count(*)
      from analytics_events where name = ${AnalyticsEvent.ScreenView} and created_at >= ${from} group by 2, 3`,
    sql`select ${InsightMetric.MeditationPlay}, ${bucketOf(sql`p.first_reported_at`)}, p.voice || ':' || u.preferred_language, count(*)
      from media_plays p join users u on u.id = p.user_id
      where p.media = ${PlayedMedia.Meditation} and p.first_reported_at >= ${from} group by 2, 3`,
    topicFunnelCounts(sql`s.started_at >= ${from}`),
  ];
}

/**
 * A topic's funnel, by the cohort who started it: every stage is counted at the quarter hour its
 * members started the topic, for those of them who have reached it and every stage before it, so
 * that over any range no stage counts more members than the one before. `where` picks the stage
 * rows (`s`) whose start to count.
 */
export function topicFunnelCounts(where: SQL): SQL {
  const reached = [TopicStage.Started, TopicStage.Halfway, TopicStage.Done, TopicStage.Assessed].map((stage, index, stages) => {
    const withEarlier = sql.join(
      stages.slice(0, index + 1).map((earlier) => sql`${sql.raw(`s.${earlier}_at`)} is not null`),
      sql` and `,
    );
    return sql`(${topicStageMetric(stage)}, ${withEarlier})`;
  });
  return sql`select x.metric, ${bucketOf(sql`s.started_at`)}, s.module_id::text, count(*)
    from insight_topic_stages s cross join lateral (values ${sql.join(reached, sql`, `)}) as x(metric, reached)
    where s.started_at is not null and x.reached and ${where} group by 1, 2, 3`;
}
