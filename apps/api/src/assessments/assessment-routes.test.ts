import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { Constants, Limits, RatingScale, type TModuleSummary, type TUserAssessment } from '@innerway/domain';
import { asCookie, createAccount } from '../auth/account-testing.ts';
import { call, setUpProgramApp } from '../content/content-testing.ts';
import type { Db } from '../db/client.ts';
import { assessmentViews, userAssessments } from '../db/schema.ts';
import { clientInfoHeaders } from '../test/harness.ts';
import { refusal } from '../test/refusal.ts';

let app: FastifyInstance;
let db: Db;
setUpProgramApp((test) => ({ app, db } = test));

// Topic 6 'reach' as people see it: steps 611, 612, 621, 622 and activity 12 (13 is a draft).
const reachSteps = [611, 612, 621, 622];

function answers(overrides: Record<string, unknown> = {}) {
  return {
    module_id: 6,
    quantitative_answer: RatingScale.QuiteABit,
    qualitative_answer_one: 'My sister.',
    qualitative_answer_two: 'Call her on Sunday.',
    ...overrides,
  };
}

const submit = (token: string, body: object) => call(app, token, 'POST', '/api/user_assessments', body);
const stored = (userId: number) => db.select().from(userAssessments).where(eq(userAssessments.userId, userId));

async function completeReach(token: string, { activities = [12] }: { activities?: number[] } = {}) {
  for (const stepId of reachSteps) {
    expect((await call(app, token, 'PUT', `/api/steps/${stepId}/progress`, { progress: 100, time: 60 })).statusCode).toBe(200);
  }
  for (const exerciseId of activities) {
    expect((await call(app, token, 'PUT', `/api/exercises/${exerciseId}/progress`, { progress: 100 })).statusCode).toBe(200);
  }
}

describe('POST /api/user_assessments', () => {
  it('is gated until every video and activity is complete, then stores the answers (201)', async () => {
    const { user, token } = await createAccount(db);
    const early = await submit(token, answers());
    expect(early.statusCode).toBe(422);
    expect(early.json()).toEqual(refusal('content.assessment_gate'));

    // Every video but no activity: still closed.
    await completeReach(token, { activities: [] });
    expect((await submit(token, answers())).statusCode).toBe(422);
    expect(await stored(user.id)).toEqual([]);

    // An activity just over 90 % counts as complete.
    await call(app, token, 'PUT', '/api/exercises/12/progress', { progress: 91 });
    const response = await submit(token, answers());
    expect(response.statusCode).toBe(201);
    const saved = response.json().data;
    expect(saved).toEqual({
      id: expect.any(Number),
      module_id: 6,
      quantitative_answer: RatingScale.QuiteABit,
      qualitative_answer_one: 'My sister.',
      qualitative_answer_two: 'Call her on Sunday.',
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    expect(await stored(user.id)).toMatchObject([{ id: saved.id, moduleId: 6, quantitativeAnswer: 4 }]);

    const module = ((await call(app, token, 'GET', '/api/modules')).json().data as TModuleSummary[]).find((m) => m.id === 6)!;
    expect(module).toMatchObject({ user_assessment_completed: true, user_percent_complete: 100 });
  });

  it('gates an admin on what an admin sees, drafts included', async () => {
    const { token } = await createAccount(db, { isAdmin: true });
    await completeReach(token);
    expect((await submit(token, answers())).statusCode).toBe(422);
    await call(app, token, 'PUT', '/api/exercises/13/progress', { progress: 100 });
    expect((await submit(token, answers())).statusCode).toBe(201);
  });

  it('refuses a trial user with 403 and stores nothing, even on the trial topic', async () => {
    const { user, token } = await createAccount(db, { isTrialMode: true });
    const response = await submit(token, answers({ module_id: 1 }));
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject(refusal('content.full_access_required'));
    expect(await stored(user.id)).toEqual([]);
  });

  it('answers 404 for an unknown topic', async () => {
    const { token } = await createAccount(db);
    expect((await submit(token, answers({ module_id: 999 }))).statusCode).toBe(404);
  });

  it.each([
    ['an answer over 500 characters', answers({ qualitative_answer_one: 'x'.repeat(Limits.assessmentTextMax + 1) })],
    ['an empty answer', answers({ qualitative_answer_two: '   ' })],
    ['a rating out of scale', answers({ quantitative_answer: 7 })],
    ['an unknown field', answers({ mood: 'fine' })],
    ['a missing topic', { ...answers(), module_id: undefined }],
    ['a topic id that is not a number', answers({ module_id: '6' })],
  ])('answers 400 for %s and stores nothing', async (_name, body) => {
    const { user, token } = await createAccount(db);
    await completeReach(token);
    const response = await submit(token, body);
    expect(response.statusCode).toBe(400);
    expect(response.json().success).toBe(false);
    expect(await stored(user.id)).toEqual([]);
  });

  it('names the limit of a long answer', async () => {
    const { token } = await createAccount(db);
    const response = await submit(token, answers({ qualitative_answer_one: 'x'.repeat(501) }));
    expect(response.json().error).toBe('Answer must be at most 500 characters.');
  });

  it('accepts an answer of exactly 500 characters', async () => {
    const { token } = await createAccount(db);
    await completeReach(token);
    expect((await submit(token, answers({ qualitative_answer_two: 'y'.repeat(500) }))).statusCode).toBe(201);
  });

  it('answers 401 signed out, 403 disabled, and 403 to a cookie call without X-Client-Info', async () => {
    const signedOut = await app.inject({ method: 'POST', url: '/api/user_assessments', headers: clientInfoHeaders, payload: answers() });
    expect(signedOut.statusCode).toBe(401);
    const { token: disabled } = await createAccount(db, { isDisabled: true });
    expect((await submit(disabled, answers())).json()).toMatchObject(refusal('auth.disabled'));

    const { user, token } = await createAccount(db);
    await completeReach(token);
    const { cookie } = asCookie(token);
    const forged = await app.inject({ method: 'POST', url: '/api/user_assessments', headers: { cookie }, payload: answers() });
    expect(forged.statusCode).toBe(403);
    expect(forged.json()).toMatchObject(refusal('request.missing_client_info'));
    expect(await stored(user.id)).toEqual([]);
  });
});

const dayMs = 24 * 60 * 60 * 1000;

/** Moves every check-in of the user on a topic `days` back in time, as if made that long ago. */
async function age(userId: number, moduleId: number, days: number, minusMs = 0) {
  const rows = await db
    .select()
    .from(userAssessments)
    .where(and(eq(userAssessments.userId, userId), eq(userAssessments.moduleId, moduleId)));
  for (const row of rows) {
    await db
      .update(userAssessments)
      .set({ createdAt: new Date(row.createdAt.getTime() - days * dayMs + minusMs) })
      .where(eq(userAssessments.id, row.id));
  }
}

const listCheckIns = async (token: string) => {
  const response = await call(app, token, 'GET', '/api/user_assessments');
  expect(response.statusCode).toBe(200);
  return response.json().data as TUserAssessment[];
};

const moduleSummary = async (token: string, id: number) =>
  ((await call(app, token, 'GET', '/api/modules')).json().data as TModuleSummary[]).find((m) => m.id === id)!;

describe('check-ins: POST /api/user_assessments again', () => {
  it(`refuses another check-in on a topic sooner than ${Constants.checkInIntervalDays} days after the previous one (409), stores nothing`, async () => {
    const { user, token } = await createAccount(db);
    await completeReach(token);
    expect((await submit(token, answers())).statusCode).toBe(201);

    const tooSoon = await submit(token, answers({ qualitative_answer_one: 'Again' }));
    expect(tooSoon.statusCode).toBe(409);
    expect(tooSoon.json()).toEqual(refusal('content.check_in_too_soon'));

    // A minute short of 30 days: still refused.
    await age(user.id, 6, 30, 60_000);
    expect((await submit(token, answers())).statusCode).toBe(409);
    expect(await stored(user.id)).toHaveLength(1);
  });

  it('takes a check-in 30 days after the previous one, keeps both with their dates, and leaves "assessment completed" and the counts as they were', async () => {
    const { user, token } = await createAccount(db);
    await completeReach(token);
    const first = (await submit(token, answers({ quantitative_answer: RatingScale.ALittleBit }))).json().data as TUserAssessment;
    const before = await moduleSummary(token, 6);
    await age(user.id, 6, 30);

    const again = await submit(token, answers({ quantitative_answer: RatingScale.VeryMuch, qualitative_answer_one: 'My sister and my neighbour.' }));
    expect(again.statusCode).toBe(201);
    const second = again.json().data as TUserAssessment;
    expect(second).toMatchObject({ quantitative_answer: RatingScale.VeryMuch, qualitative_answer_one: 'My sister and my neighbour.' });

    const checkIns = await listCheckIns(token);
    expect(checkIns.map((c) => [c.id, c.quantitative_answer])).toEqual([
      [first.id, RatingScale.ALittleBit],
      [second.id, RatingScale.VeryMuch],
    ]);
    expect(Date.parse(second.created_at) - Date.parse(checkIns[0]!.created_at)).toBeGreaterThanOrEqual(30 * dayMs);

    const after = await moduleSummary(token, 6);
    expect(after).toEqual(before);
    expect(after).toMatchObject({ user_assessment_completed: true, user_percent_complete: 100 });

    // The interval counts from the latest check-in, not the first.
    expect((await submit(token, answers())).statusCode).toBe(409);
  });

  it('counts the interval per topic', async () => {
    const { user, token } = await createAccount(db);
    await completeReach(token);
    // A check-in on another topic just now does not hold back this topic's.
    await db.insert(userAssessments).values({ userId: user.id, moduleId: 3, quantitativeAnswer: 3 });
    expect((await submit(token, answers())).statusCode).toBe(201);
  });

  it('starts over after an admin resets progress: the check-ins are gone and the next one is a first one', async () => {
    const { user, token } = await createAccount(db);
    const { token: admin } = await createAccount(db, { isAdmin: true });
    await completeReach(token);
    expect((await submit(token, answers())).statusCode).toBe(201);
    expect((await call(app, admin, 'GET', `/api/users/${user.id}/reset_progress`)).statusCode).toBe(200);
    expect(await listCheckIns(token)).toEqual([]);
    await completeReach(token);
    expect((await submit(token, answers())).statusCode).toBe(201);
  });
});

describe('GET /api/user_assessments', () => {
  it('is empty before any check-in', async () => {
    const { token } = await createAccount(db);
    expect(await listCheckIns(token)).toEqual([]);
  });

  it("lists the member's own check-ins by topic, oldest first, with the written answers", async () => {
    const { user, token } = await createAccount(db);
    const at = (iso: string) => new Date(iso);
    await db.insert(userAssessments).values([
      { userId: user.id, moduleId: 6, quantitativeAnswer: 4, qualitativeAnswerOne: 'Later', qualitativeAnswerTwo: 'B', createdAt: at('2026-05-01T10:00:00Z') },
      { userId: user.id, moduleId: 3, quantitativeAnswer: 2, qualitativeAnswerOne: 'Past', qualitativeAnswerTwo: 'Skipped', createdAt: at('2026-04-01T10:00:00Z') },
      { userId: user.id, moduleId: 6, quantitativeAnswer: 6, qualitativeAnswerOne: 'Earlier', qualitativeAnswerTwo: 'A', createdAt: at('2026-03-01T10:00:00Z') },
    ]);
    expect(await listCheckIns(token)).toEqual([
      { id: expect.any(Number), module_id: 3, quantitative_answer: 2, qualitative_answer_one: 'Past', qualitative_answer_two: 'Skipped', created_at: '2026-04-01T10:00:00.000Z' },
      { id: expect.any(Number), module_id: 6, quantitative_answer: 6, qualitative_answer_one: 'Earlier', qualitative_answer_two: 'A', created_at: '2026-03-01T10:00:00.000Z' },
      { id: expect.any(Number), module_id: 6, quantitative_answer: 4, qualitative_answer_one: 'Later', qualitative_answer_two: 'B', created_at: '2026-05-01T10:00:00.000Z' },
    ]);
  });

  it("never returns another member's check-ins", async () => {
    const { user: other } = await createAccount(db);
    await db.insert(userAssessments).values({ userId: other.id, moduleId: 6, quantitativeAnswer: 3, qualitativeAnswerOne: 'Private words' });
    const { token } = await createAccount(db);
    const response = await call(app, token, 'GET', '/api/user_assessments');
    expect(response.json().data).toEqual([]);
    expect(response.body).not.toContain('Private words');
  });

  it('gives a trial member their own check-ins (made while they had full access)', async () => {
    const { user, token } = await createAccount(db, { isTrialMode: true });
    await db.insert(userAssessments).values({ userId: user.id, moduleId: 6, quantitativeAnswer: 3 });
    expect(await listCheckIns(token)).toMatchObject([{ module_id: 6, quantitative_answer: 3 }]);
  });

  it('answers 401 signed out and 403 disabled', async () => {
    const signedOut = await app.inject({ method: 'GET', url: '/api/user_assessments', headers: clientInfoHeaders });
    expect(signedOut.statusCode).toBe(401);
    const { token } = await createAccount(db, { isDisabled: true });
    expect((await call(app, token, 'GET', '/api/user_assessments')).json()).toMatchObject(refusal('auth.disabled'));
  });
});

describe('POST /api/user_assessments/views', () => {
  const views = (userId: number) => db.select().from(assessmentViews).where(eq(assessmentViews.userId, userId));

  it('records each opening (201, data null)', async () => {
    const { user, token } = await createAccount(db);
    const response = await call(app, token, 'POST', '/api/user_assessments/views', { module_id: 3 });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ success: true, data: null, error: null });
    await call(app, token, 'POST', '/api/user_assessments/views', { module_id: 3 });
    expect(await views(user.id)).toMatchObject([{ moduleId: 3 }, { moduleId: 3 }]);
  });

  it('refuses a trial user with 403 and records nothing', async () => {
    const { user, token } = await createAccount(db, { isTrialMode: true });
    const response = await call(app, token, 'POST', '/api/user_assessments/views', { module_id: 1 });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject(refusal('content.full_access_required'));
    expect(await views(user.id)).toEqual([]);
  });

  it('answers 404 for an unknown topic and 400 for a bad body', async () => {
    const { token } = await createAccount(db);
    expect((await call(app, token, 'POST', '/api/user_assessments/views', { module_id: 999 })).statusCode).toBe(404);
    expect((await call(app, token, 'POST', '/api/user_assessments/views', { module_id: 0 })).statusCode).toBe(400);
    expect((await call(app, token, 'POST', '/api/user_assessments/views', { module_id: 3, at: 'now' })).statusCode).toBe(400);
  });

  it('answers 401 signed out and 403 without X-Client-Info on a cookie call', async () => {
    const signedOut = await app.inject({ method: 'POST', url: '/api/user_assessments/views', headers: clientInfoHeaders, payload: { module_id: 3 } });
    expect(signedOut.statusCode).toBe(401);
    const { user, token } = await createAccount(db);
    const { cookie } = asCookie(token);
    const forged = await app.inject({ method: 'POST', url: '/api/user_assessments/views', headers: { cookie }, payload: { module_id: 3 } });
    expect(forged.statusCode).toBe(403);
    expect(await views(user.id)).toEqual([]);
  });
});
