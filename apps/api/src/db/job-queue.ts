import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { TLanguage } from '@innerway/domain';
import { Logger, runMigrations } from 'graphile-worker';
import type { TQueryable } from './client.ts';

/** Every job this server runs, by task name, with the payload it carries. */
export interface JobPayloads {
  /** An `outbox_mails` row to hand to the mail server (mail/deliver-mail.ts). */
  deliver_mail: { mailId: number };
  /** A forgot-password request, answered the same for every address (password/send-password-reset.ts). */
  send_password_reset: { email: string; language: TLanguage | null };
  /** An `in_app_purchases` row (Play) to acknowledge to Google Play (access/acknowledge-play-purchase.ts). */
  acknowledge_play_purchase: { purchaseId: number };
  /** A `data_exports` row to prepare: its file and the mail saying it is ready (data-export/prepare-data-export.ts). */
  prepare_data_export: { exportId: string };
  /** A data export's file to delete: it expired, was replaced, or its member left (data-export/remove-data-export.ts). */
  remove_data_export: { exportId: string };
  /** Every minute (a cron item): mails the reminders due (reminders/send-due-reminders.ts). */
  send_due_reminders: Record<string, unknown>;
  /** Every minute (a cron item): rolls up the partner report's counts for the members marked since (staff-partner/refresh-partner-rollup.ts). */
  refresh_partner_rollup: Record<string, unknown>;
  /** Every 10 minutes (a cron item): brings the insight rollups up to date (staff-insight/refresh-insight.ts). */
  refresh_insight: Record<string, unknown>;
  /** Every hour (a cron item): removes the studio's abandoned uploads (staff-media/clean-media-uploads.ts). */
  clean_media_uploads: Record<string, unknown>;
  /** Every hour (a cron item): removes the bundle previews kept past their expiry (content-bundles/bundle-uploads.ts). */
  clean_bundle_uploads: Record<string, unknown>;
}
type TJobName = keyof JobPayloads;

/**
 * Queues a job in one statement on the caller's connection: inside a transaction it commits or
 * rolls back with the caller's own writes, and its NOTIFY wakes a worker when it commits.
 * A failed run is retried after exp(attempt) seconds (2.7 s, 7.4 s, 20 s, ... capped at 6 h)
 * until `maxAttempts` runs have failed. `runAt` holds the job back until then.
 */
export async function addJob<Name extends TJobName>(
  db: TQueryable,
  name: Name,
  payload: JobPayloads[Name],
  { maxAttempts, runAt }: { maxAttempts: number; runAt?: Date },
): Promise<void> {
  await db.execute(
    sql`select graphile_worker.add_job(${name}, ${JSON.stringify(payload)}::json, run_at => ${runAt?.toISOString() ?? null}::timestamptz, max_attempts => ${maxAttempts}::int)`,
  );
}

/** Graphile Worker's own messages, through the app's logger (its debug chatter dropped). */
export function jobLogger(log: Pick<FastifyBaseLogger, 'error' | 'warn' | 'info'>): Logger {
  return new Logger(() => (level, message, meta) => {
    if (level === 'error') log.error(meta, message);
    else if (level === 'warning') log.warn(meta, message);
    else if (level === 'info') log.info(meta, message);
  });
}

/**
 * Installs or updates the queue's schema (`graphile_worker`) in the database of `connectionString`.
 * It uses a connection of its own and copes with several instances migrating at once, so it runs
 * after the app's migrations, outside the start-up lock.
 */
export async function migrateJobQueue(connectionString: string, log: Pick<FastifyBaseLogger, 'error' | 'warn' | 'info'>): Promise<void> {
  await runMigrations({ connectionString, maxPoolSize: 1, logger: jobLogger(log) });
}
