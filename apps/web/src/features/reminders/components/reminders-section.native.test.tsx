import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TReminderSettings } from '@innerway/domain';
import { callsTo, mockApi, sentBody } from '../../../test/mock-api';
import { renderRoute } from '../../../test/render-route';
import { initTestI18n } from '../../../test/i18n';
import { fullUser } from '../../../test/users';
import { setPlatform } from '../../../platform/platform';
import { RemindersSection } from './reminders-section';

// The local notifications plugin, faked at its module boundary: what the system would be asked.
const notifications = vi.hoisted(() => ({
  checkPermissions: vi.fn(async () => ({ display: 'prompt' })),
  requestPermissions: vi.fn(async () => ({ display: 'granted' })),
  schedule: vi.fn(async () => ({ notifications: [] })),
  getPending: vi.fn(async () => ({ notifications: [] as { id: number }[] })),
  cancel: vi.fn(async () => undefined),
}));
vi.mock('@capacitor/local-notifications', () => ({ LocalNotifications: notifications }));

const off: TReminderSettings = { enabled: false, paused: false, days: [], time: '08:00', time_zone: null, channel: 'mail' };
const path = '/users/me';

beforeEach(async () => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
  vi.stubEnv('VITE_APP_TARGET', 'native');
  setPlatform('android');
  await initTestI18n('en');
});
afterEach(() => {
  setPlatform('web');
  vi.unstubAllEnvs();
});

describe('RemindersSection in the apps', () => {
  it('asks for permission when reminders are turned on, schedules the notifications and tells the server not to mail', async () => {
    const fetchMock = mockApi({
      'GET /users/8/reminders': { data: off },
      'PUT /users/8/reminders': { data: { ...off, enabled: true, days: [1, 2, 3, 4, 5, 6, 7], time_zone: 'UTC', channel: 'app' } },
    });
    renderRoute(<RemindersSection user={fullUser} />, { path, user: fullUser });
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Remind me' }));
    expect(notifications.requestPermissions).toHaveBeenCalledTimes(1);
    expect(screen.getByText('Reminders follow this phone’s clock.')).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Time zone' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Save reminders' }));
    expect(await screen.findByText('Your reminders were saved.')).toBeInTheDocument();
    expect(notifications.schedule).toHaveBeenCalledWith({
      notifications: expect.arrayContaining([
        expect.objectContaining({ id: 7101, title: 'A quiet moment for you', schedule: { on: { weekday: 2, hour: 8, minute: 0 }, allowWhileIdle: true } }),
      ]),
    });
    expect(sentBody(fetchMock, 'PUT /users/8/reminders')).toMatchObject({ enabled: true, channel: 'app' });
  });

  it('explains a refusal, keeps reminders off, and offers mail instead', async () => {
    notifications.requestPermissions.mockResolvedValueOnce({ display: 'denied' });
    const fetchMock = mockApi({
      'GET /users/8/reminders': { data: off },
      'PUT /users/8/reminders': { data: { ...off, enabled: true, days: [1, 2, 3, 4, 5, 6, 7], time_zone: 'UTC' } },
    });
    renderRoute(<RemindersSection user={fullUser} />, { path, user: fullUser });
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Remind me' }));
    expect(await screen.findByText(/Notifications are turned off for Innerway on this phone/)).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Remind me' })).not.toBeChecked();
    expect(callsTo(fetchMock, 'PUT /users/8/reminders')).toBe(0);

    await userEvent.click(screen.getByRole('button', { name: 'Send them by email instead' }));
    expect(screen.getByText(`By email to ${fullUser.email}.`)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save reminders' }));
    expect(await screen.findByText('Your reminders were saved.')).toBeInTheDocument();
    expect(sentBody(fetchMock, 'PUT /users/8/reminders')).toMatchObject({ enabled: true, channel: 'mail' });
    expect(notifications.schedule).not.toHaveBeenCalled();
  });
});
