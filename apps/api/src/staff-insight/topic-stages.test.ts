import { describe, expect, it } from 'vitest';
import { inArray } from 'drizzle-orm';
import {
  ContentStatus,
  hasStartedTopic,
  InsightLimits,
  isActivityComplete,
  isAssessmentUnlocked,
  isStepComplete,
  topicPercentComplete,
} from '@innerway/domain';
import type { Db } from '../db/client.ts';
import { exercises, insightTopicStages, lessons, modules, steps, userAssessments, userExerciseProgress, userStepProgress } from '../db/schema.ts';
import { createUser, setUpTestApp } from '../test/harness.ts';
import { refreshTopicStages } from './topic-stages.ts';

let db: Db;
setUpTestApp((test) => ({ db } = test), { worker: false });

/** A small deterministic generator, so that a failure can be run again as it was. */
function randomFrom(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

const earliest = (times: Date[]) => (times.length === 0 ? null : new Date(Math.min(...times.map(Number))));
const latest = (times: Date[]) => (times.length === 0 ? null : new Date(Math.max(...times.map(Number))));
const iso = (time: Date | null) => (time === null ? null : time.toISOString());

async function createTopic(title: string, publishStatus: number, items: { steps: number[]; exercises: number[] }) {
  const [module] = await db.insert(modules).values({ title, publishStatus, sortOrder: -1 }).returning();
  const [lesson] = await db.insert(lessons).values({ moduleId: module!.id, title, segmentNumber: 1, publishStatus: ContentStatus.Published }).returning();
  const stepRows = await db
    .insert(steps)
    .values(items.steps.map((status, index) => ({ lessonId: lesson!.id, title: `${title} video ${index}`, publishStatus: status })))
    .returning();
  const exerciseRows =
    items.exercises.length === 0
      ? []
      : await db
          .insert(exercises)
          .values(items.exercises.map((status, index) => ({ lessonId: lesson!.id, title: `${title} activity ${index}`, activityType: 1, publishStatus: status })))
          .returning();
  return { moduleId: module!.id, published: publishStatus === ContentStatus.Published, steps: stepRows, exercises: exerciseRows };
}

describe('refreshTopicStages', () => {
  it('gives, set-based in SQL, the stages the domain’s rules give each member in each topic, on varied progress', async () => {
    const { Published, Archived, Draft } = ContentStatus;
    const topics = [
      // Archived and draft items do not count, done or not.
      await createTopic('Stages A', Published, { steps: [Published, Published, Published, Archived], exercises: [Published, Published, Draft] }),
      // No activities: done is every video.
      await createTopic('Stages B', Published, { steps: [Published, Published], exercises: [] }),
      await createTopic('Stages C', Published, { steps: [Published], exercises: [Published, Published, Published, Published] }),
      // Not published: never in the figures.
      await createTopic('Stages D', Draft, { steps: [Published, Published], exercises: [Published] }),
    ];
    const random = randomFrom(18);
    const pick = <T>(values: readonly T[]) => values[Math.floor(random() * values.length)]!;
    // Either side of each item's threshold (a video is done at 100, an activity above 90).
    const percents = [0, 0, 1, 50, 89, 90, 91, 99, 100, 100, 100];
    const someTime = () => new Date(Date.UTC(2024, 0, 1) + Math.floor(random() * 200 * 86_400_000));
    const memberIds: number[] = [];
    for (let member = 0; member < 60; member += 1) {
      const user = await createUser(db);
      memberIds.push(user.id);
      // Members from nothing done to everything done, so that every stage is reached by some.
      const share = member / 59;
      for (const topic of topics) {
        const stepRows = topic.steps.filter(() => random() < share + 0.2).map((step) => ({ userId: user.id, stepId: step.id, percent: pick(percents), updatedAt: someTime() }));
        if (stepRows.length > 0) await db.insert(userStepProgress).values(stepRows);
        const exerciseRows = topic.exercises
          .filter(() => random() < share + 0.2)
          .map((exercise) => ({ userId: user.id, exerciseId: exercise.id, percent: pick(percents), updatedAt: someTime() }));
        if (exerciseRows.length > 0) await db.insert(userExerciseProgress).values(exerciseRows);
        // An assessment, sometimes with none of the items done (the rules still count it as started).
        const assessments = random() < share * 0.6 ? (random() < 0.3 ? 2 : 1) : 0;
        for (let index = 0; index < assessments; index += 1) {
          await db.insert(userAssessments).values({ userId: user.id, moduleId: topic.moduleId, quantitativeAnswer: 3, createdAt: someTime() });
        }
      }
    }

    expect(await refreshTopicStages(db)).toBeGreaterThanOrEqual(memberIds.length);

    // What the domain says, member by member, from the rows as stored.
    const stepProgress = await db.select().from(userStepProgress).where(inArray(userStepProgress.userId, memberIds));
    const exerciseProgress = await db.select().from(userExerciseProgress).where(inArray(userExerciseProgress.userId, memberIds));
    const assessments = await db.select().from(userAssessments).where(inArray(userAssessments.userId, memberIds));
    const expected: Record<string, unknown>[] = [];
    for (const userId of memberIds) {
      for (const topic of topics.filter((t) => t.published)) {
        const publishedSteps = topic.steps.filter((step) => step.publishStatus === Published);
        const publishedExercises = topic.exercises.filter((exercise) => exercise.publishStatus === Published);
        const doneSteps = stepProgress.filter((row) => row.userId === userId && publishedSteps.some((step) => step.id === row.stepId) && isStepComplete(row.percent));
        const doneExercises = exerciseProgress.filter(
          (row) => row.userId === userId && publishedExercises.some((exercise) => exercise.id === row.exerciseId) && isActivityComplete(row.percent),
        );
        const assessedAt = earliest(assessments.filter((row) => row.userId === userId && row.moduleId === topic.moduleId).map((row) => row.createdAt));
        const counts = {
          done_steps: doneSteps.length,
          total_steps: publishedSteps.length,
          done_exercises: doneExercises.length,
          total_exercises: publishedExercises.length,
          user_assessment_completed: assessedAt !== null,
        };
        if (!hasStartedTopic(counts)) continue;
        const doneTimes = [...doneSteps, ...doneExercises].map((row) => row.updatedAt);
        const latestChange = latest([...doneTimes, ...(assessedAt ? [assessedAt] : [])]);
        expected.push({
          userId,
          moduleId: topic.moduleId,
          startedAt: iso(earliest([...doneTimes, ...(assessedAt ? [assessedAt] : [])])),
          halfwayAt: topicPercentComplete(counts) >= InsightLimits.halfwayPercent ? iso(latestChange) : null,
          doneAt: isAssessmentUnlocked(counts) ? iso(latestChange) : null,
          assessedAt: iso(assessedAt),
        });
      }
    }
    const saved = (await db.select().from(insightTopicStages).where(inArray(insightTopicStages.userId, memberIds))).map((row) => ({
      userId: row.userId,
      moduleId: row.moduleId,
      startedAt: iso(row.startedAt),
      halfwayAt: iso(row.halfwayAt),
      doneAt: iso(row.doneAt),
      assessedAt: iso(row.assessedAt),
    }));
    const byMemberAndTopic = (a: Record<string, unknown>, b: Record<string, unknown>) =>
      Number(a.userId) - Number(b.userId) || Number(a.moduleId) - Number(b.moduleId);
    expect(saved.sort(byMemberAndTopic)).toEqual(expected.sort(byMemberAndTopic));
    // The data is varied enough to mean something: every stage is reached by some and missed by others.
    for (const stage of ['halfwayAt', 'doneAt', 'assessedAt'] as const) {
      expect(expected.some((row) => row[stage] !== null)).toBe(true);
      expect(expected.some((row) => row[stage] === null)).toBe(true);
    }
  });
});
