import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Task } from 'graphile-worker';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { dataExportExpiresAt } from '@innerway/domain';
import type { Db } from '../db/client.ts';
import { addJob, type JobPayloads } from '../db/job-queue.ts';
import { dataExports } from '../db/schema.ts';
import { findUserById } from '../user-record/find-user.ts';
import { userLanguage } from '../user-record/user-language.ts';
import { collectExport } from './collect-export.ts';
import { dataExportReadyMail } from './data-export-ready-mail.ts';
import { removeExportFile, writeExportFile } from './export-files.ts';
import { packageExport } from './package-export.ts';
import { RemoveAttempts } from './request-data-export.ts';

type TPrepareDeps = Pick<FastifyInstance, 'config' | 'mailer'> & { db: Db; log: Pick<FastifyBaseLogger, 'error'> };

/** The path a ready mail leads to: the account screen, at the export's section. */
const dataExportScreenPath = '/users/me?data_export=1';

/**
 * Prepares an export asked for: reads the member's data in one snapshot, writes the zip, and
 * in one transaction marks it ready (offered until the domain's date), queues its deletion for
 * that date and the mail saying it is ready. An export replaced or a member gone meanwhile
 * leaves nothing behind.
 */
async function prepareDataExport({ db, config, mailer }: TPrepareDeps, exportId: string): Promise<void> {
  const [row] = await db.select().from(dataExports).where(and(eq(dataExports.id, exportId), eq(dataExports.state, 'preparing')));
  if (!row) return;
  const user = await findUserById(db, row.userId);
  if (!user) return;
  const language = userLanguage(user);
  const document = await collectExport(db, user.id, new Date(), { journalKeys: config.journalKeys });
  const bytes = packageExport(document, { language, productName: config.productName });
  await writeExportFile(config.dataDir, exportId, bytes);

  const readyAt = new Date();
  const expiresAt = dataExportExpiresAt(readyAt);
  const marked = await db.transaction(async (tx) => {
    const [ready] = await tx
      .update(dataExports)
      .set({ state: 'ready', readyAt, expiresAt, sizeBytes: bytes.byteLength })
      .where(and(eq(dataExports.id, exportId), eq(dataExports.state, 'preparing')))
      .returning({ id: dataExports.id });
    if (!ready) return false;
    await addJob(tx, 'remove_data_export', { exportId }, { maxAttempts: RemoveAttempts, runAt: expiresAt });
    const mail = dataExportReadyMail({
      language,
      productName: config.productName,
      name: user.name,
      link: `${config.appUrl}${dataExportScreenPath}`,
      expiresAt,
    });
    await mailer.queue(tx, { to: user.email, ...mail });
    return true;
  });
  if (!marked) await removeExportFile(config.dataDir, exportId);
}

/** After the last attempt the export says `failed` (the screen offers to try again), and no file is left. */
async function markFailed({ db, config, log }: TPrepareDeps, exportId: string, error: unknown): Promise<void> {
  await db
    .update(dataExports)
    .set({ state: 'failed' })
    .where(and(eq(dataExports.id, exportId), eq(dataExports.state, 'preparing')));
  await removeExportFile(config.dataDir, exportId);
  log.error({ exportId, err: error }, 'data export not prepared: the last attempt failed');
}

const ZPrepareDataExport = z.object({ exportId: z.string() }) satisfies z.ZodType<JobPayloads['prepare_data_export']>;

/** The job worker's task for `prepare_data_export` jobs. */
export function prepareDataExportTask(deps: TPrepareDeps): Task {
  return async (payload, { job }) => {
    const { exportId } = ZPrepareDataExport.parse(payload);
    try {
      await prepareDataExport(deps, exportId);
    } catch (error) {
      if (job.attempts < job.max_attempts) throw error;
      await markFailed(deps, exportId, error);
    }
  };
}
