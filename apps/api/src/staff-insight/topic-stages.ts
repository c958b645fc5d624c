import { sql, type SQL } from 'drizzle-orm';
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

/**
 * Members whose topic stages one statement works out (about 2,000,000 progress rows at the
 * program's 100 a member): large enough that a first run over a million members is a few hundred
 * statements, small enough that each one is a short transaction.
 */
const MembersPerBatch = 20_000;

/** A published topic's item counts (videos and activities), what the rules are worked out against. */
type TTopicTotals = {
  module_id: number;
  total_steps: number;
  total_exercises: number;
};

/** Whether a member with these counts in a topic has started it, is halfway and is done, by the domain's rules. */
interface TStageRule {
  moduleId: number;
  doneSteps: number;
  doneExercises: number;
  assessed: boolean;
  started: boolean;
  halfway: boolean;
  done: boolean;
}

/**
 * The program's rules (packages/domain) as a table the database joins against: for every published
 * topic, every count of its items a member can have done (none to all, of its videos and of its
 * activities) with and without its assessment, which stages that member has reached. The SQL only
 * counts; the domain alone decides. A topic of S videos and E activities gives 2(S+1)(E+1) rows: a
 * few hundred for the program, whatever the number of members.
 */
function stageRuleTable(topics: readonly TTopicTotals[]): TStageRule[] {
  const rules: TStageRule[] = [];
  for (const { module_id: moduleId, total_steps, total_exercises } of topics) {
    for (let doneSteps = 0; doneSteps <= total_steps; doneSteps += 1) {
      for (let doneExercises = 0; doneExercises <= total_exercises; doneExercises += 1) {
        for (const assessed of [false, true]) {
          const counts: TTopicProgressCounts = {
            done_steps: doneSteps,
            total_steps,
            done_exercises: doneExercises,
            total_exercises,
            user_assessment_completed: assessed,
          };
          const started = hasStartedTopic(counts);
          rules.push({
            moduleId,
            doneSteps,
            doneExercises,
            assessed,
            started,
            halfway: topicPercentComplete(counts) >= InsightLimits.halfwayPercent,
            done: started && isAssessmentUnlocked(counts),
          });
        }
      }
    }
  }
  return rules;
}

const published = ContentStatus.Published;

/** The published items of each published topic (`items`: module_id, kind 's' or 'e', item_id) and their counts (`totals`). */
const programItems = sql`
  items as (
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
  )`;

async function readTopicTotals(db: TQueryable): Promise<TTopicTotals[]> {
  return (await db.execute<TTopicTotals>(sql`with ${programItems} select * from totals`)).rows;
}

/**
 * Works out, in one statement, the stages these members have reached in every published topic and
 * saves them: their done items and assessments counted per topic, joined to the rule table for
 * the stages reached, and timed. Progress rows keep only their latest change, so a stage's time
 * is that of the change that made it so where the rows tell (started: the first done item or the
 * assessment, whichever came first; assessed: the first assessment) and otherwise the latest change
 * to the topic's rows when the job first saw the stage reached: within minutes of it as the job
 * runs, an estimate for the history of the first run. A stage once reached keeps its first time
 * (a reset of progress does not take it back).
 */
async function saveTopicStages(db: TQueryable, userIds: number[], rules: readonly TStageRule[]): Promise<void> {
  const ids = sql`${sql.param(userIds)}::int[]`;
  // Both ends too: over a dense batch (the first run) the progress index is read as one range.
  const inBatch = (column: SQL) => sql`${column} between ${userIds[0]} and ${userIds.at(-1)} and ${column} = any(${ids})`;
  // Only the rows of a started topic: a member who has not started one has nothing to save.
  const reachable = rules.filter((rule) => rule.started);
  const column = <T>(pick: (rule: TStageRule) => T) => sql.param(reachable.map(pick));
  await db.execute(sql`
    with ${programItems},
    rules as (
      select * from unnest(${column((r) => r.moduleId)}::int[], ${column((r) => r.doneSteps)}::int[], ${column((r) => r.doneExercises)}::int[],
        ${column((r) => r.assessed)}::boolean[], ${column((r) => r.halfway)}::boolean[], ${column((r) => r.done)}::boolean[])
        as r(module_id, done_steps, done_exercises, assessed, halfway, done)
    ),
    done_rows as (
      select user_id, 's' as kind, step_id as item_id, updated_at from user_step_progress
      where ${inBatch(sql`user_id`)} and percent >= ${Constants.stepCompletePercent}
      union all
      select user_id, 'e', exercise_id, updated_at from user_exercise_progress
      where ${inBatch(sql`user_id`)} and percent > ${Constants.activityCompletionPercent}
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
      where ${inBatch(sql`user_id`)}
      group by user_id, module_id
    ),
    member_topics as (
      select coalesce(d.user_id, a.user_id) as user_id, coalesce(d.module_id, a.module_id) as module_id,
        coalesce(d.done_steps, 0) as done_steps, coalesce(d.done_exercises, 0) as done_exercises,
        d.first_done_at, d.last_done_at, a.assessed_at
      from done d full join assessed a on a.user_id = d.user_id and a.module_id = d.module_id
    ),
    reached as (
      select t.user_id, t.module_id,
        least(t.first_done_at, t.assessed_at) as started_at,
        case when r.halfway then greatest(t.last_done_at, t.assessed_at) end as halfway_at,
        case when r.done then greatest(t.last_done_at, t.assessed_at) end as done_at,
        t.assessed_at
      from member_topics t join rules r on r.module_id = t.module_id and r.done_steps = t.done_steps
        and r.done_exercises = t.done_exercises and r.assessed = (t.assessed_at is not null)
    )
    insert into insight_topic_stages as s (user_id, module_id, started_at, halfway_at, done_at, assessed_at, last_reached_at)
    select user_id, module_id, started_at, halfway_at, done_at, assessed_at, greatest(started_at, halfway_at, done_at, assessed_at)
    from reached
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
 * recorded in insight_progress_seen), set-based, a batch of members (a range of ids) per
 * statement. The version recorded is the one read before the batch: a change made meanwhile is
 * picked up by the next run.
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
    // One snapshot for the batch: the rule table is made from the same published program that
    // the statement counts the members' items against.
    await db.transaction(
      async (tx) => {
        await tx.execute(sql`set local statement_timeout = '5min'`);
        await saveTopicStages(tx, ids, stageRuleTable(await readTopicTotals(tx)));
        await tx.execute(sql`
          insert into insight_progress_seen (user_id, progress_version)
          select * from unnest(${sql.param(ids)}::int[], ${sql.param(batch.map((member) => member.progress_version))}::int[])
          on conflict (user_id) do update set progress_version = excluded.progress_version`);
      },
      { isolationLevel: 'repeatable read' },
    );
  }
  return changed.length;
}
