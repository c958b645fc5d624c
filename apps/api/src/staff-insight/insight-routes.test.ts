import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { asc, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { ContentStatus, type TStaffInsight } from '@innerway/domain';
import { asCookie, createAccount } from '../auth/account-testing.ts';
import type { Db } from '../db/client.ts';
import {
  accessEvents,
  analyticsEvents,
  emailVerificationTokens,
  exercises,
  insightDailyCounts,
  insightTopicStages,
  insightWeeklyActive,
  lessons,
  mediaPlays,
  modules,
  steps,
  userAssessments,
  userExerciseProgress,
  userStepProgress,
} from '../db/schema.ts';
import { createStaffAccount } from '../staff/staff-testing.ts';
import { createUser, setUpTestApp } from '../test/harness.ts';
import { refusal } from '../test/refusal.ts';
import { openRunLockSession, recountFrom, refreshInsight, refreshInsightUnlessRunning } from './refresh-insight.ts';

let app: FastifyInstance;
let db: Db;
// No worker: the job's cron would refresh the rollups by the real clock in the middle of a test.
setUpTestApp((test) => ({ app, db } = test), { worker: false });

const at = (iso: string) => new Date(iso);
const get = (query: string, token?: string) =>
  app.inject({ method: 'GET', url: `/api/staff/insight${query}`, headers: token ? asCookie(token) : {} });
const read = async (query: string, token: string): Promise<TStaffInsight> => {
  const response = await get(query, token);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as TStaffInsight;
};

const SecretAnswer = 'only the member may read this';
let adminToken: string;
let moduleId: number;

/** Hand-made history in June 2023 (and a few sign-ups in March and July for the time zones). */
async function seedHistory() {
  const [module] = await db.insert(modules).values({ title: 'Insight topic', publishStatus: ContentStatus.Published, sortOrder: -1 }).returning();
  moduleId = module!.id;
  const [lesson] = await db.insert(lessons).values({ moduleId, title: 'Segment', segmentNumber: 1, publishStatus: ContentStatus.Published }).returning();
  const stepRows = await db
    .insert(steps)
    .values([
      { lessonId: lesson!.id, title: 'Video 1', publishStatus: ContentStatus.Published },
      { lessonId: lesson!.id, title: 'Video 2', publishStatus: ContentStatus.Published },
      // Archived: done or not, it does not count.
      { lessonId: lesson!.id, title: 'Old video', publishStatus: ContentStatus.Archived },
    ])
    .returning();
  const exerciseRows = await db
    .insert(exercises)
    .values([
      { lessonId: lesson!.id, title: 'Activity 1', activityType: 1, publishStatus: ContentStatus.Published },
      { lessonId: lesson!.id, title: 'Activity 2', activityType: 2, publishStatus: ContentStatus.Published },
    ])
    .returning();
  const [video1, video2, oldVideo] = stepRows.map((row) => row.id) as [number, number, number];
  const [activity1, activity2] = exerciseRows.map((row) => row.id) as [number, number];

  const a = await createUser(db, { createdAt: at('2023-06-01T10:00:00Z'), preferredLanguage: 'en' });
  const b = await createUser(db, { createdAt: at('2023-06-01T23:50:00Z'), preferredLanguage: 'fr' });
  const c = await createUser(db, { createdAt: at('2023-06-02T00:10:00Z'), preferredLanguage: 'es' });
  // Time zones: 18:20 and 18:40 UTC are either side of midnight in Kolkata (+05:30); New York
  // springs forward on 12 March 2023, a day of 23 hours.
  for (const createdAt of ['2023-07-10T18:20:00Z', '2023-07-10T18:40:00Z', '2023-03-12T04:30:00Z', '2023-03-13T03:30:00Z', '2023-03-13T04:30:00Z']) {
    await createUser(db, { createdAt: at(createdAt) });
  }

  const token = (userId: number, usedAt: string) => ({ userId, tokenHash: randomUUID(), expiresAt: at(usedAt), usedAt: at(usedAt) });
  await db.insert(emailVerificationTokens).values([
    token(a.id, '2023-06-01T11:00:00Z'),
    // A second address verified later (an e-mail change) is not a second verified account.
    token(a.id, '2023-06-03T09:00:00Z'),
    token(b.id, '2023-06-02T08:00:00Z'),
    { userId: c.id, tokenHash: randomUUID(), expiresAt: at('2023-06-05T00:00:00Z') },
  ]);
  await db.insert(accessEvents).values([
    { userId: a.id, kind: 'institution_code_redeemed', at: at('2023-06-01T12:00:00Z') },
    { userId: b.id, kind: 'full_access_purchased', at: at('2023-06-02T09:00:00Z') },
    { userId: c.id, kind: 'gift_card_purchased', at: at('2023-06-02T09:30:00Z') },
    { userId: c.id, kind: 'gift_card_redeemed', at: at('2023-06-02T10:00:00Z') },
  ]);
  const view = (userId: number | null, screen_name: string, createdAt: string) => ({
    userId,
    name: 'screen_view',
    params: { screen_name, screen_class: 'Route', page_title: 'Innerway' },
    createdAt: at(createdAt),
  });
  await db.insert(analyticsEvents).values([
    view(a.id, 'Dashboard', '2023-06-01T10:05:00Z'),
    view(a.id, 'Dashboard', '2023-06-01T10:20:00Z'),
    view(a.id, 'Library', '2023-06-02T07:00:00Z'),
    view(null, 'Login', '2023-06-01T09:59:00Z'),
    { userId: b.id, name: 'login', params: { method: 'email' }, createdAt: at('2023-06-02T07:00:00Z') },
  ]);
  const play = (userId: number, media: 'meditation' | 'video', voice: 'female' | 'male' | null, firstReportedAt: string) => ({
    userId,
    playId: randomUUID(),
    media,
    contentId: activity2,
    voice,
    intervals: [[0, 60]] as [number, number][],
    countedSeconds: 60,
    firstReportedAt: at(firstReportedAt),
    lastReportedAt: at(firstReportedAt),
  });
  await db.insert(mediaPlays).values([
    play(a.id, 'meditation', 'female', '2023-06-01T13:00:00Z'),
    play(a.id, 'video', null, '2023-06-01T13:30:00Z'),
    play(b.id, 'meditation', 'male', '2023-06-02T13:00:00Z'),
    play(b.id, 'meditation', 'male', '2023-06-02T14:00:00Z'),
  ]);

  // A: everything done on 1 June, assessed on 2 June. B: one video (2 of 6 items with the
  // introduction: 33 %). C: both videos and an old one (3 of 6: 50 %, halfway).
  const stepDone = (userId: number, stepId: number, updatedAt: string) => ({ userId, stepId, percent: 100, updatedAt: at(updatedAt) });
  await db.insert(userStepProgress).values([
    stepDone(a.id, video1, '2023-06-01T14:00:00Z'),
    stepDone(a.id, video2, '2023-06-01T14:10:00Z'),
    stepDone(b.id, video1, '2023-06-02T15:00:00Z'),
    stepDone(c.id, video1, '2023-06-02T16:00:00Z'),
    stepDone(c.id, video2, '2023-06-02T16:30:00Z'),
    stepDone(c.id, oldVideo, '2023-06-02T16:40:00Z'),
  ]);
  await db.insert(userExerciseProgress).values([
    { userId: a.id, exerciseId: activity1, percent: 100, updatedAt: at('2023-06-01T14:20:00Z') },
    { userId: a.id, exerciseId: activity2, percent: 95, updatedAt: at('2023-06-01T14:30:00Z') },
    // 90 % is not done ('more than 90 percent').
    { userId: b.id, exerciseId: activity1, percent: 90, updatedAt: at('2023-06-02T15:10:00Z') },
  ]);
  await db.insert(userAssessments).values({
    userId: a.id,
    moduleId,
    quantitativeAnswer: 5,
    qualitativeAnswerOne: SecretAnswer,
    qualitativeAnswerTwo: SecretAnswer,
    createdAt: at('2023-06-02T09:00:00Z'),
  });
}

beforeAll(async () => {
  ({ token: adminToken } = await createAccount(db, { isAdmin: true }));
  await seedHistory();
  await refreshInsight(db, at('2023-08-01T00:00:00Z'));
});

describe('GET /api/staff/insight', () => {
  it('answers admins only: 401 signed out, 403 for members, the other staff roles and a disabled admin, before the query is read', async () => {
    const { token: member } = await createAccount(db);
    const { token: disabledAdmin } = await createAccount(db, { isAdmin: true, isDisabled: true });
    const others = await Promise.all((['support', 'institution_manager', 'editor'] as const).map((role) => createStaffAccount(db, role)));
    for (const query of ['', '?from=nonsense']) {
      expect((await get(query)).statusCode).toBe(401);
      expect((await get(query, member)).json()).toMatchObject(refusal('auth.forbidden'));
      for (const { token } of others) expect((await get(query, token)).json()).toMatchObject(refusal('auth.forbidden'));
      expect((await get(query, disabledAdmin)).json()).toMatchObject(refusal('auth.disabled'));
    }
    expect((await get('', adminToken)).statusCode).toBe(200);
  });

  it('gives the figures counted by hand, per UTC day', async () => {
    const insight = await read('?from=2023-06-01&to=2023-06-03&time_zone=UTC', adminToken);
    expect(insight).toMatchObject({
      from: '2023-06-01',
      to: '2023-06-03',
      time_zone: 'UTC',
      days: ['2023-06-01', '2023-06-02', '2023-06-03'],
      refreshed_at: '2023-08-01T00:00:00.000Z',
      sign_ups: [2, 1, 0],
      verified: [1, 1, 0],
      full_access: [
        { source: 'institution', counts: [1, 0, 0] },
        { source: 'purchase', counts: [0, 1, 0] },
        { source: 'gift', counts: [0, 1, 0] },
        { source: 'staff', counts: [0, 0, 0] },
      ],
      screen_views: [
        { screen_name: 'Dashboard', counts: [2, 0, 0] },
        { screen_name: 'Library', counts: [0, 1, 0] },
        { screen_name: 'Login', counts: [1, 0, 0] },
      ],
      // Only A viewed screens while signed in (B's login is not a screen; Login was anonymous).
      weekly_active: [{ week_start: '2023-05-29', members: 1 }],
      meditations: [
        { voice: 'female', language: 'en', counts: [1, 0, 0] },
        { voice: 'male', language: 'fr', counts: [0, 2, 0] },
      ],
    });
    // A: started 1 June; halfway and done when the topic's latest change (the assessment, 2 June) was seen.
    expect(insight.topics.find((topic) => topic.module_id === moduleId)).toEqual({
      module_id: moduleId,
      title: 'Insight topic',
      started: 3,
      halfway: 2,
      done: 1,
      assessed: 1,
    });
    const firstDay = await read('?from=2023-06-01&to=2023-06-01', adminToken);
    // The funnel follows those who started in the range: A started on 1 June and has since gone through every stage.
    expect(firstDay.topics.find((topic) => topic.module_id === moduleId)).toMatchObject({ started: 1, halfway: 1, done: 1, assessed: 1 });
  });

  it('never carries a member’s free text', async () => {
    const response = await get('?from=2023-06-01&to=2023-06-03', adminToken);
    expect(response.body).not.toContain(SecretAnswer);
  });

  it('sums per local day of the viewer’s time zone, to the quarter hour and across daylight saving', async () => {
    const paris = await read('?from=2023-06-01&to=2023-06-03&time_zone=Europe/Paris', adminToken);
    // B signed up at 23:50 UTC, 01:50 in Paris the next day.
    expect(paris.sign_ups).toEqual([1, 2, 0]);
    const kolkata = await read('?from=2023-07-10&to=2023-07-11&time_zone=Asia/Kolkata', adminToken);
    expect(kolkata.sign_ups).toEqual([1, 1]);
    const utc = await read('?from=2023-07-10&to=2023-07-11&time_zone=UTC', adminToken);
    expect(utc.sign_ups).toEqual([2, 0]);
    const newYork = await read('?from=2023-03-11&to=2023-03-13&time_zone=America/New_York', adminToken);
    expect(newYork.sign_ups).toEqual([1, 1, 1]);
  });

  it('reads the last 30 local days by default, and refuses a bad range or zone (400)', async () => {
    const fallback = await read('', adminToken);
    expect(fallback.days).toHaveLength(30);
    expect(fallback.time_zone).toBe('UTC');
    expect((await get('?from=2024-01-01&to=2024-12-31', adminToken)).statusCode).toBe(200);
    expect((await get('?from=2023-01-01&to=2024-01-02', adminToken)).json()).toMatchObject(refusal('analytics.date_range'));
    expect((await get('?from=2024-03-02&to=2024-03-01', adminToken)).json()).toMatchObject(refusal('analytics.date_range'));
    for (const query of ['?from=2024-02-30', '?time_zone=Mars/Olympus', '?time_zone=%2B01:00', '?days=3']) {
      expect((await get(query, adminToken)).statusCode, query).toBe(400);
    }
    expect((await get('?time_zone=CET', adminToken)).json()).toMatchObject(refusal('analytics.time_zone_invalid'));
  });
});

describe('refreshInsight', () => {
  const snapshot = async () => ({
    counts: await db.select().from(insightDailyCounts).orderBy(asc(insightDailyCounts.metric), asc(insightDailyCounts.day), asc(insightDailyCounts.dimension)),
    weeks: await db.select().from(insightWeeklyActive).orderBy(asc(insightWeeklyActive.weekStart)),
    stages: await db.select().from(insightTopicStages).orderBy(asc(insightTopicStages.userId), asc(insightTopicStages.moduleId)),
  });

  it('recounts from the UTC day before the previous run, or everything on the first', () => {
    expect(recountFrom(null)).toEqual(at('2000-01-01T00:00:00Z'));
    expect(recountFrom(at('2023-08-01T00:00:00Z'))).toEqual(at('2023-07-31T00:00:00Z'));
    expect(recountFrom(at('2023-08-01T23:59:00Z'))).toEqual(at('2023-07-31T00:00:00Z'));
  });

  it('is idempotent, and recounts only the recent days', async () => {
    // The accounts the tests above made are counted by this run; then nothing changes.
    await refreshInsight(db, at('2023-08-01T12:00:00Z'));
    const before = await snapshot();
    const again = await refreshInsight(db, at('2023-08-02T00:00:00Z'));
    expect(again).toEqual({ from: at('2023-07-31T00:00:00Z'), members: 0 });
    expect(await snapshot()).toEqual(before);

    // An old day is left as counted; a new one is counted.
    await db.execute(sql`delete from analytics_events where params ->> 'screen_name' = 'Dashboard'`);
    const { user } = await createAccount(db);
    await db.insert(analyticsEvents).values({
      userId: user.id,
      name: 'screen_view',
      params: { screen_name: 'Progress', screen_class: 'Route', page_title: 'Innerway' },
      createdAt: at('2023-08-02T12:00:00Z'),
    });
    await refreshInsight(db, at('2023-08-03T00:00:00Z'));
    const june = await read('?from=2023-06-01&to=2023-06-03', adminToken);
    expect(june.screen_views[0]).toEqual({ screen_name: 'Dashboard', counts: [2, 0, 0] });
    const august = await read('?from=2023-08-02&to=2023-08-02', adminToken);
    expect(august.screen_views).toEqual([{ screen_name: 'Progress', counts: [1] }]);
    expect(august.weekly_active).toEqual([{ week_start: '2023-07-31', members: 1 }]);
  });

  it('looks again only at members whose progress changed, and keeps a stage once reached', async () => {
    const [b] = (await db.execute<{ user_id: number }>(sql`select user_id from insight_topic_stages where halfway_at is null and module_id = ${moduleId}`)).rows;
    await db.execute(sql`update user_exercise_progress set percent = 100, updated_at = '2023-08-03T10:00:00Z' where user_id = ${b!.user_id}`);
    expect((await refreshInsight(db, at('2023-08-04T00:00:00Z'))).members).toBe(1);
    // 1 video + 1 activity + the introduction of 6: 50 %. The funnel counts B with those who started
    // the topic in June, however old that day: no stage of August's counts B, who started nothing then.
    const august = await read('?from=2023-08-03&to=2023-08-03', adminToken);
    expect(august.topics.find((topic) => topic.module_id === moduleId)).toMatchObject({ started: 0, halfway: 0, done: 0 });
    const started = await read('?from=2023-06-01&to=2023-06-03', adminToken);
    expect(started.topics.find((topic) => topic.module_id === moduleId)).toMatchObject({ started: 3, halfway: 3 });

    await db.execute(sql`delete from user_step_progress where user_id = ${b!.user_id}`);
    expect((await refreshInsight(db, at('2023-08-05T00:00:00Z'))).members).toBe(1);
    const june = await read('?from=2023-06-01&to=2023-08-05', adminToken);
    expect(june.topics.find((topic) => topic.module_id === moduleId)).toMatchObject({ started: 3, halfway: 3 });
  });
  it('runs one at a time: the job’s run beside a running one does nothing, and the next run counts what changed meanwhile', async () => {
    // The first run is held where it counts the days, with its topic stages done.
    const holder = await db.$client.connect();
    try {
      await holder.query('begin');
      await holder.query('lock table insight_daily_counts in exclusive mode');
      const holderPid = (await holder.query<{ pid: number }>('select pg_backend_pid() as pid')).rows[0]!.pid;
      const first = refreshInsightUnlessRunning(db, at('2023-08-06T00:00:00Z'));
      await vi.waitFor(
        async () => {
          const { rows } = await db.execute<{ waiting: number }>(
            sql`select count(*)::int as waiting from pg_stat_activity where ${holderPid}::int = any(pg_blocking_pids(pid))`,
          );
          expect(rows[0]!.waiting).toBe(1);
        },
        { timeout: 10_000, interval: 20 },
      );
      // Meanwhile a member starts the topic, and the cron's next run comes.
      const [video] = (
        await db.execute<{ id: number }>(sql`
          select s.id from steps s join lessons l on l.id = s.lesson_id
          where l.module_id = ${moduleId} and s.publish_status = ${ContentStatus.Published} order by s.id limit 1`)
      ).rows;
      const latecomer = await createUser(db, { createdAt: at('2023-08-05T11:00:00Z') });
      await db.insert(userStepProgress).values({ userId: latecomer.id, stepId: video!.id, percent: 100, updatedAt: at('2023-08-05T12:00:00Z') });
      expect(await refreshInsightUnlessRunning(db, at('2023-08-06T00:10:00Z'))).toBeNull();
      await holder.query('commit');
      expect(await first).toEqual({ from: at('2023-08-04T00:00:00Z'), members: 0 });
    } finally {
      holder.release();
    }
    expect(await refreshInsightUnlessRunning(db, at('2023-08-06T00:20:00Z'))).toEqual({ from: at('2023-08-05T00:00:00Z'), members: 1 });
    const day = await read('?from=2023-08-05&to=2023-08-05', adminToken);
    expect(day.topics.find((topic) => topic.module_id === moduleId)).toMatchObject({ started: 1 });
  });

  it('holds the run lock on a session whose vanished client the server notices within about a minute', async () => {
    const session = await openRunLockSession(db);
    try {
      const setting = async (name: string) => (await session.query<{ setting: string }>('select setting from pg_settings where name = $1', [name])).rows[0]!.setting;
      expect([await setting('tcp_keepalives_idle'), await setting('tcp_keepalives_interval'), await setting('tcp_keepalives_count')]).toEqual(['30', '10', '3']);
    } finally {
      session.release(true);
    }
  });
});
