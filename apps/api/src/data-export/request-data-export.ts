import { eq, sql } from 'drizzle-orm';
import type { TDataExport } from '@innerway/domain';
import type { Db } from '../db/client.ts';
import { addJob } from '../db/job-queue.ts';
import { dataExports, users } from '../db/schema.ts';
import { conflict } from '../http/app-error.ts';
import { toDataExportReply } from './data-export-reply.ts';
import { newExportId } from './export-files.ts';

/**
 * Preparing reads every table of the member's and may fail for a passing reason (the database
 * restarting): a few tries, then the export says `failed` and the member may ask again.
 */
const PrepareAttempts = 3;
/** Deleting a file fails only if the disk does; it is retried for hours before it is given up. */
export const RemoveAttempts = 10;

/**
 * A member asks for their data: the export is recorded `preparing` and its job queued in one
 * transaction, and the request answers at once. One at a time: while one is being prepared,
 * another is 409 `data_export.in_progress`. A new export replaces the previous one, whose file
 * the job queue deletes.
 */
export async function requestDataExport(db: Db, userId: number): Promise<TDataExport> {
  return db.transaction(async (tx) => {
    // Two requests at once queue here: the second sees the first's export.
    await tx.execute(sql`select 1 from ${users} where ${users.id} = ${userId} for update`);
    const [previous] = await tx.select().from(dataExports).where(eq(dataExports.userId, userId));
    if (previous?.state === 'preparing') throw conflict('data_export.in_progress');
    if (previous) {
      await tx.delete(dataExports).where(eq(dataExports.id, previous.id));
      await addJob(tx, 'remove_data_export', { exportId: previous.id }, { maxAttempts: RemoveAttempts });
    }
    const [row] = await tx.insert(dataExports).values({ id: newExportId(), userId }).returning();
    await addJob(tx, 'prepare_data_export', { exportId: row!.id }, { maxAttempts: PrepareAttempts });
    return toDataExportReply(row!, new Date());
  });
}
