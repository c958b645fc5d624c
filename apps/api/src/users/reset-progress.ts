import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { assessmentViews, userAssessments, userExerciseProgress, userStepProgress } from '../db/schema.ts';
import { notFound } from '../http/app-error.ts';
import { findUserById } from './find-user.ts';

/** Clears a user's progress, assessments and assessment views, as if they had just started. */
export async function resetProgress(db: Db, userId: number): Promise<void> {
  if (!(await findUserById(db, userId))) throw notFound();
  await db.transaction(async (tx) => {
    await tx.delete(userStepProgress).where(eq(userStepProgress.userId, userId));
    await tx.delete(userExerciseProgress).where(eq(userExerciseProgress.userId, userId));
    await tx.delete(userAssessments).where(eq(userAssessments.userId, userId));
    await tx.delete(assessmentViews).where(eq(assessmentViews.userId, userId));
  });
}
