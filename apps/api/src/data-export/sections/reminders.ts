import { asc, eq } from 'drizzle-orm';
import { reminderSends } from '../../db/schema.ts';
import { readReminderSettings } from '../../reminders/reminder-settings.ts';
import type { TSectionCollector } from './section.ts';

/** The member's reminder schedule as their account screen shows it, and the days a reminder was mailed. */
export const collectReminders: TSectionCollector = async (db, userId) => {
  const settings = await readReminderSettings(db, userId);
  const sent = await db
    .select({ local_date: reminderSends.localDate, sent_at: reminderSends.createdAt })
    .from(reminderSends)
    .where(eq(reminderSends.userId, userId))
    .orderBy(asc(reminderSends.localDate));
  return { settings: { ...settings, days: [...settings.days] }, sent };
};
