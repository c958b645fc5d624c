import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import type pg from 'pg';
import { parseCronItems, run, type CronItem, type Runner, type TaskList } from 'graphile-worker';
import { z } from 'zod';
import { createDb, type Db } from '../db/client.ts';
import { deliverMail, type MailDelivery } from '../mail/deliver-mail.ts';
import { createSmtpTransport } from '../mail/mail-transport.ts';
import { jobLogger, type JobPayloads } from '../db/job-queue.ts';

const ZDeliverMail = z.object({ mailId: z.number().int() }) satisfies z.ZodType<JobPayloads['deliver_mail']>;

interface JobWorkerOptions {
  /** This worker's own pool (JOB_POOL_SIZE connections). */
  pool: pg.Pool;
  /** The jobs of the features above this folder, run on the worker's own database handle. */
  tasks: (db: Db) => TaskList;
  /** Tasks run on a schedule, each once per time across every instance (Graphile Worker's cron). */
  cron?: CronItem[];
}

/** Mail is small work that waits on other servers: a few at once keep one slow server from holding up the rest. */
const CONCURRENCY = 4;
/**
 * The size of the worker's own pool: one connection in LISTEN and one per job, though a job
 * holds one only to be claimed and settled, never while it waits on another server.
 */
export const JOB_POOL_SIZE = CONCURRENCY + 1;
/**
 * Stopping waits for the running jobs; after this long it aborts those still waiting on another
 * server (deliverMail gives the attempt up), well within the server's shutdown grace.
 */
const STOP_ABORT_MS = 3_000;

/**
 * Runs the queued jobs in this process, on `pool` (its own, JOB_POOL_SIZE connections).
 * Every instance runs one; a job is claimed with SKIP LOCKED, so each runs once. Started when the
 * app is ready and stopped when it closes, after the jobs in progress end.
 */
const jobWorkerPlugin: FastifyPluginAsync<JobWorkerOptions> = async (app, { pool, tasks, cron = [] }) => {
  const { config } = app;
  const mail: MailDelivery = {
    // The worker's own pool: mail delivery never takes a connection a request waits for.
    db: createDb(pool),
    log: app.log,
    transport: config.smtpUrl ? createSmtpTransport(config.smtpUrl, config.mailFrom, config.mailDelivery.timeoutMs) : null,
    keepBody: config.appEnv === 'local',
  };
  const taskList: TaskList = {
    deliver_mail: async (payload, { job, abortSignal }) => {
      const { mailId } = ZDeliverMail.parse(payload);
      await deliverMail(mail, mailId, { attempt: job.attempts, maxAttempts: job.max_attempts, signal: abortSignal });
    },
    ...tasks(mail.db),
  };

  let runner: Runner | undefined;
  app.addHook('onReady', async () => {
    runner = await run({
      pgPool: pool,
      taskList,
      concurrency: CONCURRENCY,
      // The server's own SIGTERM handling closes the app, which stops the worker (server.ts).
      noHandleSignals: true,
      // The schedules given, never a crontab file from the working directory.
      parsedCronItems: parseCronItems(cron),
      logger: jobLogger(app.log),
      gracefulShutdownAbortTimeout: STOP_ABORT_MS,
    });
    // Settles only when the worker stops; a failure it cannot recover from is logged, not thrown.
    runner.promise.catch((error: unknown) => app.log.error({ err: error }, 'the job worker stopped'));
  });
  app.addHook('onClose', async () => {
    await runner?.stop();
  });
};

export default fp(jobWorkerPlugin, { name: 'job-worker' });
