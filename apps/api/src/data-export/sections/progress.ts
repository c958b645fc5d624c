import { asc, eq } from 'drizzle-orm';
import { exercises, lessons, modules, steps, userExerciseProgress, userStepProgress } from '../../db/schema.ts';
import type { TSectionCollector } from './section.ts';

/** How far the member got in every video and activity, with the topic each belongs to. */
export const collectProgress: TSectionCollector = async (db, userId) => {
  const videos = await db
    .select({
      topic: modules.title,
      video: steps.title,
      percent: userStepProgress.percent,
      seconds_watched: userStepProgress.timeSeconds,
      updated_at: userStepProgress.updatedAt,
    })
    .from(userStepProgress)
    .innerJoin(steps, eq(steps.id, userStepProgress.stepId))
    .innerJoin(lessons, eq(lessons.id, steps.lessonId))
    .innerJoin(modules, eq(modules.id, lessons.moduleId))
    .where(eq(userStepProgress.userId, userId))
    .orderBy(asc(userStepProgress.updatedAt), asc(userStepProgress.id));
  const activities = await db
    .select({
      topic: modules.title,
      activity: exercises.title,
      percent: userExerciseProgress.percent,
      updated_at: userExerciseProgress.updatedAt,
    })
    .from(userExerciseProgress)
    .innerJoin(exercises, eq(exercises.id, userExerciseProgress.exerciseId))
    .innerJoin(lessons, eq(lessons.id, exercises.lessonId))
    .innerJoin(modules, eq(modules.id, lessons.moduleId))
    .where(eq(userExerciseProgress.userId, userId))
    .orderBy(asc(userExerciseProgress.updatedAt), asc(userExerciseProgress.id));
  return { videos, activities };
};
