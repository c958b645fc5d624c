import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TAuditEvent } from '@innerway/domain';
import { callsTo, mockApi } from '../../../test/mock-api';
import { renderRoute } from '../../../test/render-route';
import { initTestI18n } from '../../../test/i18n';
import { testUser } from '../../../test/users';
import AuditRoute from './audit-route';

const admin = { ...testUser, id: 1, is_admin: true, is_trial_mode: false };

beforeEach(async () => {
  vi.unstubAllGlobals();
  await initTestI18n('en');
});

const event = (fields: Partial<TAuditEvent>): TAuditEvent => ({
  id: 1,
  at: '2026-03-01T10:00:00.000Z',
  actor_user_id: 3,
  actor_email: 'support@example.com',
  subject_user_id: 9,
  subject_email: 'maya@example.com',
  institution_id: null,
  action: 'member.disable',
  reason: 'Reported abuse',
  details: {},
  ...fields,
});

const path = '/studio/audit';
const renderAudit = (url = path) => renderRoute(<AuditRoute />, { path, url, user: admin });

/** The API query of the n-th call to the audit log. */
const queryOf = (fetchMock: ReturnType<typeof mockApi>, n = 0) =>
  Object.fromEntries(new URL(String(fetchMock.mock.calls.filter(([input]) => String(input).includes('/staff/audit_events'))[n]![0]), 'http://localhost').searchParams);

describe('the audit log', () => {
  it('shows who did what to whom and why, newest first, and pages on to older actions', async () => {
    const fetchMock = mockApi({
      'GET /staff/audit_events': [
        { data: { events: [event({ id: 2, action: 'member.enable', reason: 'Cleared' }), event({ id: 1 })], next: 'cursor-1' } },
        { data: { events: [event({ id: 0, subject_user_id: 5, subject_email: null, action: 'member.delete', actor_user_id: null })], next: null } },
      ],
    });
    renderAudit();
    const table = await screen.findByRole('table', { name: 'Staff actions, newest first' });
    // The table's scrolling region is the screen's one landmark of that name.
    expect(screen.getAllByRole('region', { name: 'Staff actions, newest first' })).toHaveLength(1);
    const rows = within(table).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('support@example.comEnabled the accountmaya@example.comCleared');
    expect(rows[2]).toHaveTextContent('Disabled the account');
    expect(screen.getByText('2 actions shown')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Show older actions' }));
    expect(await screen.findByText('Deleted member #5')).toBeInTheDocument();
    expect(screen.getByText('support@example.com (account gone)')).toBeInTheDocument();
    expect(queryOf(fetchMock, 1)).toEqual({ before: 'cursor-1' });
    expect(screen.getByText('That is the whole log for these filters.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show older actions' })).not.toBeInTheDocument();
  });

  it('links the staff member and the member to their member pages, for a viewer who may open them', async () => {
    mockApi({
      'GET /staff/me': { data: { roles: [{ role: 'admin', institution_id: null }], areas: ['people', 'audit'] } },
      'GET /staff/audit_events': { data: { events: [event({}), event({ id: 0, subject_user_id: 5, subject_email: null })], next: null } },
    });
    renderAudit();
    expect(await screen.findByRole('link', { name: 'maya@example.com' })).toHaveAttribute('href', '/studio/people/9');
    expect(screen.getAllByRole('link', { name: 'support@example.com' })[0]).toHaveAttribute('href', '/studio/people/3');
    // A deleted member has no page to open.
    expect(screen.getByText('Deleted member #5').closest('a')).toBeNull();
  });

  it('applies the filters from the address and the form, the days as the reader counts them', async () => {
    const fetchMock = mockApi({ 'GET /staff/audit_events': { data: { events: [], next: null } } });
    renderAudit(`${path}?action=member.disable`);
    expect(await screen.findByText('No staff action matches these filters.')).toBeInTheDocument();
    expect(queryOf(fetchMock)).toEqual({ action: 'member.disable' });
    expect(screen.getByRole('combobox', { name: 'Action' })).toHaveValue('member.disable');

    await userEvent.type(screen.getByLabelText("Staff member's e-mail"), 'support@example.com');
    await userEvent.type(screen.getByLabelText("Member's e-mail or id"), '42');
    await userEvent.type(screen.getByLabelText('From'), '2026-03-01');
    await userEvent.type(screen.getByLabelText('To'), '2026-03-07');
    await userEvent.click(screen.getByRole('button', { name: 'Apply filters' }));
    expect(await screen.findByTestId('location')).toHaveTextContent(
      '/studio/audit?actor=support%40example.com&subject=42&action=member.disable&from=2026-03-01&to=2026-03-07',
    );
    await waitFor(() => expect(callsTo(fetchMock, 'GET /staff/audit_events')).toBe(2));
    expect(queryOf(fetchMock, 1)).toEqual({
      actor: 'support@example.com',
      subject: '42',
      action: 'member.disable',
      from: new Date(2026, 2, 1).toISOString(),
      to: new Date(2026, 2, 8).toISOString(),
    });

    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(await screen.findByText('No staff action has been recorded yet.')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/studio\/audit$/);
  });

  it('says beside the field when the range runs backwards, and asks nothing', async () => {
    const fetchMock = mockApi({ 'GET /staff/audit_events': { data: { events: [], next: null } } });
    renderAudit();
    await screen.findByText('No staff action has been recorded yet.');
    await userEvent.type(screen.getByLabelText('From'), '2026-03-07');
    await userEvent.type(screen.getByLabelText('To'), '2026-03-01');
    await userEvent.click(screen.getByRole('button', { name: 'Apply filters' }));
    const to = screen.getByLabelText('To');
    expect(to).toHaveAttribute('aria-invalid', 'true');
    expect(to).toHaveAccessibleDescription('The end date must not be before the start date.');
    expect(callsTo(fetchMock, 'GET /staff/audit_events')).toBe(1);
  });

  it('says when the log cannot be read, and tries again', async () => {
    const fetchMock = mockApi({
      'GET /staff/audit_events': [{ status: 403, code: 'auth.forbidden' }, { data: { events: [event({})], next: null } }],
    });
    renderAudit();
    expect(await screen.findByRole('alert')).toHaveTextContent('The audit log could not be loaded: You do not have access to this resource.');
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('table')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'GET /staff/audit_events')).toBe(2);
  });

  it('says it is loading meanwhile', async () => {
    mockApi({ 'GET /staff/audit_events': { data: { events: [], next: null } } });
    renderAudit();
    expect(screen.getByRole('status')).toHaveTextContent('Loading the audit log…');
    await screen.findByText('No staff action has been recorded yet.');
  });
});
