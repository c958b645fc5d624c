import type { FastifyInstance } from 'fastify';
import type { Task } from 'graphile-worker';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { isDataExportOffered } from '@innerway/domain';
import type { Db } from '../db/client.ts';
import type { JobPayloads } from '../db/job-queue.ts';
import { dataExports } from '../db/schema.ts';
import { removeExportFile } from './export-files.ts';

/**
 * Deletes an export's file: when it expires (the row then says `expired`), when a new export
 * replaced it, or when its member deleted their account (the row is gone in both). A ready
 * export still offered is kept: the job ran early by this server's clock, and is tried again.
 */
async function removeDataExport(db: Db, dataDir: string, exportId: string, now: Date): Promise<void> {
  const [row] = await db.select().from(dataExports).where(eq(dataExports.id, exportId));
  if (row?.state === 'ready' && row.expiresAt && isDataExportOffered(row.expiresAt, now)) {
    throw new Error('data export not expired yet');
  }
  await removeExportFile(dataDir, exportId);
  if (row?.state === 'ready') {
    await db.update(dataExports).set({ state: 'expired' }).where(and(eq(dataExports.id, exportId), eq(dataExports.state, 'ready')));
  }
}

const ZRemoveDataExport = z.object({ exportId: z.string() }) satisfies z.ZodType<JobPayloads['remove_data_export']>;

/** The job worker's task for `remove_data_export` jobs. */
export function removeDataExportTask({ db, config }: Pick<FastifyInstance, 'config'> & { db: Db }): Task {
  return async (payload) => {
    const { exportId } = ZRemoveDataExport.parse(payload);
    await removeDataExport(db, config.dataDir, exportId, new Date());
  };
}
