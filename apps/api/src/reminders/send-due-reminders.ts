import { and, asc, eq, isNotNull, lt, lte } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Task } from 'graphile-worker';
import { isoDate, latestReminder, ReminderLimits } from '@innerway/domain';
import type { TConfig } from '../config.ts';
import type { Db } from '../db/client.ts';
import { reminderSends, reminderSettings, users } from '../db/schema.ts';
import { reminderMail } from '../mail/templates/reminder-mail.ts';
import { userLanguage } from '../user-record/user-language.ts';
import { nextMailDue } from './reminder-settings.ts';
import { reminderUnsubscribeLinks } from './unsubscribe-links.ts';

export interface ReminderRun {
  db: Db;
  mailer: FastifyInstance['mailer'];
  config: Pick<TConfig, 'appUrl' | 'productName' | 'reminderLinkSecret'>;
}

/** Rows handled per transaction: a long backlog (after an outage) is worked through in short ones. */
const BatchSize = 200;
const MsPerHour = 60 * 60 * 1000;
/** Sends older than the catch-up window cannot collide with a new one; a week's margin is kept. */
const KeepSendsDays = 8;

/**
 * Mails the reminders due at `now` (the task's clock, injectable for tests). A row is due once
 * its `next_due_at` has passed. Its latest reminder by the member's schedule is mailed if it is
 * no older than ReminderLimits.catchUpHours (a worker that was down sends what it missed within
 * that window, and skips what is older), and only once per member and local day: the send's key
 * (user, local date) is inserted with the mail in one transaction, so a second run, another
 * instance or a retried job finds it and sends nothing. Then the row's next mail is set from
 * `now`. Rows are claimed with SKIP LOCKED, so overlapping runs share the work.
 */
export async function sendDueReminders(run: ReminderRun, now: Date): Promise<number> {
  let sent = 0;
  for (;;) {
    const handled = await run.db.transaction(async (tx) => {
      const due = await tx
        .select({ settings: reminderSettings, user: users })
        .from(reminderSettings)
        .innerJoin(users, eq(users.id, reminderSettings.userId))
        .where(and(isNotNull(reminderSettings.nextDueAt), lte(reminderSettings.nextDueAt, now)))
        .orderBy(asc(reminderSettings.nextDueAt))
        .limit(BatchSize)
        .for('update', { of: reminderSettings, skipLocked: true });
      for (const { settings, user } of due) {
        const latest = latestReminder(settings, now);
        const inWindow =
          latest !== null &&
          latest.at.getTime() >= settings.nextDueAt!.getTime() &&
          now.getTime() - latest.at.getTime() <= ReminderLimits.catchUpHours * MsPerHour;
        // An address not verified yet may be someone else's: no mail goes there unasked.
        if (inWindow && user.isEmailVerified && !user.isDisabled) {
          const [fresh] = await tx
            .insert(reminderSends)
            .values({ userId: user.id, localDate: isoDate(latest.localDate) })
            .onConflictDoNothing()
            .returning({ userId: reminderSends.userId });
          if (fresh) {
            const links = reminderUnsubscribeLinks(run.config, user.id, now);
            const mail = reminderMail({
              language: userLanguage(user),
              productName: run.config.productName,
              name: user.name,
              link: `${run.config.appUrl}/`,
              unsubscribeLink: links.page,
            });
            await run.mailer.queue(tx, { to: user.email, ...mail, headers: links.headers });
            sent += 1;
          }
        }
        await tx.update(reminderSettings).set({ nextDueAt: nextMailDue(settings, now) }).where(eq(reminderSettings.userId, user.id));
      }
      return due.length;
    });
    if (handled < BatchSize) break;
  }
  const keepFrom = new Date(now.getTime() - KeepSendsDays * 24 * MsPerHour);
  await run.db.delete(reminderSends).where(lt(reminderSends.localDate, isoDate({ year: keepFrom.getUTCFullYear(), month: keepFrom.getUTCMonth() + 1, day: keepFrom.getUTCDate() })));
  return sent;
}

/** Graphile Worker runs it every minute (a cron item, so once per minute across every instance). */
export const reminderCronItem = { task: 'send_due_reminders', match: '* * * * *', identifier: 'send_due_reminders' } as const;

/** The job worker's task for `send_due_reminders`; `now` is the clock (the real one but in tests). */
export function sendDueRemindersTask(run: ReminderRun, now: () => Date = () => new Date()): Task {
  return async () => {
    await sendDueReminders(run, now());
  };
}
