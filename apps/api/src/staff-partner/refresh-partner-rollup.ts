import { sql } from 'drizzle-orm';
import type { Task } from 'graphile-worker';
import { hasStartedTopic, isActivityComplete, isStepComplete, isTopicComplete } from '@innerway/domain';
import type { Db, TQueryable } from '../db/client.ts';
import { weekStartOf } from './report-weeks.ts';

/** Members rolled up per transaction: a long backlog (the first run, a bulk import) goes in short ones. */
const BatchSize = 500;

interface TTopicState {
  completed: boolean;
  activitiesDone: number;
  rating: number | null;
}

interface TMemberState {
  institutionId: number;
  joinedWeek: string;
  ageGroup: number | null;
  topics: Map<number, TTopicState>;
}

/** Which published topic each published step and activity counts toward, and how many each topic has. */
interface TProgram {
  stepTopic: Map<number, number>;
  exerciseTopic: Map<number, number>;
  totals: Map<number, { steps: number; exercises: number }>;
}

async function readProgram(db: TQueryable): Promise<TProgram> {
  const { rows } = await db.execute<{ kind: 's' | 'e'; id: number; module_id: number }>(sql`
    select 's' as kind, s.id, l.module_id from steps s
      join lessons l on l.id = s.lesson_id join modules m on m.id = l.module_id
      where s.publish_status = 1 and l.publish_status = 1 and m.publish_status = 1
    union all
    select 'e' as kind, e.id, l.module_id from exercises e
      join lessons l on l.id = e.lesson_id join modules m on m.id = l.module_id
      where e.publish_status = 1 and l.publish_status = 1 and m.publish_status = 1`);
  const program: TProgram = { stepTopic: new Map(), exerciseTopic: new Map(), totals: new Map() };
  for (const row of rows) {
    const totals = program.totals.get(row.module_id) ?? { steps: 0, exercises: 0 };
    if (row.kind === 's') {
      program.stepTopic.set(row.id, row.module_id);
      totals.steps += 1;
    } else {
      program.exerciseTopic.set(row.id, row.module_id);
      totals.exercises += 1;
    }
    program.totals.set(row.module_id, totals);
  }
  return program;
}

/** Claims up to BatchSize marked members (SKIP LOCKED: runs at once share the work); a rollback puts them back. */
async function claimMarkedMembers(tx: TQueryable): Promise<number[]> {
  const { rows } = await tx.execute<{ user_id: number }>(sql`
    delete from partner_dirty_members where user_id in (
      select user_id from partner_dirty_members order by user_id limit ${BatchSize} for update skip locked
    ) returning user_id`);
  return rows.map((row) => row.user_id);
}

/** What the rollup counted of these members last time. */
async function readCountedStates(tx: TQueryable, ids: number[]): Promise<Map<number, TMemberState>> {
  const idList = sql`${`{${ids.join(',')}}`}::int[]`;
  const members = await tx.execute<{ user_id: number; institution_id: number; joined_week: string; age_group: number | null }>(
    sql`select user_id, institution_id, joined_week::text, age_group from partner_members where user_id = any(${idList}) for update`,
  );
  const states = new Map<number, TMemberState>();
  for (const row of members.rows) {
    states.set(row.user_id, { institutionId: row.institution_id, joinedWeek: row.joined_week, ageGroup: row.age_group, topics: new Map() });
  }
  const topics = await tx.execute<{ user_id: number; module_id: number; completed: boolean; activities_done: number; rating: number | null }>(
    sql`select user_id, module_id, completed, activities_done, rating from partner_member_topics where user_id = any(${idList})`,
  );
  for (const row of topics.rows) {
    states.get(row.user_id)?.topics.set(row.module_id, { completed: row.completed, activitiesDone: row.activities_done, rating: row.rating });
  }
  return states;
}

interface TCurrentMembers {
  states: Map<number, TMemberState>;
  /** Per member, the weeks (from joining on) in which they saved progress or an assessment. */
  activeWeeks: Map<number, Set<string>>;
}

/** These members' state now, from their account, progress, assessments and age survey; those in no institution are absent. */
async function readCurrentStates(tx: TQueryable, ids: number[], program: TProgram): Promise<TCurrentMembers> {
  const idList = sql`${`{${ids.join(',')}}`}::int[]`;
  const users = await tx.execute<{ id: number; institution_id: number; joined_at: Date; age_group: number | null }>(sql`
    select u.id, u.institution_id,
      coalesce((select max(a.at) from access_events a
        where a.user_id = u.id and a.kind = 'institution_code_redeemed' and a.institution_id = u.institution_id), u.created_at) as joined_at,
      (select s.response from age_surveys s where s.user_id = u.id order by s.id desc limit 1) as age_group
    from users u where u.id = any(${idList}) and u.institution_id is not null`);
  const current: TCurrentMembers = { states: new Map(), activeWeeks: new Map() };
  if (users.rows.length === 0) return current;
  const joinedAt = new Map<number, Date>();
  const counts = new Map<number, Map<number, { steps: number; exercises: number; rating: number | null; ratingSeq: number }>>();
  for (const row of users.rows) {
    const at = new Date(row.joined_at);
    joinedAt.set(row.id, at);
    current.states.set(row.id, { institutionId: row.institution_id, joinedWeek: weekStartOf(at), ageGroup: row.age_group, topics: new Map() });
    current.activeWeeks.set(row.id, new Set());
    counts.set(row.id, new Map());
  }
  const linked = sql`${`{${[...joinedAt.keys()].join(',')}}`}::int[]`;
  // `seq` orders a member's assessments of a topic: the latest rating is the one counted.
  const progress = await tx.execute<{ kind: 's' | 'e' | 'a'; user_id: number; id: number; value: number; at: Date; seq: number }>(sql`
    select 's' as kind, user_id, step_id as id, percent as value, updated_at as at, 0 as seq from user_step_progress where user_id = any(${linked})
    union all
    select 'e', user_id, exercise_id, percent, updated_at, 0 from user_exercise_progress where user_id = any(${linked})
    union all
    select 'a', user_id, module_id, quantitative_answer, created_at, id from user_assessments where user_id = any(${linked})`);
  for (const row of progress.rows) {
    const at = new Date(row.at);
    if (at >= joinedAt.get(row.user_id)!) current.activeWeeks.get(row.user_id)!.add(weekStartOf(at));
    const moduleId = row.kind === 's' ? program.stepTopic.get(row.id) : row.kind === 'e' ? program.exerciseTopic.get(row.id) : row.id;
    if (moduleId === undefined || !program.totals.has(moduleId)) continue;
    const perTopic = counts.get(row.user_id)!;
    const topic = perTopic.get(moduleId) ?? { steps: 0, exercises: 0, rating: null, ratingSeq: 0 };
    if (row.kind === 's' && isStepComplete(row.value)) topic.steps += 1;
    else if (row.kind === 'e' && isActivityComplete(row.value)) topic.exercises += 1;
    else if (row.kind === 'a' && row.seq > topic.ratingSeq) {
      topic.rating = row.value;
      topic.ratingSeq = row.seq;
    }
    perTopic.set(moduleId, topic);
  }
  for (const [userId, perTopic] of counts) {
    for (const [moduleId, topic] of perTopic) {
      const totals = program.totals.get(moduleId)!;
      const progressCounts = {
        done_steps: topic.steps,
        total_steps: totals.steps,
        done_exercises: topic.exercises,
        total_exercises: totals.exercises,
        user_assessment_completed: topic.rating !== null,
      };
      if (!hasStartedTopic(progressCounts)) continue;
      current.states.get(userId)!.topics.set(moduleId, {
        completed: isTopicComplete(progressCounts),
        activitiesDone: topic.exercises,
        rating: topic.rating,
      });
    }
  }
  return current;
}

/** Sums of changes to the count tables, keyed by their primary keys. */
class CountChanges {
  readonly weekly = new Map<string, { institutionId: number; week: string; joined: number; active: number }>();
  readonly topics = new Map<string, { institutionId: number; moduleId: number; values: number[] }>();
  readonly ages = new Map<string, { institutionId: number; ageGroup: number; members: number }>();

  joined(institutionId: number, week: string, by: number) {
    const key = `${institutionId}:${week}`;
    const row = this.weekly.get(key) ?? { institutionId, week, joined: 0, active: 0 };
    row.joined += by;
    this.weekly.set(key, row);
  }

  active(institutionId: number, week: string) {
    const key = `${institutionId}:${week}`;
    const row = this.weekly.get(key) ?? { institutionId, week, joined: 0, active: 0 };
    row.active += 1;
    this.weekly.set(key, row);
  }

  /** Adds (`sign` 1) or takes out (-1) what a member counts for in their institution. */
  member(state: TMemberState, sign: 1 | -1) {
    this.joined(state.institutionId, state.joinedWeek, sign);
    if (state.ageGroup !== null) {
      const key = `${state.institutionId}:${state.ageGroup}`;
      const row = this.ages.get(key) ?? { institutionId: state.institutionId, ageGroup: state.ageGroup, members: 0 };
      row.members += sign;
      this.ages.set(key, row);
    }
    for (const [moduleId, topic] of state.topics) {
      const key = `${state.institutionId}:${moduleId}`;
      const row = this.topics.get(key) ?? { institutionId: state.institutionId, moduleId, values: [0, 0, 0, 0, 0, 0] };
      // started, completed, activity_members, activities_done, rated, rating_sum
      const add = [1, topic.completed ? 1 : 0, topic.activitiesDone > 0 ? 1 : 0, topic.activitiesDone, topic.rating === null ? 0 : 1, topic.rating ?? 0];
      add.forEach((value, index) => (row.values[index]! += sign * value));
      this.topics.set(key, row);
    }
  }
}

const intArray = (values: number[]) => sql`${`{${values.join(',')}}`}::int[]`;
const textArray = (values: string[]) => sql`${`{${values.join(',')}}`}::text[]`;

async function applyCountChanges(tx: TQueryable, changes: CountChanges): Promise<void> {
  const weekly = [...changes.weekly.values()].filter((row) => row.joined !== 0 || row.active !== 0);
  if (weekly.length > 0) {
    await tx.execute(sql`
      insert into partner_weekly_counts (institution_id, week_start, joined, active)
      select * from unnest(${intArray(weekly.map((row) => row.institutionId))}, ${textArray(weekly.map((row) => row.week))}::date[],
        ${intArray(weekly.map((row) => row.joined))}, ${intArray(weekly.map((row) => row.active))})
      on conflict (institution_id, week_start) do update
        set joined = partner_weekly_counts.joined + excluded.joined, active = partner_weekly_counts.active + excluded.active`);
  }
  const topics = [...changes.topics.values()].filter((row) => row.values.some((value) => value !== 0));
  if (topics.length > 0) {
    const column = (index: number) => intArray(topics.map((row) => row.values[index]!));
    await tx.execute(sql`
      insert into partner_topic_counts (institution_id, module_id, started, completed, activity_members, activities_done, rated, rating_sum)
      select * from unnest(${intArray(topics.map((row) => row.institutionId))}, ${intArray(topics.map((row) => row.moduleId))},
        ${column(0)}, ${column(1)}, ${column(2)}, ${column(3)}, ${column(4)}, ${column(5)})
      on conflict (institution_id, module_id) do update set
        started = partner_topic_counts.started + excluded.started,
        completed = partner_topic_counts.completed + excluded.completed,
        activity_members = partner_topic_counts.activity_members + excluded.activity_members,
        activities_done = partner_topic_counts.activities_done + excluded.activities_done,
        rated = partner_topic_counts.rated + excluded.rated,
        rating_sum = partner_topic_counts.rating_sum + excluded.rating_sum`);
  }
  const ages = [...changes.ages.values()].filter((row) => row.members !== 0);
  if (ages.length > 0) {
    await tx.execute(sql`
      insert into partner_age_counts (institution_id, age_group, members)
      select * from unnest(${intArray(ages.map((row) => row.institutionId))}, ${intArray(ages.map((row) => row.ageGroup))}::smallint[],
        ${intArray(ages.map((row) => row.members))})
      on conflict (institution_id, age_group) do update set members = partner_age_counts.members + excluded.members`);
  }
}

/** Records the weeks each member was active in; only weeks not recorded before add to the counts. */
async function recordActiveWeeks(tx: TQueryable, current: TCurrentMembers, changes: CountChanges): Promise<void> {
  const institutionIds: number[] = [];
  const weeks: string[] = [];
  const userIds: number[] = [];
  for (const [userId, activeWeeks] of current.activeWeeks) {
    const { institutionId } = current.states.get(userId)!;
    for (const week of activeWeeks) {
      institutionIds.push(institutionId);
      weeks.push(week);
      userIds.push(userId);
    }
  }
  if (userIds.length === 0) return;
  const { rows } = await tx.execute<{ institution_id: number; week_start: string }>(sql`
    insert into partner_active_weeks (institution_id, week_start, user_id)
    select * from unnest(${intArray(institutionIds)}, ${textArray(weeks)}::date[], ${intArray(userIds)})
    on conflict do nothing returning institution_id, week_start::text`);
  for (const row of rows) changes.active(row.institution_id, row.week_start);
}

async function saveCountedStates(tx: TQueryable, ids: number[], states: Map<number, TMemberState>): Promise<void> {
  await tx.execute(sql`delete from partner_member_topics where user_id = any(${intArray(ids)})`);
  await tx.execute(sql`delete from partner_members where user_id = any(${intArray(ids)})`);
  const members = [...states.entries()];
  if (members.length === 0) return;
  await tx.execute(sql`
    insert into partner_members (user_id, institution_id, joined_week, age_group)
    select * from unnest(${intArray(members.map(([id]) => id))}, ${intArray(members.map(([, state]) => state.institutionId))},
      ${textArray(members.map(([, state]) => state.joinedWeek))}::date[],
      ${sql`${`{${members.map(([, state]) => state.ageGroup ?? 'NULL').join(',')}}`}::smallint[]`})`);
  const topics = members.flatMap(([userId, state]) => [...state.topics].map(([moduleId, topic]) => ({ userId, moduleId, ...topic })));
  if (topics.length === 0) return;
  await tx.execute(sql`
    insert into partner_member_topics (user_id, module_id, completed, activities_done, rating)
    select * from unnest(${intArray(topics.map((topic) => topic.userId))}, ${intArray(topics.map((topic) => topic.moduleId))},
      ${sql`${`{${topics.map((topic) => topic.completed).join(',')}}`}::boolean[]`},
      ${intArray(topics.map((topic) => topic.activitiesDone))},
      ${sql`${`{${topics.map((topic) => topic.rating ?? 'NULL').join(',')}}`}::smallint[]`})`);
}

/**
 * Brings the partner report's counts up to date with every member marked since the last run
 * (the triggers of `partner_dirty_members`), in batches of one transaction each. Incremental: a
 * member's old contribution (what `partner_members` and `partner_member_topics` say was counted)
 * is taken out and the new one added, so the work follows the changes, not the number of
 * members. Idempotent: a member rolled up twice adds nothing the second time (the difference is
 * zero, and an active week is counted only when first recorded), and a failed batch rolls back
 * with its claim, to be done again. Returns the number of members rolled up.
 */
export async function refreshPartnerRollup(db: Db): Promise<number> {
  const program = await readProgram(db);
  let done = 0;
  for (;;) {
    const claimed = await db.transaction(async (tx) => {
      const ids = await claimMarkedMembers(tx);
      if (ids.length === 0) return 0;
      const counted = await readCountedStates(tx, ids);
      const current = await readCurrentStates(tx, ids, program);
      const changes = new CountChanges();
      for (const state of counted.values()) changes.member(state, -1);
      for (const state of current.states.values()) changes.member(state, 1);
      await recordActiveWeeks(tx, current, changes);
      await applyCountChanges(tx, changes);
      await saveCountedStates(tx, ids, current.states);
      return ids.length;
    });
    done += claimed;
    if (claimed < BatchSize) return done;
  }
}

/** Graphile Worker runs it every minute (a cron item, so once per minute across every instance). */
export const partnerRollupCronItem = { task: 'refresh_partner_rollup', match: '* * * * *', identifier: 'refresh_partner_rollup' } as const;

/** The job worker's task for `refresh_partner_rollup`. */
export function refreshPartnerRollupTask(db: Db): Task {
  return async () => {
    await refreshPartnerRollup(db);
  };
}
