import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TStaffMe } from '@innerway/domain';
import { callsTo, mockApi, sentBody } from '../../../test/mock-api';
import { renderRoute } from '../../../test/render-route';
import { initTestI18n } from '../../../test/i18n';
import { testUser } from '../../../test/users';
import type { TActionableMember } from '../lib/member-action-kinds';
import { MemberActions } from './member-actions';

beforeEach(async () => {
  vi.unstubAllGlobals();
  await initTestI18n('en');
});

const support = { ...testUser, id: 2, email: 'support@example.com', is_trial_mode: false };
const supportMe: TStaffMe = { roles: [{ role: 'support', institution_id: null }], areas: ['people', 'purchases'], institutions: [] };
const adminMe: TStaffMe = { roles: [{ role: 'admin', institution_id: null }], areas: ['people', 'audit'], institutions: [] };

const member: TActionableMember = {
  id: 9,
  email: 'maya@example.com',
  is_disabled: false,
  is_admin: false,
  is_trial_mode: true,
  is_email_verified: false,
};

const path = '/studio/people/:memberId';
function renderActions(shown: TActionableMember = member, caller = support) {
  const rendered = renderRoute(<MemberActions member={shown} />, { path, url: `/studio/people/${shown.id}`, user: caller });
  // The member page's own reply, which every action makes stale.
  rendered.queryClient.setQueryData(['staff', 'people', shown.id], shown);
  return rendered;
}

describe('MemberActions', () => {
  it('offers what applies, asks for the reason, sends it, says it is done and reads the member again', async () => {
    const fetchMock = mockApi({ 'GET /staff/me': { data: supportMe }, 'POST /staff/people/9/disable': { data: null } });
    const { queryClient } = renderActions();
    const buttons = await screen.findAllByRole('button');
    expect(buttons.map((button) => button.textContent)).toEqual([
      'Disable account',
      'Grant full access',
      'Resend verification mail',
      'Send password reset mail',
      'Reset progress',
      'End all sessions',
      'Delete account',
    ]);

    await userEvent.click(screen.getByRole('button', { name: 'Disable account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Disable maya@example.com' });
    expect(dialog).toHaveAccessibleDescription(/signed out on every device at once/);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Disable account' }));
    expect(within(dialog).getByLabelText(/Reason/)).toHaveAccessibleDescription(/Please say why\./);
    expect(callsTo(fetchMock, 'POST /staff/people/9/disable')).toBe(0);

    await userEvent.type(within(dialog).getByLabelText(/Reason/), '  Reported for abuse  ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Disable account' }));
    const done = await screen.findByText('The account is disabled and every session has ended.');
    expect(sentBody(fetchMock, 'POST /staff/people/9/disable')).toEqual({ reason: 'Reported for abuse' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(done.closest('[tabindex="-1"]')).toHaveFocus();
    expect(queryClient.getQueryState(['staff', 'people', 9])?.isInvalidated).toBe(true);
  });

  it("shows the server's refusal in the dialog, and a new opening starts empty", async () => {
    mockApi({ 'GET /staff/me': { data: supportMe }, 'POST /staff/people/9/full_access': { status: 409, code: 'staff.already_full_access' } });
    renderActions();
    await userEvent.click(await screen.findByRole('button', { name: 'Grant full access' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText(/Reason/), 'Bought at the front desk');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Grant full access' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('That did not work: This member already has full access.');

    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await userEvent.click(screen.getByRole('button', { name: 'Grant full access' }));
    const again = await screen.findByRole('dialog');
    expect(within(again).getByLabelText(/Reason/)).toHaveValue('');
    expect(within(again).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('deletes only once the member’s address is typed again, then leads back to the search', async () => {
    const fetchMock = mockApi({ 'GET /staff/me': { data: supportMe }, 'POST /staff/people/9/delete': { data: null } });
    renderActions();
    await userEvent.click(await screen.findByRole('button', { name: 'Delete account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete the account of maya@example.com' });
    await userEvent.type(within(dialog).getByLabelText(/Reason/), 'Asked to be forgotten');
    const address = within(dialog).getByLabelText("Type the member's e-mail address to confirm");
    await userEvent.type(address, 'maya@example.org');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete account' }));
    expect(address).toHaveAccessibleDescription('Type maya@example.com exactly, to be sure it is the right account.');
    expect(callsTo(fetchMock, 'POST /staff/people/9/delete')).toBe(0);

    await userEvent.clear(address);
    await userEvent.type(address, 'Maya@Example.com');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete account' }));
    expect(await screen.findByText('The account of maya@example.com is deleted.')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST /staff/people/9/delete')).toBe(1);
    expect(screen.queryByRole('button', { name: 'Disable account' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to people' })).toHaveAttribute('href', '/studio/people');
  });

  it("offers support nothing on an admin's account, and says why", async () => {
    mockApi({ 'GET /staff/me': { data: supportMe } });
    renderActions({ ...member, is_admin: true });
    expect(await screen.findByText("Only an admin can act on an admin's account.")).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('never offers an admin what would lock them out of their own account', async () => {
    mockApi({ 'GET /staff/me': { data: adminMe } });
    const admin = { ...testUser, id: 1, is_admin: true };
    renderActions({ ...member, id: 1, is_admin: true, is_trial_mode: false, is_email_verified: true }, admin);
    expect(await screen.findByText(/This is your own account/)).toBeInTheDocument();
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual([
      'Take back full access',
      'Send password reset mail',
      'Reset progress',
    ]);
  });
});
