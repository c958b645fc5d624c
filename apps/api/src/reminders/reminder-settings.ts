import { eq } from 'drizzle-orm';
import { nextReminder, type TReminderSettings, type TReminderSettingsChange } from '@innerway/domain';
import type { TQueryable } from '../db/client.ts';
import { reminderSettings } from '../db/schema.ts';

type TSettingsRow = typeof reminderSettings.$inferSelect;

/** What a member who never saved reminders sees: off, nothing chosen, their zone not known yet. */
const unsaved: TReminderSettings = { enabled: false, paused: false, days: [], time: '08:00', time_zone: null, channel: 'mail' };

function toReply(row: TSettingsRow): TReminderSettings {
  return { enabled: row.enabled, paused: row.paused, days: row.days, time: row.time, time_zone: row.timeZone, channel: row.channel };
}

/**
 * A member's reminder settings, as they see them on the account screen. The one reading of them:
 * the data export takes them from here too.
 */
export async function readReminderSettings(db: TQueryable, userId: number): Promise<TReminderSettings> {
  const [row] = await db.select().from(reminderSettings).where(eq(reminderSettings.userId, userId));
  return row ? toReply(row) : unsaved;
}

/**
 * When the server next mails this schedule: only while it is on, not paused and delivered by
 * mail (the app schedules its own notifications). From `now`, so a time already past today
 * waits for its next day.
 */
export function nextMailDue(settings: Pick<TSettingsRow, 'enabled' | 'paused' | 'channel' | 'days' | 'time' | 'timeZone'>, now: Date): Date | null {
  if (!settings.enabled || settings.paused || settings.channel !== 'mail') return null;
  return nextReminder(settings, now)?.at ?? null;
}

/** Saves the whole schedule (the shared schema has checked it) and when its next mail is due. */
export async function saveReminderSettings(
  db: TQueryable,
  userId: number,
  update: TReminderSettingsChange,
  now: Date,
): Promise<TReminderSettings> {
  const values = {
    enabled: update.enabled,
    paused: update.paused,
    days: update.days,
    time: update.time,
    timeZone: update.time_zone,
    channel: update.channel,
  };
  const nextDueAt = nextMailDue(values, now);
  const [row] = await db
    .insert(reminderSettings)
    .values({ userId, ...values, nextDueAt })
    .onConflictDoUpdate({ target: reminderSettings.userId, set: { ...values, nextDueAt } })
    .returning();
  return toReply(row!);
}

/** Turns reminders off and keeps the chosen days and time, for turning them on again. */
export async function turnRemindersOff(db: TQueryable, userId: number): Promise<void> {
  await db.update(reminderSettings).set({ enabled: false, nextDueAt: null }).where(eq(reminderSettings.userId, userId));
}
