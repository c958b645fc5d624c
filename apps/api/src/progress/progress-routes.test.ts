import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { ContentStatus, type TModule, type TModuleSummary } from '@innerway/domain';
import { asBearer, asCookie, createAccount } from '../auth/account-testing.ts';
import { call, setUpProgramApp } from '../content/content-testing.ts';
import type { Db } from '../db/client.ts';
import { steps, userAssessments, userExerciseProgress, userStepProgress } from '../db/schema.ts';
import { clientInfoHeaders } from '../test/harness.ts';
import { refusal } from '../test/refusal.ts';

let app: FastifyInstance;
let db: Db;
setUpProgramApp((test) => ({ app, db } = test));

const putStep = (token: string, stepId: number | string, body: object) => call(app, token, 'PUT', `/api/steps/${stepId}/progress`, body);
const putExercise = (token: string, exerciseId: number | string, body: object) =>
  call(app, token, 'PUT', `/api/exercises/${exerciseId}/progress`, body);

const storedSteps = (userId: number) => db.select().from(userStepProgress).where(eq(userStepProgress.userId, userId));
const storedExercises = (userId: number) => db.select().from(userExerciseProgress).where(eq(userExerciseProgress.userId, userId));

describe('PUT /api/steps/:id/progress', () => {
  it('stores the percent and position and replies with what it stored', async () => {
    const { user, token } = await createAccount(db);
    const response = await putStep(token, 611, { progress: 35, time: 12.7 });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, data: { step_id: 611, user_percent_complete: 35, user_time: 12 }, error: null });
    expect(await storedSteps(user.id)).toMatchObject([{ stepId: 611, percent: 35, timeSeconds: 12 }]);
    const module = (await call(app, token, 'GET', '/api/modules/6')).json().data as TModule;
    expect(module.segments[0]!.steps[0]).toMatchObject({ user_percent_complete: 35, user_time: 12 });
  });

  it('never moves back: 100 then 40 keeps 100 and its time', async () => {
    const { user, token } = await createAccount(db);
    await putStep(token, 611, { progress: 100, time: 300 });
    const late = await putStep(token, 611, { progress: 40, time: 120 });
    expect(late.statusCode).toBe(200);
    expect(late.json().data).toEqual({ step_id: 611, user_percent_complete: 100, user_time: 300 });
    expect(await storedSteps(user.id)).toMatchObject([{ percent: 100, timeSeconds: 300 }]);
  });

  it('lets the position follow a save at the same percent (re-watching a finished step)', async () => {
    const { token } = await createAccount(db);
    await putStep(token, 611, { progress: 100, time: 300 });
    const again = await putStep(token, 611, { progress: 100, time: 280 });
    expect(again.json().data).toEqual({ step_id: 611, user_percent_complete: 100, user_time: 280 });
  });

  it('keeps the greatest percent when saves race', async () => {
    const { user, token } = await createAccount(db);
    const percents = [5, 10, 15, 20, 25, 30, 35, 40, 45, 50, 55, 60];
    await Promise.all(percents.sort(() => Math.random() - 0.5).map((p) => putStep(token, 612, { progress: p, time: p })));
    expect(await storedSteps(user.id)).toMatchObject([{ stepId: 612, percent: 60, timeSeconds: 60 }]);
  });

  it('counts a step at 100 as done in the topic', async () => {
    const { token } = await createAccount(db);
    await putStep(token, 611, { progress: 100, time: 60 });
    const modules = (await call(app, token, 'GET', '/api/modules')).json().data as TModuleSummary[];
    expect(modules.find((m) => m.id === 6)).toMatchObject({ done_steps: 1, total_steps: 4 });
  });

  it('refuses a trial user with 403 and stores nothing, even for a trial step', async () => {
    const { user, token } = await createAccount(db, { isTrialMode: true });
    for (const stepId of [111, 611]) {
      const response = await putStep(token, stepId, { progress: 50, time: 10 });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject(refusal('content.full_access_required'));
    }
    expect(await storedSteps(user.id)).toEqual([]);
  });

  it('answers 404 for an unknown step, and for a draft step to people (not admins)', async () => {
    const { token } = await createAccount(db);
    expect((await putStep(token, 99999, { progress: 50, time: 10 })).statusCode).toBe(404);
    const { token: adminToken } = await createAccount(db, { isAdmin: true });
    await db.insert(steps).values({ id: 9001, lessonId: 81, title: 'A draft video', sortOrder: 9, publishStatus: ContentStatus.Draft });
    await expect
      .poll(async () => ((await call(app, adminToken, 'GET', '/api/modules/8')).json().data as TModule).segments[0]!.steps.map((x) => x.id))
      .toContain(9001);
    expect((await putStep(token, 9001, { progress: 50, time: 10 })).statusCode).toBe(404);
    expect((await putStep(adminToken, 9001, { progress: 50, time: 10 })).statusCode).toBe(200);
  });

  it.each([
    [{ progress: 101, time: 1 }],
    [{ progress: -1, time: 1 }],
    [{ progress: 50.5, time: 1 }],
    [{ progress: 50 }],
    [{ progress: 50, time: -3 }],
    [{ progress: 50, time: 1, extra: true }],
    [{ progress: '50', time: 1 }],
  ])('answers 400 for %j and stores nothing', async (body) => {
    const { user, token } = await createAccount(db);
    const response = await putStep(token, 611, body);
    expect(response.statusCode).toBe(400);
    expect(response.json().success).toBe(false);
    expect(await storedSteps(user.id)).toEqual([]);
  });

  it('answers 400 for a bad id', async () => {
    const { token } = await createAccount(db);
    expect((await putStep(token, 'abc', { progress: 5, time: 1 })).statusCode).toBe(400);
  });

  it('answers 401 signed out and 403 to a disabled user', async () => {
    const signedOut = await app.inject({ method: 'PUT', url: '/api/steps/611/progress', headers: clientInfoHeaders, payload: { progress: 5, time: 1 } });
    expect(signedOut.statusCode).toBe(401);
    const { user, token } = await createAccount(db, { isDisabled: true, isTrialMode: false });
    const response = await putStep(token, 611, { progress: 5, time: 1 });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject(refusal('auth.disabled'));
    expect(await storedSteps(user.id)).toEqual([]);
  });

  it('refuses a cookie call without X-Client-Info (CSRF) and stores nothing; a Bearer call needs none', async () => {
    const { user, token } = await createAccount(db);
    const { cookie } = asCookie(token);
    const forged = await app.inject({ method: 'PUT', url: '/api/steps/611/progress', headers: { cookie }, payload: { progress: 5, time: 1 } });
    expect(forged.statusCode).toBe(403);
    expect(forged.json()).toMatchObject(refusal('request.missing_client_info'));
    expect(await storedSteps(user.id)).toEqual([]);
    const native = await app.inject({ method: 'PUT', url: '/api/steps/611/progress', headers: asBearer(token), payload: { progress: 5, time: 1 } });
    expect(native.statusCode).toBe(200);
  });
});

describe('PUT /api/exercises/:id/progress', () => {
  it('stores the percent and replies with it', async () => {
    const { user, token } = await createAccount(db);
    const response = await putExercise(token, 12, { progress: 100 });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({ exercise_id: 12, user_percent_complete: 100 });
    expect(await storedExercises(user.id)).toMatchObject([{ exerciseId: 12, percent: 100 }]);
  });

  it('never moves back', async () => {
    const { token } = await createAccount(db);
    await putExercise(token, 12, { progress: 100 });
    const late = await putExercise(token, 12, { progress: 40 });
    expect(late.json().data).toEqual({ exercise_id: 12, user_percent_complete: 100 });
  });

  it('counts over 90 as done, and 90 as not', async () => {
    const { token } = await createAccount(db);
    await putExercise(token, 12, { progress: 90 });
    const before = (await call(app, token, 'GET', '/api/modules/6')).json().data as TModule;
    expect(before.done_exercises).toBe(0);
    await putExercise(token, 12, { progress: 91 });
    const after = (await call(app, token, 'GET', '/api/modules/6')).json().data as TModule;
    expect(after.done_exercises).toBe(1);
    expect(after.segments[0]!.done_exercises).toBe(1);
  });

  it('refuses a trial user with 403 and stores nothing, even for a trial activity', async () => {
    const { user, token } = await createAccount(db, { isTrialMode: true });
    for (const exerciseId of [1, 12]) {
      const response = await putExercise(token, exerciseId, { progress: 100 });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject(refusal('content.full_access_required'));
    }
    expect(await storedExercises(user.id)).toEqual([]);
  });

  it('answers 404 for unknown, and for the draft activity to people (not admins)', async () => {
    const { token } = await createAccount(db);
    expect((await putExercise(token, 999, { progress: 100 })).statusCode).toBe(404);
    expect((await putExercise(token, 13, { progress: 100 })).statusCode).toBe(404);
    const { token: adminToken } = await createAccount(db, { isAdmin: true });
    expect((await putExercise(adminToken, 13, { progress: 100 })).statusCode).toBe(200);
  });

  it.each([[{ progress: 101 }], [{}], [{ progress: 100, time: 3 }], [{ progress: null }]])('answers 400 for %j', async (body) => {
    const { user, token } = await createAccount(db);
    expect((await putExercise(token, 12, body)).statusCode).toBe(400);
    expect(await storedExercises(user.id)).toEqual([]);
  });

  it('answers 401 signed out and 403 without X-Client-Info on a cookie call', async () => {
    const signedOut = await app.inject({ method: 'PUT', url: '/api/exercises/12/progress', headers: clientInfoHeaders, payload: { progress: 100 } });
    expect(signedOut.statusCode).toBe(401);
    const { user, token } = await createAccount(db);
    const { cookie } = asCookie(token);
    const forged = await app.inject({ method: 'PUT', url: '/api/exercises/12/progress', headers: { cookie }, payload: { progress: 100 } });
    expect(forged.statusCode).toBe(403);
    expect(await storedExercises(user.id)).toEqual([]);
  });
});

describe('GET /api/users/:id/reset_progress', () => {
  it('leaves the user with no progress anywhere in GET /modules', async () => {
    const { user, token } = await createAccount(db);
    await putStep(token, 111, { progress: 100, time: 50 });
    await putExercise(token, 1, { progress: 100 });
    await db.insert(userAssessments).values({ userId: user.id, moduleId: 1, quantitativeAnswer: 4 });
    const before = ((await call(app, token, 'GET', '/api/modules')).json().data as TModuleSummary[])[0]!;
    expect(before).toMatchObject({ done_steps: 1, done_exercises: 1, user_assessment_completed: true });
    expect(before.user_percent_complete).toBeGreaterThan(0);

    const { token: adminToken } = await createAccount(db, { isAdmin: true });
    const reset = await call(app, adminToken, 'GET', `/api/users/${user.id}/reset_progress`);
    expect(reset.statusCode).toBe(200);

    const after = (await call(app, token, 'GET', '/api/modules')).json().data as TModuleSummary[];
    for (const module of after) {
      expect(module).toMatchObject({ done_steps: 0, done_exercises: 0, user_assessment_completed: false, user_percent_complete: 0 });
    }
    const detail = (await call(app, token, 'GET', '/api/modules/1')).json().data as TModule;
    expect(detail.segments[0]!.steps[0]).toMatchObject({ user_percent_complete: 0, user_time: 0 });
    expect(await db.select().from(userAssessments).where(eq(userAssessments.userId, user.id))).toEqual([]);
  });
});
