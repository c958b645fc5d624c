import type { FastifyInstance } from 'fastify';
import type { TUnsubscribeLink } from '@innerway/domain';
import { AppError, forbidden } from '../http/app-error.ts';
import { findUserById } from '../user-record/find-user.ts';
import { userLanguage } from '../user-record/user-language.ts';
import { readReminderSettings, turnRemindersOff } from './reminder-settings.ts';
import { readUnsubscribeToken } from './unsubscribe-token.ts';

type TApp = Pick<FastifyInstance, 'db' | 'config'>;

/** What the unsubscribe page shows before its button: whether the link works, and in whose language. */
export async function checkUnsubscribeLink(app: TApp, token: string, now: Date): Promise<TUnsubscribeLink> {
  const read = readUnsubscribeToken(app.config.reminderLinkSecret, token, now);
  // A deleted account's link is as good as made up: it names no one.
  const user = read.state === 'valid' ? await findUserById(app.db, read.userId) : null;
  if (read.state !== 'valid' || !user) return { state: read.state === 'expired' ? 'expired' : 'invalid', reminders_on: false, language: null };
  const settings = await readReminderSettings(app.db, user.id);
  return { state: 'valid', reminders_on: settings.enabled, language: userLanguage(user) };
}

/**
 * Turns the link's member's reminders off (the page's button, or the mail client's one-click
 * POST); the chosen days and time stay for a later return. Saying it twice is fine. A tampered
 * link is 403 `reminders.link_invalid`, an old one 410 `reminders.link_expired`.
 */
export async function unsubscribeWithLink(app: TApp, token: string, now: Date): Promise<TUnsubscribeLink> {
  const read = readUnsubscribeToken(app.config.reminderLinkSecret, token, now);
  if (read.state === 'expired') throw new AppError(410, 'reminders.link_expired');
  const user = read.state === 'valid' ? await findUserById(app.db, read.userId) : null;
  if (!user) throw forbidden('reminders.link_invalid');
  await turnRemindersOff(app.db, user.id);
  return { state: 'valid', reminders_on: false, language: userLanguage(user) };
}
