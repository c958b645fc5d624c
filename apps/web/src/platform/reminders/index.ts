import { isNativePlatform } from '../platform';
import { loadNotificationPlugin } from './notification-plugin';
import { createReminderNotifications, type TReminderNotifications } from './reminder-notifications';

export type { TPermissionAnswer, TReminderNotifications, TReminderTexts } from './reminder-notifications';

/** Whether reminders come as this device's notifications (the apps) rather than by mail (the website). */
export function remindsByNotification(): boolean {
  // First the build's constant, so that the website's bundle drops every caller's native branch.
  return import.meta.env.VITE_APP_TARGET === 'native' && isNativePlatform();
}

/** The apps' reminder notifications; null on the website. */
export async function openReminderNotifications(): Promise<TReminderNotifications | null> {
  if (!remindsByNotification()) return null;
  return createReminderNotifications(await loadNotificationPlugin());
}
