import { minutesOfDay } from '@innerway/domain';
import type { TNotificationPlugin, TWeeklyNotification } from './notification-plugin';

/** One id per weekday, in a block of the app's own: 7101 (Monday) to 7107 (Sunday). */
const idBase = 7100;
const reminderIds = [1, 2, 3, 4, 5, 6, 7].map((day) => idBase + day);

export interface TReminderTexts {
  title: string;
  body: string;
}

/** What asking for permission came to: shown, or refused (then the screen explains where to allow it). */
export type TPermissionAnswer = 'granted' | 'denied';

export interface TReminderNotifications {
  /** Asks the system when it has not been asked yet; 'denied' when the member or the settings say no. */
  askPermission(): Promise<TPermissionAnswer>;
  /**
   * Replaces the app's reminders by repeating ones on `days` (ISO, 1 Monday to 7 Sunday) at
   * `time` ('HH:MM') on this phone's clock; none when `days` is empty.
   */
  schedule(days: readonly number[], time: string, texts: TReminderTexts): Promise<void>;
  /** Cancels every reminder this app scheduled. */
  cancel(): Promise<void>;
}

/** ISO weekday (1 Monday .. 7 Sunday) to Capacitor's (1 Sunday .. 7 Saturday). */
const capacitorWeekday = (isoDay: number) => (isoDay % 7) + 1;

export function createReminderNotifications(plugin: TNotificationPlugin): TReminderNotifications {
  async function cancel() {
    const { notifications } = await plugin.getPending();
    const ours = notifications.filter((notification) => reminderIds.includes(notification.id));
    if (ours.length > 0) await plugin.cancel({ notifications: ours.map(({ id }) => ({ id })) });
  }

  return {
    async askPermission() {
      const { display } = await plugin.checkPermissions();
      if (display === 'granted') return 'granted';
      if (display === 'denied') return 'denied';
      const asked = await plugin.requestPermissions();
      return asked.display === 'granted' ? 'granted' : 'denied';
    },
    async schedule(days, time, texts) {
      const minutes = minutesOfDay(time);
      if (minutes === null) throw new Error(`not a time of day: ${time}`);
      await cancel();
      if (days.length === 0) return;
      const notifications: TWeeklyNotification[] = days.map((day) => ({
        id: idBase + day,
        title: texts.title,
        body: texts.body,
        schedule: { on: { weekday: capacitorWeekday(day), hour: Math.floor(minutes / 60), minute: minutes % 60 }, allowWhileIdle: true },
        isExactNotification: false,
      }));
      await plugin.schedule({ notifications });
    },
    cancel,
  };
}
