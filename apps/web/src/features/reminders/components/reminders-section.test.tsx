import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TReminderSettings } from '@innerway/domain';
import { callsTo, mockApi, sentBody } from '../../../test/mock-api';
import { renderRoute } from '../../../test/render-route';
import { initTestI18n } from '../../../test/i18n';
import { fullUser } from '../../../test/users';
import { RemindersSection } from './reminders-section';

const off: TReminderSettings = { enabled: false, paused: false, days: [], time: '08:00', time_zone: null, channel: 'mail' };
const on: TReminderSettings = { enabled: true, paused: false, days: [1, 3, 5], time: '07:45', time_zone: 'Europe/Paris', channel: 'mail' };

const path = '/users/me';
const renderSection = (user = fullUser) => renderRoute(<RemindersSection user={user} />, { path, user });

beforeEach(async () => {
  vi.unstubAllGlobals();
  await initTestI18n('en');
});

describe('RemindersSection', () => {
  it('is off until the member opts in, then saves the chosen days, time and the device’s time zone', async () => {
    const fetchMock = mockApi({
      'GET /users/8/reminders': { data: off },
      'PUT /users/8/reminders': { data: { ...on, time_zone: 'UTC', days: [1, 2, 3, 4, 5] } },
    });
    renderSection();
    expect(screen.getByRole('status')).toHaveTextContent('Loading your reminders');
    expect(await screen.findByText('Reminders are off.')).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Days' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save reminders' })).toBeDisabled();

    await userEvent.click(screen.getByRole('checkbox', { name: 'Remind me' }));
    const days = screen.getByRole('group', { name: 'Days' });
    // Every day is offered ticked; the member keeps the weekdays only.
    await userEvent.click(within(days).getByRole('checkbox', { name: 'Saturday' }));
    await userEvent.click(within(days).getByRole('checkbox', { name: 'Sunday' }));
    const time = screen.getByLabelText('Time');
    fireEvent.change(time, { target: { value: '' } });
    await userEvent.click(screen.getByRole('button', { name: 'Save reminders' }));
    expect(screen.getByText('Choose a time of day, such as 08:30.')).toBeInTheDocument();
    fireEvent.change(time, { target: { value: '07:45' } });
    expect(screen.getByRole('combobox', { name: 'Time zone' })).toHaveValue(Intl.DateTimeFormat().resolvedOptions().timeZone);
    expect(screen.getByText(`By email to ${fullUser.email}.`)).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Save reminders' }));
    expect(await screen.findByText('Your reminders were saved.')).toBeInTheDocument();
    expect(sentBody(fetchMock, 'PUT /users/8/reminders')).toEqual({
      enabled: true,
      paused: false,
      days: [1, 2, 3, 4, 5],
      time: '07:45',
      time_zone: Intl.DateTimeFormat().resolvedOptions().timeZone,
      channel: 'mail',
    });
    expect(screen.getByText('Reminders on Monday, Tuesday, Wednesday, Thursday, and Friday at 7:45 AM.')).toBeInTheDocument();
  });

  it('pauses and resumes without losing the schedule', async () => {
    const fetchMock = mockApi({
      'GET /users/8/reminders': { data: on },
      'PUT /users/8/reminders': [{ data: { ...on, paused: true } }, { data: on }],
    });
    renderSection();
    expect(await screen.findByText('Reminders on Monday, Wednesday, and Friday at 7:45 AM.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Pause reminders' }));
    expect(await screen.findByText(/Reminders are paused/)).toBeInTheDocument();
    expect(sentBody(fetchMock, 'PUT /users/8/reminders')).toEqual({ ...on, paused: true });
    await userEvent.click(screen.getByRole('button', { name: 'Resume reminders' }));
    expect(await screen.findByText('Reminders on Monday, Wednesday, and Friday at 7:45 AM.')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'PUT /users/8/reminders')).toBe(2);
  });

  it('asks for a day before saving, and says what the server refused', async () => {
    mockApi({
      'GET /users/8/reminders': { data: on },
      'PUT /users/8/reminders': { status: 400, code: 'reminders.time_zone_invalid' },
    });
    renderSection();
    const days = await screen.findByRole('group', { name: 'Days' });
    for (const name of ['Monday', 'Wednesday', 'Friday']) await userEvent.click(within(days).getByRole('checkbox', { name }));
    await userEvent.click(screen.getByRole('button', { name: 'Save reminders' }));
    expect(screen.getByText('Choose at least one day for your reminders.')).toBeInTheDocument();

    await userEvent.click(within(days).getByRole('checkbox', { name: 'Tuesday' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save reminders' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your reminders could not be saved: This time zone is not one we know. Choose a place from the list.',
    );
  });

  it('says when the settings cannot be loaded, and tries again', async () => {
    mockApi({ 'GET /users/8/reminders': [{ status: 503, code: 'server.unavailable' }, { data: off }] });
    renderSection();
    expect(await screen.findByRole('alert')).toHaveTextContent('Your reminders could not be loaded');
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('Reminders are off.')).toBeInTheDocument();
  });

  it('tells a member whose address is not verified yet that mail waits for it', async () => {
    mockApi({ 'GET /users/8/reminders': { data: on } });
    renderSection({ ...fullUser, is_email_verified: false });
    expect(await screen.findByText('We send reminders once your email address is verified.')).toBeInTheDocument();
  });
});
