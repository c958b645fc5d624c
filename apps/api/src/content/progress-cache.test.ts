import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { RatingScale, type TModule, type TModuleSummary } from '@innerway/domain';
import { buildApp } from '../app.ts';
import { asCookie, createAccount } from '../auth/account-testing.ts';
import { call, setUpProgramApp } from './content-testing.ts';
import { createDb, createPool, type Db } from '../db/client.ts';
import { userAssessments, userExerciseProgress, userStepProgress, users } from '../db/schema.ts';
import type { TestApp } from '../test/harness.ts';
import { createProgressCache } from './progress-cache.ts';
import { noProgress } from './user-progress.ts';

describe('createProgressCache', () => {
  /** A cache over a fake load that counts its calls and can be made to fail or wait. */
  function fakeCache(maxUsers = 10) {
    const loads: number[] = [];
    let failNext = false;
    const cache = createProgressCache({
      maxUsers,
      load: async (userId) => {
        loads.push(userId);
        if (failNext) {
          failNext = false;
          throw new Error('database down');
        }
        return noProgress();
      },
    });
    return { cache, loads, failNext: () => (failNext = true) };
  }

  it('loads once per version and again when the version moves', async () => {
    const { cache, loads } = fakeCache();
    const first = await cache.get({ id: 1, progressVersion: 3 });
    expect(await cache.get({ id: 1, progressVersion: 3 })).toBe(first);
    expect(loads).toEqual([1]);
    expect(await cache.get({ id: 1, progressVersion: 4 })).not.toBe(first);
    expect(loads).toEqual([1, 1]);
  });

  it('shares one load between concurrent requests at the same version', async () => {
    const { cache, loads } = fakeCache();
    const [a, b] = await Promise.all([cache.get({ id: 1, progressVersion: 0 }), cache.get({ id: 1, progressVersion: 0 })]);
    expect(a).toBe(b);
    expect(loads).toEqual([1]);
  });

  it('forgets a failed load', async () => {
    const { cache, loads, failNext } = fakeCache();
    failNext();
    await expect(cache.get({ id: 1, progressVersion: 0 })).rejects.toThrow('database down');
    await cache.get({ id: 1, progressVersion: 0 });
    expect(loads).toEqual([1, 1]);
    expect(cache.size).toBe(1);
  });

  it('holds whatever version was read last, so a version that went back (a restored database) is never matched by an old entry', async () => {
    const { cache, loads } = fakeCache();
    await cache.get({ id: 1, progressVersion: 5 });
    const afterRestore = await cache.get({ id: 1, progressVersion: 4 });
    expect(await cache.get({ id: 1, progressVersion: 4 })).toBe(afterRestore);
    await cache.get({ id: 1, progressVersion: 5 });
    expect(loads).toEqual([1, 1, 1]);
  });

  it('drops the least recently used user beyond its bound', async () => {
    const { cache, loads } = fakeCache(2);
    await cache.get({ id: 1, progressVersion: 0 });
    await cache.get({ id: 2, progressVersion: 0 });
    await cache.get({ id: 1, progressVersion: 0 }); // 1 is now the most recent
    await cache.get({ id: 3, progressVersion: 0 }); // drops 2
    expect(cache.size).toBe(2);
    await cache.get({ id: 1, progressVersion: 0 });
    expect(loads).toEqual([1, 2, 3]);
    await cache.get({ id: 2, progressVersion: 0 });
    expect(loads).toEqual([1, 2, 3, 2]);
  });
});

let test: TestApp;
let db: Db;
setUpProgramApp((ready) => {
  test = ready;
  db = ready.db;
});

const versionOf = async (userId: number) =>
  (await db.select({ version: users.progressVersion }).from(users).where(eq(users.id, userId)))[0]?.version;

describe('users.progress_version (drizzle/0007_progress_version.sql)', () => {
  it('moves with every insert, upsert, update and delete of progress, and only for its user', async () => {
    const { user } = await createAccount(db);
    const { user: other } = await createAccount(db);
    const seen = [await versionOf(user.id)];
    const step = () => db.insert(userStepProgress).values({ userId: user.id, stepId: 111, percent: 10 });
    await step();
    seen.push(await versionOf(user.id));
    await step().onConflictDoUpdate({ target: [userStepProgress.userId, userStepProgress.stepId], set: { percent: 20 } });
    seen.push(await versionOf(user.id));
    await db.update(userStepProgress).set({ percent: 30 }).where(eq(userStepProgress.userId, user.id));
    seen.push(await versionOf(user.id));
    await db.insert(userExerciseProgress).values({ userId: user.id, exerciseId: 1, percent: 50 });
    seen.push(await versionOf(user.id));
    await db.insert(userAssessments).values({ userId: user.id, moduleId: 1, quantitativeAnswer: 3 });
    seen.push(await versionOf(user.id));
    await db.delete(userStepProgress).where(eq(userStepProgress.userId, user.id));
    seen.push(await versionOf(user.id));
    expect(seen).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(await versionOf(other.id)).toBe(0);
  });

  it('moves once per statement and user, however many rows the statement writes', async () => {
    const { user: a } = await createAccount(db);
    const { user: b } = await createAccount(db);
    await db.execute(sql`
      insert into user_step_progress (user_id, step_id, percent)
      select u.id, s.id, 100 from (values (${a.id}::int), (${b.id}::int)) as u(id) cross join steps s`);
    expect(await versionOf(a.id)).toBe(1);
    expect(await versionOf(b.id)).toBe(1);
    await db.update(userStepProgress).set({ percent: 50 }).where(inArray(userStepProgress.userId, [a.id, b.id]));
    expect([await versionOf(a.id), await versionOf(b.id)]).toEqual([2, 2]);
  });

  it('lets an account with progress be deleted: the cascade runs the triggers on a user already gone', async () => {
    const { user } = await createAccount(db);
    await db.insert(userStepProgress).values({ userId: user.id, stepId: 111, percent: 100 });
    await db.insert(userExerciseProgress).values({ userId: user.id, exerciseId: 1, percent: 100 });
    await db.insert(userAssessments).values({ userId: user.id, moduleId: 1, quantitativeAnswer: 3 });
    await db.delete(users).where(eq(users.id, user.id));
    expect(await versionOf(user.id)).toBeUndefined();
    expect(await db.select().from(userStepProgress).where(eq(userStepProgress.userId, user.id))).toEqual([]);
  });
});

describe('two API instances on one database, each with its own progress cache', () => {
  let one: FastifyInstance;
  let two: FastifyInstance;
  let closeTwo: () => Promise<void>;

  beforeAll(async () => {
    one = test.app;
    const pool = createPool(test.pool.options.connectionString!, 5);
    const secondDb = createDb(pool);
    two = await buildApp({ config: test.config, db: secondDb, pool });
    await two.ready();
    closeTwo = async () => {
      await two.close();
      await pool.end();
    };
  });
  afterAll(() => closeTwo?.());

  const topics = async (app: FastifyInstance, token: string) => {
    const response = await call(app, token, 'GET', '/api/modules');
    expect(response.statusCode).toBe(200);
    return response.json().data as TModuleSummary[];
  };
  const topic = async (app: FastifyInstance, token: string, id: number) =>
    (await call(app, token, 'GET', `/api/modules/${id}?fullDetail=1`)).json().data as TModule;
  /** Both instances read (and cache) the user's progress, so that a stale copy would show. */
  const readOnBoth = async (token: string) => Promise.all([topics(one, token), topics(two, token)]);

  it('a video saved through one is in the next read through the other', async () => {
    const { token } = await createAccount(db);
    await readOnBoth(token);
    expect((await call(one, token, 'PUT', '/api/steps/111/progress', { progress: 100, time: 40 })).statusCode).toBe(200);
    expect((await topics(two, token))[0]).toMatchObject({ done_steps: 1 });
    expect((await topic(two, token, 1)).segments[0]!.steps[0]).toMatchObject({ user_percent_complete: 100, user_time: 40 });
  });

  it('an activity saved through one is in the next read through the other', async () => {
    const { token } = await createAccount(db);
    await readOnBoth(token);
    expect((await call(two, token, 'PUT', '/api/exercises/1/progress', { progress: 100 })).statusCode).toBe(200);
    expect((await topics(one, token))[0]).toMatchObject({ done_exercises: 1 });
  });

  it('an assessment submitted through one is in the next read through the other', async () => {
    const { token } = await createAccount(db);
    for (const stepId of [611, 612, 621, 622]) await call(one, token, 'PUT', `/api/steps/${stepId}/progress`, { progress: 100, time: 60 });
    await call(one, token, 'PUT', '/api/exercises/12/progress', { progress: 100 });
    await readOnBoth(token);
    const answers = { module_id: 6, quantitative_answer: RatingScale.QuiteABit, qualitative_answer_one: 'a', qualitative_answer_two: 'b' };
    expect((await call(one, token, 'POST', '/api/user_assessments', answers)).statusCode).toBe(201);
    expect((await topics(two, token)).find((m) => m.id === 6)).toMatchObject({ user_assessment_completed: true, user_percent_complete: 100 });
  });

  it('an admin reset through one is in the next read through the other', async () => {
    const { user, token } = await createAccount(db);
    await call(one, token, 'PUT', '/api/steps/111/progress', { progress: 100, time: 40 });
    await call(one, token, 'PUT', '/api/exercises/1/progress', { progress: 100 });
    expect((await readOnBoth(token)).map((both) => both[0]!.user_percent_complete)).not.toContain(0);
    const { token: adminToken } = await createAccount(db, { isAdmin: true });
    expect((await call(two, adminToken, 'GET', `/api/users/${user.id}/reset_progress`)).statusCode).toBe(200);
    for (const app of [one, two]) {
      expect((await topics(app, token))[0]).toMatchObject({ done_steps: 0, done_exercises: 0, user_percent_complete: 0 });
    }
  });

  it('an account deleted through one is signed out on the other, its progress gone', async () => {
    const { user, token } = await createAccount(db);
    await call(two, token, 'PUT', '/api/steps/111/progress', { progress: 100, time: 40 });
    await readOnBoth(token);
    const deleted = await one.inject({ method: 'DELETE', url: `/api/users/${user.id}`, headers: asCookie(token) });
    expect(deleted.statusCode).toBe(200);
    expect((await call(two, token, 'GET', '/api/modules')).statusCode).toBe(401);
    expect(await db.select().from(userStepProgress).where(eq(userStepProgress.userId, user.id))).toEqual([]);
  });
});
