import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// The plugin's module as the apps' bundle imports it, faked at that boundary: these machines run
// neither iOS nor Android. `pending` is what the system holds scheduled.
const plugin = vi.hoisted(() => {
  const pending: { id: number }[] = [];
  return {
    pending,
    LocalNotifications: {
      checkPermissions: vi.fn(async () => ({ display: 'prompt' as string })),
      requestPermissions: vi.fn(async () => ({ display: 'granted' as string })),
      schedule: vi.fn(async ({ notifications }: { notifications: { id: number }[] }) => {
        pending.push(...notifications.map(({ id }) => ({ id })));
        return { notifications };
      }),
      getPending: vi.fn(async () => ({ notifications: [...pending] })),
      cancel: vi.fn(async ({ notifications }: { notifications: { id: number }[] }) => {
        for (const { id } of notifications) pending.splice(pending.findIndex((held) => held.id === id), 1);
      }),
    },
  };
});
vi.mock('@capacitor/local-notifications', () => ({ LocalNotifications: plugin.LocalNotifications }));

const texts = { title: 'A quiet moment for you', body: 'A few minutes with Innerway, whenever suits you.' };

/** The module as the apps' build has it, on `platform`. */
async function load(platform: 'ios' | 'android' | 'web') {
  vi.stubEnv('VITE_APP_TARGET', 'native');
  vi.resetModules();
  const [{ setPlatform }, reminders] = await Promise.all([import('../platform'), import('./index')]);
  setPlatform(platform);
  return reminders;
}

beforeEach(() => {
  plugin.pending.length = 0;
  vi.clearAllMocks();
});
afterEach(() => vi.unstubAllEnvs());

describe('reminder notifications in the apps', () => {
  it('schedule one repeating notification per chosen day at the time, on Capacitor’s weekdays', async () => {
    const notifications = (await (await load('ios')).openReminderNotifications())!;
    await notifications.schedule([1, 3, 7], '07:45', texts);
    const [[{ notifications: scheduled }]] = plugin.LocalNotifications.schedule.mock.calls as unknown as [[{ notifications: unknown[] }]];
    expect(scheduled).toEqual([
      { id: 7101, ...texts, schedule: { on: { weekday: 2, hour: 7, minute: 45 }, allowWhileIdle: true }, isExactNotification: false },
      { id: 7103, ...texts, schedule: { on: { weekday: 4, hour: 7, minute: 45 }, allowWhileIdle: true }, isExactNotification: false },
      { id: 7107, ...texts, schedule: { on: { weekday: 1, hour: 7, minute: 45 }, allowWhileIdle: true }, isExactNotification: false },
    ]);
  });

  it('replace what was scheduled when the days change, and cancel only their own', async () => {
    // Neighbours of the reminders' block, and another of the app's own notifications.
    plugin.pending.push({ id: 42 }, { id: 7100 }, { id: 7108 });
    const notifications = (await (await load('android')).openReminderNotifications())!;
    await notifications.schedule([1, 2, 3], '08:00', texts);
    await notifications.schedule([5], '21:30', texts);
    expect(plugin.pending.map(({ id }) => id).sort()).toEqual([42, 7100, 7105, 7108]);
    await notifications.cancel();
    expect(plugin.pending).toEqual([{ id: 42 }, { id: 7100 }, { id: 7108 }]);
  });

  it('ask for permission only when the system has not been asked, and report a refusal', async () => {
    const notifications = (await (await load('ios')).openReminderNotifications())!;
    expect(await notifications.askPermission()).toBe('granted');
    expect(plugin.LocalNotifications.requestPermissions).toHaveBeenCalledTimes(1);

    plugin.LocalNotifications.checkPermissions.mockResolvedValueOnce({ display: 'denied' });
    expect(await notifications.askPermission()).toBe('denied');
    expect(plugin.LocalNotifications.requestPermissions).toHaveBeenCalledTimes(1);

    plugin.LocalNotifications.requestPermissions.mockResolvedValueOnce({ display: 'denied' });
    expect(await notifications.askPermission()).toBe('denied');

    plugin.LocalNotifications.checkPermissions.mockResolvedValueOnce({ display: 'granted' });
    expect(await notifications.askPermission()).toBe('granted');
    expect(plugin.LocalNotifications.requestPermissions).toHaveBeenCalledTimes(2);
  });

  it('are not there on the website, which reminds by mail', async () => {
    const reminders = await load('web');
    expect(reminders.remindsByNotification()).toBe(false);
    expect(await reminders.openReminderNotifications()).toBeNull();
    expect(plugin.LocalNotifications.checkPermissions).not.toHaveBeenCalled();
  });
});
