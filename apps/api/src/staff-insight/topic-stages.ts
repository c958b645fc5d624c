import { sql } from 'drizzle-orm';
import {
  Constants,
  ContentStatus,
  hasStartedTopic,
  InsightLimits,
  isAssessmentUnlocked,
  topicPercentComplete,
  type TTopicProgressCounts,
} from '@innerway/domain';
import type { Db, TQueryable } from '../db/client.ts';

/** Members whose topics are worked out per statement: a few thousand keeps each one short. */
const MembersPerBatch = 2_000;

type TMemberTopicCounts = {
  user_id: number;
  module_id: number;
  done_steps: number;
  total_steps: number;
  done_exercises: number;
  total_exercises: number;
  /** The earliest and latest change to the member's done items in the topic. */
  first_done_at: Date | null;
  last_done_at: Date | null;
  /** The member's first assessment of the topic. */
  assessed_at: Date | null;
};

interface TStageTimes {
  started: Date | null;
  halfway: Date | null;
  done: Date | null;
  assessed: Date | null;
}

const earliest = (...times: (Date | null)[]) => times.reduce<Date | null>((a, b) => (a === null || (b !== null && b < a) ? b : a), null);
const latest = (...times: (Date | null)[]) => times.reduce<Date | null>((a, b) => (a === null || (b !== null && b > a) ? b : a), null);

/**
 * The stages a member has reached in a topic, by the program's own rules (packages/domain), and
 * when. Progress rows keep only their latest change, so a stage's time is that of the change that
 * made it so where the rows tell (started: the first done item; assessed: the first assessment)
 * and otherwise the latest change to the topic's rows when the job first saw the stage reached:
 * within minutes of it as the job runs, an estimate for the history of the first run.
 */
function stagesOf(row: TMemberTopicCounts): TStageTimes {
  const counts: TTopicProgressCounts = { ...row, user_assessment_completed: row.assessed_at !== null };
  const latestChange = latest(row.last_done_at, row.assessed_at);
  return {
    started: hasStartedTopic(counts) ? earliest(row.first_done_at, row.assessed_at) : null,
    halfway: topicPercentComplete(counts) >= InsightLimits.halfwayPercent ? latestChange : null,
    done: isAssessmentUnlocked(counts) && hasStartedTopic(counts) ? latestChange : null,
    assessed: row.assessed_at,
  };
}

/** Per member and published topic: the published items done and in it, and the times above. */
async function readTopicCounts(db: TQueryable, userIds: number[]): Promise<TMemberTopicCounts[]> {
  const published = ContentStatus.Published;
  const { rows } = await db.execute<TMemberTopicCounts>(sql`
    with items as (
      select l.module_id, 's' as kind, s.id as item_id
      from steps s join lessons l on l.id = s.lesson_id join modules m on m.id = l.module_id
      where m.publish_status = ${published} and l.publish_status = ${published} and s.publish_status = ${published}
      union all
      select l.module_id, 'e', e.id
      from exercises e join lessons l on l.id = e.lesson_id join modules m on m.id = l.module_id
      where m.publish_status = ${published} and l.publish_status = ${published} and e.publish_status = ${published}
    ),
    totals as (
      select m.id as module_id,
        count(i.item_id) filter (where i.kind = 's')::int as total_steps,
        count(i.item_id) filter (where i.kind = 'e')::int as total_exercises
      from modules m left join items i on i.module_id = m.id
      where m.publish_status = ${published}
      group by m.id
    ),
    done_rows as (
      select user_id, 's' as kind, step_id as item_id, updated_at from user_step_progress
      where user_id = any(${sql.param(userIds)}::int[]) and percent >= ${Constants.stepCompletePercent}
      union all
      select user_id, 'e', exercise_id, updated_at from user_exercise_progress
      where user_id = any(${sql.param(userIds)}::int[]) and percent > ${Constants.activityCompletionPercent}
    ),
    done as (
      select d.user_id, i.module_id,
        count(*) filter (where d.kind = 's')::int as done_steps,
        count(*) filter (where d.kind = 'e')::int as done_exercises,
        min(d.updated_at) as first_done_at, max(d.updated_at) as last_done_at
      from done_rows d join items i on i.kind = d.kind and i.item_id = d.item_id
      group by d.user_id, i.module_id
    ),
    assessed as (
      select user_id, module_id, min(created_at) as assessed_at from user_assessments
      where user_id = any(${sql.param(userIds)}::int[])
      group by user_id, module_id
    )
    select coalesce(d.user_id, a.user_id) as user_id, t.module_id,
      coalesce(d.done_steps, 0) as done_steps, t.total_steps,
      coalesce(d.done_exercises, 0) as done_exercises, t.total_exercises,
      d.first_done_at, d.last_done_at, a.assessed_at
    from done d full join assessed a on a.user_id = d.user_id and a.module_id = d.module_id
    join totals t on t.module_id = coalesce(d.module_id, a.module_id)`);
  return rows;
}

const iso = (time: Date | null) => (time === null ? null : new Date(time).toISOString());

/** Keeps the first time of each stage: a stage once reached stays reached (a reset does not take it back). */
async function saveStages(db: TQueryable, rows: { userId: number; moduleId: number; stages: TStageTimes }[]): Promise<void> {
  if (rows.length === 0) return;
  const column = (pick: (stages: TStageTimes) => Date | null) => rows.map((row) => iso(pick(row.stages)));
  await db.execute(sql`
    insert into insight_topic_stages as s (user_id, module_id, started_at, halfway_at, done_at, assessed_at, last_reached_at)
    select u, m, st, hw, dn, asd, greatest(st, hw, dn, asd)
    from unnest(${sql.param(rows.map((row) => row.userId))}::int[], ${sql.param(rows.map((row) => row.moduleId))}::int[],
      ${sql.param(column((s) => s.started))}::timestamptz[], ${sql.param(column((s) => s.halfway))}::timestamptz[],
      ${sql.param(column((s) => s.done))}::timestamptz[], ${sql.param(column((s) => s.assessed))}::timestamptz[]) as x(u, m, st, hw, dn, asd)
    on conflict (user_id, module_id) do update set
      started_at = coalesce(s.started_at, excluded.started_at),
      halfway_at = coalesce(s.halfway_at, excluded.halfway_at),
      done_at = coalesce(s.done_at, excluded.done_at),
      assessed_at = coalesce(s.assessed_at, excluded.assessed_at),
      last_reached_at = greatest(coalesce(s.started_at, excluded.started_at), coalesce(s.halfway_at, excluded.halfway_at),
        coalesce(s.done_at, excluded.done_at), coalesce(s.assessed_at, excluded.assessed_at))`);
}

/**
 * Brings the topic stages up to date for every member whose progress changed since the job last
 * looked (users.progress_version, bumped by triggers with every change, against the version
 * recorded in insight_progress_seen), a batch of members per transaction. The version recorded
 * is the one read before the batch: a change made meanwhile is picked up by the next run.
 * Returns the number of members looked at.
 */
export async function refreshTopicStages(db: Db): Promise<number> {
  const { rows: changed } = await db.execute<{ id: number; progress_version: number }>(sql`
    select u.id, u.progress_version from users u
    left join insight_progress_seen s on s.user_id = u.id
    where u.progress_version <> coalesce(s.progress_version, 0)
    order by u.id`);
  for (let start = 0; start < changed.length; start += MembersPerBatch) {
    const batch = changed.slice(start, start + MembersPerBatch);
    const ids = batch.map((member) => member.id);
    await db.transaction(async (tx) => {
      await tx.execute(sql`set local statement_timeout = '5min'`);
      const counts = await readTopicCounts(tx, ids);
      const rows = counts
        .map((row) => ({ userId: row.user_id, moduleId: row.module_id, stages: stagesOf(row) }))
        .filter((row) => row.stages.started !== null || row.stages.assessed !== null);
      await saveStages(tx, rows);
      await tx.execute(sql`
        insert into insight_progress_seen (user_id, progress_version)
        select * from unnest(${sql.param(ids)}::int[], ${sql.param(batch.map((member) => member.progress_version))}::int[])
        on conflict (user_id) do update set progress_version = excluded.progress_version`);
    });
  }
  return changed.length;
}
