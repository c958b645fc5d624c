/**
 * The part of @capacitor/local-notifications the reminders use, as a small interface: the unit
 * tests drive the scheduling with a fake of it (these machines run neither iOS nor Android).
 */
type TNotificationPermission = 'granted' | 'denied' | 'prompt' | 'prompt-with-rationale';

export interface TWeeklyNotification {
  id: number;
  title: string;
  body: string;
  /** Capacitor's weekday: 1 (Sunday) to 7 (Saturday). */
  schedule: { on: { weekday: number; hour: number; minute: number }; allowWhileIdle: boolean };
  /** Android: an inexact alarm, so that no 'Alarms & reminders' settings screen is opened for a gentle nudge. */
  isExactNotification: false;
}

export interface TNotificationPlugin {
  checkPermissions(): Promise<{ display: TNotificationPermission }>;
  requestPermissions(): Promise<{ display: TNotificationPermission }>;
  schedule(options: { notifications: TWeeklyNotification[] }): Promise<unknown>;
  getPending(): Promise<{ notifications: readonly { id: number }[] }>;
  cancel(options: { notifications: { id: number }[] }): Promise<void>;
}

/**
 * Loads the plugin. Only the apps' bundle contains it: in the website's build the condition is
 * the constant `false`, so the bundler drops the import and the package with it.
 */
export async function loadNotificationPlugin(): Promise<TNotificationPlugin> {
  if (import.meta.env.VITE_APP_TARGET !== 'native') throw new Error('Local notifications exist only in the apps');
  const { LocalNotifications } = await import('@capacitor/local-notifications');
  // Wrapped, never returned itself: a plugin is a proxy that answers every property, `then`
  // included, so resolving a promise with it would call a native `then` that does not exist.
  return {
    checkPermissions: () => LocalNotifications.checkPermissions(),
    requestPermissions: () => LocalNotifications.requestPermissions(),
    schedule: (options) => LocalNotifications.schedule(options),
    getPending: () => LocalNotifications.getPending(),
    cancel: (options) => LocalNotifications.cancel(options),
  };
}
