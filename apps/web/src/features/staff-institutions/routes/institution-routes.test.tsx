import { beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TStaffInstitution, TStaffInstitutionCode, TStaffInstitutionDetail } from '@innerway/domain';
import { callsTo, mockApi, sentBody } from '../../../test/mock-api';
import { renderRoute } from '../../../test/render-route';
import { initTestI18n } from '../../../test/i18n';
import { fullUser } from '../../../test/users';
import InstitutionRoute from './institution-route';
import InstitutionsRoute from './institutions-route';

beforeEach(async () => {
  vi.unstubAllGlobals();
  await initTestI18n('en');
});

const institution: TStaffInstitution = {
  id: 4,
  name_en: 'Harbour University',
  name_fr: 'Université du Port',
  name_es: 'Universidad del Puerto',
  is_active: true,
  created_at: '2026-03-01T10:00:00.000Z',
  seats_used: 3,
  member_count: 3,
};
const code: TStaffInstitutionCode = {
  id: 11,
  code: 'KW2LP84N',
  is_active: true,
  max_redemptions: 5,
  seats_used: 3,
  ends_at: '2099-06-30T21:59:59.999Z',
  created_at: '2026-03-01T10:00:00.000Z',
};
const adminUser = { ...fullUser, is_admin: true };
const detail: TStaffInstitutionDetail = { institution, codes: [code], managers: [], invites: [] };
const noMembers = { data: { members: [], next_cursor: null } };

const renderList = () => renderRoute(<InstitutionsRoute />, { path: '/studio/institutions', user: adminUser });
const renderDetail = () => renderRoute(<InstitutionRoute />, { path: '/studio/institutions/:id', url: '/studio/institutions/4', user: adminUser });

describe('the institutions list', () => {
  it('lists institutions with members and seats, in the reader’s language', async () => {
    mockApi({ 'GET /staff/institutions': { data: [institution] } });
    await initTestI18n('fr');
    renderList();
    const table = await screen.findByRole('table', { name: 'Tous les établissements' });
    const row = within(table).getByRole('row', { name: /Université du Port/ });
    expect(within(row).getByRole('link', { name: 'Université du Port' })).toHaveAttribute('href', '/studio/institutions/4');
    expect(row).toHaveTextContent('Actif');
  });

  it('says when there are none', async () => {
    mockApi({ 'GET /staff/institutions': { data: [] } });
    renderList();
    expect(await screen.findByText('No institutions yet. Create the first one with the form above.')).toBeInTheDocument();
  });

  it('offers to try again after a failed load', async () => {
    mockApi({ 'GET /staff/institutions': [{ status: 500, code: 'server.internal' }, { data: [institution] }] });
    renderList();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The institutions could not be loaded: Something went wrong on our side. Please try again.');
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('link', { name: 'Harbour University' })).toBeInTheDocument();
  });

  it('says beside each empty name what is missing, and creates the institution with all three', async () => {
    const fetchMock = mockApi({ 'GET /staff/institutions': { data: [] }, 'POST /staff/institutions': { status: 201, data: detail } });
    renderList();
    const form = screen.getByRole('region', { name: 'New institution' });
    await userEvent.type(within(form).getByLabelText('English'), 'Harbour University');
    await userEvent.click(within(form).getByRole('button', { name: 'Create institution' }));
    // The first check waits for its schema to load.
    await waitFor(() => expect(within(form).getByLabelText('French')).toHaveAccessibleDescription('Please enter a name.'));
    expect(within(form).getByLabelText('Spanish')).toHaveAccessibleDescription('Please enter a name.');
    expect(within(form).getByLabelText('English')).not.toHaveAttribute('aria-invalid');

    await userEvent.type(within(form).getByLabelText('French'), 'Université du Port');
    await userEvent.type(within(form).getByLabelText('Spanish'), 'Universidad del Puerto');
    await userEvent.click(within(form).getByRole('button', { name: 'Create institution' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/studio/institutions/4');
    expect(sentBody(fetchMock, 'POST /staff/institutions')).toEqual({
      name_en: 'Harbour University',
      name_fr: 'Université du Port',
      name_es: 'Universidad del Puerto',
      is_active: true,
    });
  });
});

describe('an institution', () => {
  it('shows its names side by side, codes with seats and end dates, and nobody yet', async () => {
    mockApi({ 'GET /staff/institutions/4': { data: detail }, 'GET /staff/institutions/4/members': noMembers });
    renderDetail();
    expect(await screen.findByRole('heading', { level: 1, name: 'Harbour University' })).toBeInTheDocument();
    expect(screen.getByLabelText('French')).toHaveValue('Université du Port');
    const row = within(screen.getByRole('table', { name: 'Codes of Harbour University' })).getByRole('row', { name: /KW2LP84N/ });
    expect(row).toHaveTextContent('3 of 5');
    expect(row).toHaveTextContent(new Intl.DateTimeFormat('en', { dateStyle: 'medium' }).format(new Date(code.ends_at!)));
    expect(await screen.findByText('Nobody has joined yet.')).toBeInTheDocument();
    expect(screen.getByText('Nobody manages this institution yet.')).toBeInTheDocument();
  });

  it('links each member to their member page where the viewer’s roles open it, and names them only otherwise', async () => {
    const members = { data: { members: [{ user_id: 12, name: 'Ana Ortega', email: 'ana@example.com', joined_at: null }], next_cursor: null } };
    mockApi({
      'GET /staff/me': { data: { roles: [{ role: 'admin', institution_id: null }], areas: ['people', 'institutions'] } },
      'GET /staff/institutions/4': { data: detail },
      'GET /staff/institutions/4/members': members,
    });
    renderDetail();
    expect(await screen.findByRole('link', { name: 'Ana Ortega' })).toHaveAttribute('href', '/studio/people/12');

    cleanup();
    mockApi({
      'GET /staff/me': { data: { roles: [], areas: ['institutions'] } },
      'GET /staff/institutions/4': { data: detail },
      'GET /staff/institutions/4/members': members,
    });
    renderDetail();
    expect(await screen.findByRole('rowheader', { name: 'Ana Ortega' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Ana Ortega' })).not.toBeInTheDocument();
  });

  it('says so when there is no such institution', async () => {
    mockApi({ 'GET /staff/institutions/4': { status: 404, code: 'request.not_found' } });
    renderDetail();
    expect(await screen.findByRole('alert')).toHaveTextContent('There is no institution with this address.');
  });

  it('checks the code form beside its fields, then generates the code until the end of the chosen day', async () => {
    const fetchMock = mockApi({
      'GET /staff/institutions/4': { data: detail },
      'GET /staff/institutions/4/members': noMembers,
      'POST /staff/institutions/4/codes': { status: 201, data: { ...code, id: 12, code: 'AB2CD3EF', seats_used: 0, max_redemptions: 2 } },
      'GET /staff/institutions': { data: [institution] },
    });
    renderDetail();
    const form = await screen.findByRole('form', { name: 'Generate a code' });
    await userEvent.click(within(form).getByRole('button', { name: 'Generate code' }));
    await waitFor(() => expect(within(form).getByLabelText('Seats')).toHaveAccessibleDescription(/Seats must be a whole number from 1 to 100000\./));
    expect(within(form).getByLabelText('End date')).toHaveAccessibleDescription(/Choose an end date after today and at most five years ahead\./);

    await userEvent.type(within(form).getByLabelText('Seats'), '2');
    await userEvent.type(within(form).getByLabelText('End date'), '2027-01-15');
    await userEvent.click(within(form).getByRole('button', { name: 'Generate code' }));
    expect(await within(form).findByRole('status')).toHaveTextContent(/^Code AB2CD3EF was created: 2 seats until /);
    expect(sentBody(fetchMock, 'POST /staff/institutions/4/codes')).toEqual({
      max_redemptions: 2,
      ends_at: new Date(2027, 0, 15, 23, 59, 59, 999).toISOString(),
    });
  });

  it('asks why before it deactivates a code, and sends the reason', async () => {
    const fetchMock = mockApi({
      'GET /staff/institutions/4': [{ data: detail }, { data: { ...detail, codes: [{ ...code, is_active: false }] } }],
      'GET /staff/institutions/4/members': noMembers,
      'POST /staff/institutions/4/codes/11/deactivate': { data: { ...code, is_active: false } },
      'GET /staff/institutions': { data: [institution] },
    });
    renderDetail();
    await userEvent.click(await screen.findByRole('button', { name: 'Deactivate code KW2LP84N' }));
    const dialog = await screen.findByRole('dialog', { name: 'Deactivate code KW2LP84N?' });
    await userEvent.type(within(dialog).getByLabelText(/reason/i), 'Shared on a public forum');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Deactivate code' }));
    expect(await screen.findByText('Code KW2LP84N was deactivated.')).toBeInTheDocument();
    expect(sentBody(fetchMock, 'POST /staff/institutions/4/codes/11/deactivate')).toEqual({ reason: 'Shared on a public forum' });
    expect(within(screen.getByRole('row', { name: /KW2LP84N/ })).getByText('Inactive')).toBeInTheDocument();
  });

  it('asks why before it reactivates a deactivated code, and keeps the dialog open with the server’s refusal', async () => {
    const stopped = { ...code, is_active: false };
    const fetchMock = mockApi({
      'GET /staff/institutions/4': [{ data: { ...detail, codes: [stopped] } }, { data: detail }],
      'GET /staff/institutions/4/members': noMembers,
      'POST /staff/institutions/4/codes/11/reactivate': [{ status: 409, code: 'institution.inactive' }, { data: code }],
      'GET /staff/institutions': { data: [institution] },
    });
    renderDetail();
    const row = await screen.findByRole('row', { name: /KW2LP84N/ });
    expect(within(row).queryByRole('button', { name: 'Deactivate code KW2LP84N' })).not.toBeInTheDocument();
    await userEvent.click(within(row).getByRole('button', { name: 'Reactivate code KW2LP84N' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reactivate code KW2LP84N?' });
    expect(dialog).toHaveTextContent('The 3 seats already used stay used.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reactivate code' }));
    expect(within(dialog).getByLabelText(/reason/i)).toHaveAttribute('aria-invalid', 'true');
    expect(callsTo(fetchMock, 'POST /staff/institutions/4/codes/11/reactivate')).toBe(0);

    await userEvent.type(within(dialog).getByLabelText(/reason/i), 'Deactivated by mistake');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reactivate code' }));
    expect(await within(dialog).findByText('This institution is deactivated. Reactivate the institution before its codes.')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST /staff/institutions/4/codes/11/reactivate')).toBe(1);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reactivate code' }));
    expect(await screen.findByText('Code KW2LP84N works again.')).toBeInTheDocument();
    expect(sentBody(fetchMock, 'POST /staff/institutions/4/codes/11/reactivate')).toEqual({ reason: 'Deactivated by mistake' });
    expect(within(screen.getByRole('row', { name: /KW2LP84N/ })).getByText('Active')).toBeInTheDocument();
  });

  it('offers no reactivation for an ended code, nor for any code of an inactive institution', async () => {
    const ended = { ...code, id: 12, code: 'ENDED234', is_active: false, ends_at: '2020-01-31T22:59:59.999Z' };
    const stopped = { ...code, is_active: false };
    mockApi({
      'GET /staff/institutions/4': { data: { ...detail, institution: { ...institution, is_active: false }, codes: [stopped, ended] } },
      'GET /staff/institutions/4/members': noMembers,
    });
    renderDetail();
    await screen.findByRole('row', { name: /KW2LP84N/ });
    expect(screen.queryByRole('button', { name: /^Reactivate code/ })).not.toBeInTheDocument();
    expect(screen.getByText('This institution is inactive: activate it above before reactivating one of its codes.')).toBeInTheDocument();
  });

  it('removes a manager after asking why', async () => {
    const manager = { user_id: 31, name: 'Lee Lead', email: 'lead@harbour.example', since: '2026-03-02T10:00:00.000Z' };
    const fetchMock = mockApi({
      'GET /staff/institutions/4': [{ data: { ...detail, managers: [manager] } }, { data: detail }],
      'GET /staff/institutions/4/members': noMembers,
      'POST /staff/institutions/4/managers/31/remove': { data: detail },
      'GET /staff/institutions': { data: [institution] },
    });
    renderDetail();
    await userEvent.click(await screen.findByRole('button', { name: 'Remove Lee Lead as a manager' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove lead@harbour.example as a manager of Harbour University?' });
    await userEvent.type(within(dialog).getByLabelText(/reason/i), 'Left the company');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove manager' }));
    expect(await screen.findByText('lead@harbour.example no longer manages this institution.')).toBeInTheDocument();
    expect(sentBody(fetchMock, 'POST /staff/institutions/4/managers/31/remove')).toEqual({ reason: 'Left the company' });
    expect(screen.getByText('Nobody manages this institution yet.')).toBeInTheDocument();
  });

  it('cancels an open invitation after asking why, and says why it could not', async () => {
    const pending = { id: 8, email: 'new@harbour.example', invited_at: '2026-03-03T10:00:00.000Z' };
    const fetchMock = mockApi({
      'GET /staff/institutions/4': [{ data: { ...detail, invites: [pending] } }, { data: detail }],
      'GET /staff/institutions/4/members': noMembers,
      'POST /staff/institutions/4/invites/8/cancel': [{ status: 409, code: 'institution.invite_not_open' }, { data: detail }],
      'GET /staff/institutions': { data: [institution] },
    });
    renderDetail();
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel the invitation of new@harbour.example' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel the invitation of new@harbour.example to manage Harbour University?' });
    await userEvent.type(within(dialog).getByLabelText(/reason/i), 'Wrong address');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel invitation' }));
    expect(await within(dialog).findByText('This invitation is no longer open: it was cancelled or taken up.')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel invitation' }));
    expect(await screen.findByText('The invitation of new@harbour.example was cancelled.')).toBeInTheDocument();
    expect(sentBody(fetchMock, 'POST /staff/institutions/4/invites/8/cancel')).toEqual({ reason: 'Wrong address' });
    expect(screen.queryByRole('table', { name: /Invitations waiting/ })).not.toBeInTheDocument();
  });

  it('invites a manager after asking why, and says what happens next', async () => {
    const fetchMock = mockApi({
      'GET /staff/institutions/4': { data: detail },
      'GET /staff/institutions/4/members': noMembers,
      'POST /staff/institutions/4/managers': { data: { outcome: 'invited' } },
      'GET /staff/institutions': { data: [institution] },
    });
    renderDetail();
    const form = await screen.findByRole('form', { name: 'Invite a manager' });
    await userEvent.type(within(form).getByLabelText('E-mail address'), 'not an address');
    await userEvent.click(within(form).getByRole('button', { name: 'Invite' }));
    await waitFor(() => expect(within(form).getByLabelText('E-mail address')).toHaveAccessibleDescription(/Please enter a valid email address\./));

    await userEvent.clear(within(form).getByLabelText('E-mail address'));
    await userEvent.type(within(form).getByLabelText('E-mail address'), 'Lead@Harbour.example');
    await userEvent.click(within(form).getByRole('button', { name: 'Invite' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invite lead@harbour.example to manage Harbour University?' });
    await userEvent.type(within(dialog).getByLabelText(/reason/i), 'Their wellbeing lead');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText('We sent an invitation to lead@harbour.example. They become a manager once they confirm this address.')).toBeInTheDocument();
    expect(sentBody(fetchMock, 'POST /staff/institutions/4/managers')).toEqual({ email: 'lead@harbour.example', reason: 'Their wellbeing lead' });
  });
});
