import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18n from 'i18next';
import { callsTo, mockApi, sentBody } from '../../../test/mock-api';
import { renderRoute } from '../../../test/render-route';
import { initTestI18n } from '../../../test/i18n';
import { testUser } from '../../auth/test/test-user';
import { startNative } from '../../../platform/native-start';
import { setPlatform, type TPlatform } from '../../../platform/platform';
import { fakeNativePlugins } from '../../../platform/test/fake-plugins';
import AccountRoute from './account-route';

// The reminders section loads its settings with the screen (features/reminders).
const remindersOff = {
  'GET /users/7/reminders': { data: { enabled: false, paused: false, days: [], time: '08:00', time_zone: null, channel: 'mail' } },
};
/** Nothing but that read was asked of the server. */
const expectOnlyRemindersRead = (fetchMock: ReturnType<typeof mockApi>) =>
  expect(fetchMock.mock.calls.map(([input]) => new URL(String(input), 'http://localhost').pathname)).toEqual(
    fetchMock.mock.calls.map(() => '/api/users/7/reminders'),
  );

// The Gift Cards section loads and tests itself (features/gift-cards); here it only has to be there.
vi.mock('../../gift-cards', () => ({ GiftCardsSection: () => <section aria-label="Gift Cards" /> }));
// So does the data export section (features/data-export).
vi.mock('../../data-export', () => ({ DataExportSection: () => <section aria-label="Your data" /> }));

beforeEach(async () => {
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  setPlatform('web');
  await initTestI18n('en');
});

/** The screen as the app on `platform` shows it, with fakes of the native plugins. */
async function startApp(platform: TPlatform) {
  vi.stubEnv('VITE_APP_TARGET', 'native');
  const fake = fakeNativePlugins(platform);
  await startNative(fake.plugins);
  return fake.plugins;
}

const path = '/users/me';

describe('account screen', () => {
  it('shows the trial status with the way to unlock, and no admin section', () => {
    renderRoute(<AccountRoute />, { path, user: testUser });
    expect(screen.getByRole('region', { name: 'Gift Cards' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Your data' })).toBeInTheDocument();
    expect(screen.getByText('Trial User')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Unlock full access' })).toHaveAttribute('href', '/users/me?subscribe=1');
    expect(screen.queryByText('For Admin Only')).not.toBeInTheDocument();
  });

  it('shows admins their section and the institution when linked', () => {
    renderRoute(<AccountRoute />, { path, user: { ...testUser, is_admin: true, institution_id: 3, institution_name: 'Riverside College' } });
    expect(screen.getByText('Admin')).toBeInTheDocument();
    expect(screen.getByText('Riverside College')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'For Admin Only' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reset Progress' })).toBeInTheDocument();
  });

  it("asks admins before resetting their progress, and resets it on 'Yes'", async () => {
    const fetchMock = mockApi({ ...remindersOff,  'GET /users/7/reset_progress': { data: null } });
    renderRoute(<AccountRoute />, { path, user: { ...testUser, is_admin: true } });
    await userEvent.click(screen.getByRole('button', { name: 'Reset Progress' }));
    let dialog = await screen.findByRole('dialog', { name: 'Reset your progress?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Reset Progress' })).toHaveFocus());
    expectOnlyRemindersRead(fetchMock);

    await userEvent.click(screen.getByRole('button', { name: 'Reset Progress' }));
    dialog = await screen.findByRole('dialog', { name: 'Reset your progress?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes, reset my progress' }));
    expect(await screen.findByText('Your progress was reset.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('edits the profile, and Cancel puts the fields back', async () => {
    renderRoute(<AccountRoute />, { path, user: testUser });
    await userEvent.click(screen.getByRole('button', { name: 'Edit' }));
    const name = await screen.findByLabelText('Name');
    await waitFor(() => expect(name).toHaveFocus());
    expect(name).toHaveAttribute('maxlength', '200');
    await userEvent.clear(name);
    await userEvent.type(name, 'Someone Else');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByText('Sam Rivera')).toBeInTheDocument();
    expect(screen.queryByText('Your changes were saved.')).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Edit' })).toHaveFocus());
    await userEvent.click(screen.getByRole('button', { name: 'Edit' }));
    expect(screen.getByLabelText('Name')).toHaveValue('Sam Rivera');
  });

  it('validates and saves the profile, then returns to view mode', async () => {
    const fetchMock = mockApi({ ...remindersOff,  'PUT /users/7': { data: { ...testUser, name: 'Sam R.', marketing_opt_in: true } } });
    renderRoute(<AccountRoute />, { path, user: testUser });
    await userEvent.click(screen.getByRole('button', { name: 'Edit' }));
    await userEvent.clear(await screen.findByLabelText('Name'));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Oops, you need to enter your name and email!');
    expect(screen.getByLabelText('Name')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Name')).toHaveAttribute('aria-describedby', screen.getByRole('alert').id);
    expect(screen.getByLabelText('Name')).toHaveAccessibleDescription('Oops, you need to enter your name and email!');
    expect(screen.getByLabelText('Email')).not.toHaveAttribute('aria-describedby');

    await userEvent.type(screen.getByLabelText('Name'), 'Sam R.');
    await userEvent.click(screen.getByRole('checkbox', { name: /occasional emails/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Sam R.')).toBeInTheDocument();
    expect(screen.getByText('Your changes were saved.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Edit' })).toHaveFocus());
    expect(sentBody(fetchMock, 'PUT /users/7')).toEqual({ name: 'Sam R.', email: 'sam@example.com', marketing_opt_in: true });
  });

  it('switches the interface language at once and saves the preference', async () => {
    const fetchMock = mockApi({ ...remindersOff,  'PUT /users/7': { data: { ...testUser, preferred_language: 'fr' } } });
    renderRoute(<AccountRoute />, { path, user: testUser });
    await userEvent.click(screen.getByRole('radio', { name: 'Français' }));
    await waitFor(() => expect(i18n.language).toBe('fr'));
    expect(await screen.findByRole('heading', { name: 'Profil' })).toBeInTheDocument();
    expect(window.localStorage.getItem('preferred_language')).toBe('fr');
    await waitFor(() => expect(sentBody(fetchMock, 'PUT /users/7')).toEqual({ preferred_language: 'fr' }));
  });

  it('deletes the account only after two confirmations', async () => {
    window.localStorage.setItem('innerway_first_time', '1');
    window.localStorage.setItem('preferred_language', 'en');
    window.sessionStorage.setItem('innerway_verification_banner_dismissed', '1');
    const fetchMock = mockApi({ ...remindersOff,  'DELETE /users/7': { data: null } });
    const { queryClient } = renderRoute(<AccountRoute />, { path, user: testUser });
    await userEvent.click(screen.getByRole('button', { name: 'Delete Account' }));

    let dialog = await screen.findByRole('dialog', { name: 'Do you really want to delete your account?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes' }));
    dialog = await screen.findByRole('dialog', { name: 'Are you really sure?' });
    expectOnlyRemindersRead(fetchMock);
    // The focused 'Yes' is gone: focus lands on the safe 'No', which says the new question.
    const no = within(dialog).getByRole('button', { name: 'No' });
    expect(no).toHaveFocus();
    expect(no).toHaveAccessibleDescription(
      'Are you really sure? Your progress, answers and settings will be deleted, and this cannot be undone.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes, proceed now' }));

    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
    expect(callsTo(fetchMock, 'DELETE /users/7')).toBe(1);
    expect(queryClient.getQueryData(['session'])).toBeNull();
    expect(window.localStorage.getItem('innerway_first_time')).toBeNull();
    expect(window.sessionStorage.getItem('innerway_verification_banner_dismissed')).toBeNull();
    expect(window.localStorage.getItem('preferred_language')).toBe('en');
  });

  it("offers neither 'Write a Review' nor 'Request Account Deletion' on the website", () => {
    renderRoute(<AccountRoute />, { path, user: testUser });
    expect(screen.getByRole('link', { name: 'Logout' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Write a Review' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Request Account Deletion' })).not.toBeInTheDocument();
  });

  it.each(['ios', 'android'] as const)("offers 'Write a Review' in the %s app, through the store's review sheet", async (platform) => {
    const plugins = await startApp(platform);
    renderRoute(<AccountRoute />, { path, user: testUser });
    await userEvent.click(screen.getByRole('button', { name: 'Write a Review' }));
    expect(plugins.review.requestReview).toHaveBeenCalledTimes(1);
  });

  // The spec says iOS only; Google Play requires an in-app deletion path as well (a departure,
  // docs/architecture.md). The profile's own deletion stays in the apps as on the website.
  it.each(['ios', 'android'] as const)("leads 'Request Account Deletion' in the %s app to the deletion questions", async (platform) => {
    await startApp(platform);
    const fetchMock = mockApi({ ...remindersOff, });
    renderRoute(<AccountRoute />, { path, user: testUser });
    expect(screen.getByRole('button', { name: 'Delete Account' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Request Account Deletion' }));
    const dialog = await screen.findByRole('dialog', { name: 'Do you really want to delete your account?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'No' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expectOnlyRemindersRead(fetchMock);
  });

  it('closes the deletion popup on No without deleting', async () => {
    const fetchMock = mockApi({ ...remindersOff, });
    renderRoute(<AccountRoute />, { path, user: testUser });
    await userEvent.click(screen.getByRole('button', { name: 'Delete Account' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'No' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Delete Account' })).toHaveFocus());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expectOnlyRemindersRead(fetchMock);
  });

  it('sends a password-change link to the account address', async () => {
    const fetchMock = mockApi({ ...remindersOff,  'POST /password/email': { data: null } });
    renderRoute(<AccountRoute />, { path, user: testUser });
    await userEvent.click(screen.getByRole('button', { name: 'Change Password' }));
    expect(await screen.findByText(/We sent a link to sam@example.com/)).toBeInTheDocument();
    expect(sentBody(fetchMock, 'POST /password/email')).toEqual({ email: 'sam@example.com', anonymous_locale: 'en' });
  });

  it("opens the subscribe prompt from 'Unlock full access' (?subscribe=1)", async () => {
    mockApi({ ...remindersOff,  'GET /users/7/gift_cards': { data: { purchased_gift_cards: [], redeemable_gift_card: null } } });
    renderRoute(<AccountRoute />, { path, url: `${path}?subscribe=1`, user: testUser });
    const dialog = await screen.findByRole('dialog', { name: 'Get full access' });
    expect(await within(dialog).findByLabelText('Code')).toBeInTheDocument();
  });
});
