// Helpers for the partner report's tests: an institution whose members have known progress.
import { and, asc, eq } from 'drizzle-orm';
import type { TAgeGroup } from '@innerway/domain';
import type { Db } from '../db/client.ts';
import {
  ageSurveys,
  exercises,
  lessons,
  modules,
  steps,
  userAssessments,
  userExerciseProgress,
  userStepProgress,
  users,
} from '../db/schema.ts';
import { createUser } from '../test/harness.ts';

/** The first published topic of the seeded program, with its published steps and activities. */
export async function firstTopic(db: Db) {
  const [topic] = await db.select().from(modules).where(eq(modules.publishStatus, 1)).orderBy(asc(modules.sortOrder), asc(modules.id)).limit(1);
  const stepRows = await db
    .select({ id: steps.id })
    .from(steps)
    .innerJoin(lessons, eq(lessons.id, steps.lessonId))
    .where(and(eq(lessons.moduleId, topic!.id), eq(steps.publishStatus, 1), eq(lessons.publishStatus, 1)));
  const exerciseRows = await db
    .select({ id: exercises.id })
    .from(exercises)
    .innerJoin(lessons, eq(lessons.id, exercises.lessonId))
    .where(and(eq(lessons.moduleId, topic!.id), eq(exercises.publishStatus, 1), eq(lessons.publishStatus, 1)));
  return { id: topic!.id, title: topic!.title, stepIds: stepRows.map((row) => row.id), exerciseIds: exerciseRows.map((row) => row.id) };
}

export interface TMemberPlan {
  /** Saves one step of the topic as done. */
  starts?: boolean;
  /** Completes every step and activity of the topic and rates it. */
  rating?: number;
  age?: TAgeGroup;
}

/** Members of `institutionId`, one per plan, with the progress each plan says in `topic`. */
export async function createMembers(
  db: Db,
  institutionId: number,
  topic: Awaited<ReturnType<typeof firstTopic>>,
  plans: TMemberPlan[],
): Promise<number[]> {
  const ids: number[] = [];
  for (const plan of plans) {
    const user = await createUser(db, { institutionId });
    ids.push(user.id);
    if (plan.starts || plan.rating !== undefined) {
      const stepIds = plan.rating === undefined ? topic.stepIds.slice(0, 1) : topic.stepIds;
      await db.insert(userStepProgress).values(stepIds.map((stepId) => ({ userId: user.id, stepId, percent: 100 })));
    }
    if (plan.rating !== undefined) {
      if (topic.exerciseIds.length > 0) {
        await db.insert(userExerciseProgress).values(topic.exerciseIds.map((exerciseId) => ({ userId: user.id, exerciseId, percent: 100 })));
      }
      await db.insert(userAssessments).values({
        userId: user.id,
        moduleId: topic.id,
        quantitativeAnswer: plan.rating,
        qualitativeAnswerOne: 'private words no partner may read',
        qualitativeAnswerTwo: 'more private words',
      });
    }
    if (plan.age !== undefined) {
      await db.insert(ageSurveys).values({ userId: user.id, response: plan.age });
      await db.update(users).set({ ageSurveyStatus: 'COMPLETED' }).where(eq(users.id, user.id));
    }
  }
  return ids;
}

/** `count` copies of `plan`. */
export const times = (count: number, plan: TMemberPlan): TMemberPlan[] => Array.from({ length: count }, () => ({ ...plan }));
