import { describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { ContentStatus, RatingScale, type TModule, type TModuleSummary } from '@innerway/domain';
import { createAccount } from '../auth/account-testing.ts';
import type { Db } from '../db/client.ts';
import { steps, userAssessments, userStepProgress } from '../db/schema.ts';
import { call, setUpProgramApp } from './content-testing.ts';

// What editors' changes to a topic do to the counts and percent members see (decision 038):
// progress is never deleted, counts describe the published program, an assessed topic stays complete.

let app: FastifyInstance;
let db: Db;
setUpProgramApp((test) => ({ app, db } = test));

const topicId = 8;

async function summary(token: string): Promise<TModuleSummary> {
  const topics = (await call(app, token, 'GET', '/api/modules')).json().data as TModuleSummary[];
  return topics.find((topic) => topic.id === topicId)!;
}

async function topic(token: string): Promise<TModule> {
  return (await call(app, token, 'GET', `/api/modules/${topicId}`)).json().data as TModule;
}

async function completeStep(token: string, stepId: number) {
  expect((await call(app, token, 'PUT', `/api/steps/${stepId}/progress`, { progress: 100, time: 60 })).statusCode).toBe(200);
}

async function completeTopic(token: string) {
  for (const segment of (await topic(token)).segments) {
    for (const step of segment.steps) await completeStep(token, step.id);
    for (const activity of segment.activities) {
      expect((await call(app, token, 'PUT', `/api/exercises/${activity.id}/progress`, { progress: 100 })).statusCode).toBe(200);
    }
  }
  const assessment = {
    module_id: topicId,
    quantitative_answer: RatingScale.QuiteABit,
    qualitative_answer_one: 'A walk.',
    qualitative_answer_two: 'Tomorrow.',
  };
  expect((await call(app, token, 'POST', '/api/user_assessments', assessment)).statusCode).toBe(201);
}

/** An editor's publish of a new video at the end of the topic's last segment, as the studio writes it. */
async function publishNewStep(): Promise<number> {
  const lastSegment = (await topic((await createAccount(db, { isTrialMode: false })).token)).segments.at(-1)!;
  const [row] = await db
    .insert(steps)
    .values({ lessonId: lastSegment.id, title: 'A new video', publishStatus: ContentStatus.Published, sortOrder: 99, minutesToComplete: 1 })
    .returning({ id: steps.id });
  return row!.id;
}

const setStepStatus = (stepId: number, status: number) => db.execute(sql`update steps set publish_status = ${status} where id = ${stepId}`);

describe('progress when the program changes', () => {
  it('keeps a completed topic complete when a video is added to it, and shows the new video as not done', async () => {
    const { user, token } = await createAccount(db, { isTrialMode: false });
    await completeTopic(token);
    const before = await summary(token);
    expect(before).toMatchObject({ user_percent_complete: 100, user_assessment_completed: true });
    expect(before.done_steps).toBe(before.total_steps);

    const newStepId = await publishNewStep();
    await expect.poll(async () => (await summary(token)).total_steps).toBe(before.total_steps + 1);
    const after = await summary(token);
    expect(after).toMatchObject({ done_steps: before.done_steps, user_percent_complete: 100, user_assessment_completed: true });
    const newStep = (await topic(token)).segments.flatMap((segment) => segment.steps).find((step) => step.id === newStepId);
    expect(newStep).toMatchObject({ user_percent_complete: 0 });
    expect(await db.select().from(userAssessments).where(eq(userAssessments.userId, user.id))).toHaveLength(1);
  });

  it('lowers the percent of a topic in progress when a video is added, by the spec formula on the published program', async () => {
    const { token } = await createAccount(db, { isTrialMode: false });
    const [first] = (await topic(token)).segments[0]!.steps;
    await completeStep(token, first!.id);
    const before = await summary(token);
    await publishNewStep();
    await expect.poll(async () => (await summary(token)).total_steps).toBe(before.total_steps + 1);
    const after = await summary(token);
    expect(after.done_steps).toBe(1);
    expect(after.user_percent_complete).toBeLessThanOrEqual(before.user_percent_complete);
    expect(after.user_percent_complete).toBeGreaterThan(0);
  });

  it('takes an archived video out of both counts, keeps the member\'s progress, and brings it back on restore', async () => {
    const { user, token } = await createAccount(db, { isTrialMode: false });
    const [watched, unwatched] = (await topic(token)).segments[0]!.steps;
    await completeStep(token, watched!.id);
    const before = await summary(token);
    expect(before.done_steps).toBe(1);

    // A video the member has not watched: the total drops, what they did stays done.
    await setStepStatus(unwatched!.id, ContentStatus.Archived);
    await expect.poll(async () => (await summary(token)).total_steps).toBe(before.total_steps - 1);
    expect((await summary(token)).done_steps).toBe(1);
    expect((await summary(token)).user_percent_complete).toBeGreaterThanOrEqual(before.user_percent_complete);

    // The video they watched: it leaves done and total alike; their row is kept.
    await setStepStatus(watched!.id, ContentStatus.Archived);
    await expect.poll(async () => (await summary(token)).total_steps).toBe(before.total_steps - 2);
    expect((await summary(token)).done_steps).toBe(0);
    const kept = await db
      .select()
      .from(userStepProgress)
      .where(and(eq(userStepProgress.userId, user.id), eq(userStepProgress.stepId, watched!.id)));
    expect(kept).toMatchObject([{ percent: 100 }]);

    // Restored, both come back with the member's progress.
    await setStepStatus(watched!.id, ContentStatus.Published);
    await setStepStatus(unwatched!.id, ContentStatus.Published);
    await expect.poll(async () => (await summary(token)).total_steps).toBe(before.total_steps);
    expect(await summary(token)).toMatchObject({ done_steps: 1, user_percent_complete: before.user_percent_complete });
  });
});
