import type { TReminderSettingsUpdate } from '@innerway/domain';
import { openReminderNotifications, type TPermissionAnswer, type TReminderTexts } from '../../../platform/reminders';

/**
 * The device's part of saving reminders. In the apps, reminders delivered by notification are
 * scheduled on the phone (repeating, on its clock) and any others cancelled, so that a member
 * who moves to mail gets no notification as well. On the website there is nothing to do.
 */
export async function applyOnDevice(settings: TReminderSettingsUpdate, texts: TReminderTexts): Promise<void> {
  const notifications = await openReminderNotifications();
  if (!notifications) return;
  if (settings.channel === 'app' && settings.enabled && !settings.paused) await notifications.schedule(settings.days, settings.time, texts);
  else await notifications.cancel();
}

/** Asked when the member turns reminders on in the apps; the website needs no permission to mail. */
export async function askNotificationPermission(): Promise<TPermissionAnswer> {
  const notifications = await openReminderNotifications();
  return notifications ? notifications.askPermission() : 'granted';
}
