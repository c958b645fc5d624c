import type { Db, TQueryable } from '../db/client.ts';
import { notFound } from '../http/app-error.ts';
import { deleteMemberPlays } from '../minutes/member-plays.ts';
import { deleteProgressOf } from '../progress/delete-progress.ts';
import { findUserById } from '../user-record/find-user.ts';

/** The spec's admin action: clearProgress for an existing user, in a transaction of its own. */
export async function resetProgress(db: Db, userId: number): Promise<void> {
  if (!(await findUserById(db, userId))) throw notFound();
  await db.transaction((tx) => clearProgress(tx, userId));
}

/**
 * Clears a user's progress, assessments, assessment views and mindful minutes, as if they had just
 * started: the dashboard they come back to is a beginner's, minutes included.
 */
export async function clearProgress(tx: TQueryable, userId: number): Promise<void> {
  await deleteProgressOf(tx, userId);
  await deleteMemberPlays(tx, userId);
}
