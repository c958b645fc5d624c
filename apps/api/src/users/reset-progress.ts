import type { Db } from '../db/client.ts';
import { notFound } from '../http/app-error.ts';
import { deleteProgressOf } from '../progress/delete-progress.ts';
import { findUserById } from '../user-record/find-user.ts';

/** Clears a user's progress, assessments and assessment views, as if they had just started. */
export async function resetProgress(db: Db, userId: number): Promise<void> {
  if (!(await findUserById(db, userId))) throw notFound();
  await deleteProgressOf(db, userId);
}
