import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { TPersonDetail } from '@innerway/domain';
import { initTestI18n } from '../../../test/i18n';
import { mockApi } from '../../../test/mock-api';
import { renderRoute } from '../../../test/render-route';
import { fullUser } from '../../../test/users';
import PersonRoute from './person-route';

const path = '/studio/people/:memberId';

const person: TPersonDetail = {
  id: 7,
  name: 'Inès Martin',
  email: 'ines.martin@example.fr',
  is_email_verified: false,
  preferred_language: 'fr',
  is_admin: false,
  is_disabled: false,
  disabling: null,
  is_trial_mode: false,
  created_at: '2026-01-01T09:00:00.000Z',
  last_seen_at: '2026-11-20T09:00:00.000Z',
  access_source: 'staff',
  institution: { id: 3, name: 'Lycée Victor Hugo' },
  access_events: [
    { id: 1, kind: 'institution_code_redeemed', at: '2026-01-02T10:00:00.000Z', actor: 'member', actor_email: null, institution: { id: 3, name: 'Lycée Victor Hugo' }, store: null, via: 'registration' },
    { id: 2, kind: 'full_access_taken_back', at: '2026-02-02T10:00:00.000Z', actor: 'none', actor_email: null, institution: null, store: null, via: null },
    { id: 3, kind: 'full_access_granted', at: '2026-03-02T10:00:00.000Z', actor: 'staff', actor_email: 'support@example.com', institution: null, store: null, via: null },
  ],
  sessions: [
    { user_agent: 'Mozilla/5.0 (iPhone)', client: 'app', created_at: '2026-11-01T09:00:00.000Z', last_seen_at: '2026-11-20T09:00:00.000Z', expires_at: '2026-12-20T09:00:00.000Z' },
  ],
  progress: [{ module_id: 1, title: 'Connect', steps_done: 2, steps_total: 5, activities_done: 1, activities_total: 3, check_ins: 1 }],
};

beforeAll(async () => {
  await initTestI18n('en');
});
beforeEach(() => {
  vi.unstubAllGlobals();
});

describe("A member's page", () => {
  it('shows the profile, access with its history, devices and progress in counts', async () => {
    mockApi({ 'GET /staff/people/7': { data: person } });
    renderRoute(<PersonRoute />, { path, url: '/studio/people/7', user: fullUser });
    expect(await screen.findByRole('heading', { level: 1, name: 'Inès Martin' })).toBeInTheDocument();
    const profile = screen.getByRole('region', { name: 'Profile' });
    expect(profile).toHaveTextContent('E-mail not verified');
    expect(profile).toHaveTextContent('French');
    expect(profile).toHaveTextContent('Lycée Victor Hugo');

    const access = screen.getByRole('region', { name: 'Access' });
    expect(access).toHaveTextContent('Full access (staff grant)');
    const history = within(access).getByRole('table', { name: 'Access history, oldest first' });
    const rows = within(history).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual([
      'Institution code redeemed',
      'Full access taken back',
      'Full access granted by staff',
    ]);
    expect(rows[0]).toHaveTextContent('The member');
    expect(rows[0]).toHaveTextContent('Entered at: registration');
    expect(rows[2]).toHaveTextContent('support@example.com');

    const devices = within(screen.getByRole('region', { name: 'Sessions and devices' })).getByRole('table');
    expect(devices).toHaveTextContent('Mozilla/5.0 (iPhone)');
    expect(devices).toHaveTextContent('App');

    const progress = within(screen.getByRole('region', { name: 'Progress' })).getByRole('row', { name: /Connect/ });
    expect(progress).toHaveTextContent('2 of 5');
    expect(progress).toHaveTextContent('1 of 3');
  });

  it('says beside a disabled account who disabled it, when and why, or that no record says', async () => {
    const disabling = { at: '2026-11-26T21:30:00.000Z', actor_email: 'support@example.com', reason: 'Reported for spam by three members' };
    mockApi({
      'GET /staff/people/7': { data: { ...person, is_disabled: true, disabling } },
      'GET /staff/people/9': { data: { ...person, id: 9, is_disabled: true, disabling: null } },
    });
    renderRoute(<PersonRoute />, { path, url: '/studio/people/7', user: fullUser });
    await screen.findByRole('heading', { level: 1, name: 'Inès Martin' });
    const account = screen.getByText('Account').nextElementSibling as HTMLElement;
    expect(account).toHaveTextContent('Disabled');
    expect(account).toHaveTextContent(/Disabled on .+ by support@example\.com/);
    expect(account).toHaveTextContent('Reason: Reported for spam by three members');

    renderRoute(<PersonRoute />, { path, url: '/studio/people/9', user: fullUser });
    expect(await screen.findByText('No record says who disabled it or why: it was disabled outside the staff area.')).toBeInTheDocument();
  });

  it('says nothing of disabling on an account that is not disabled', async () => {
    mockApi({ 'GET /staff/people/7': { data: person } });
    renderRoute(<PersonRoute />, { path, url: '/studio/people/7', user: fullUser });
    await screen.findByRole('heading', { level: 1, name: 'Inès Martin' });
    expect(screen.getByRole('region', { name: 'Profile' })).not.toHaveTextContent(/Disabled|Reason|No record/);
  });

  it('says so when there is no such member', async () => {
    mockApi({ 'GET /staff/people/8': { status: 404, code: 'request.not_found' } });
    renderRoute(<PersonRoute />, { path, url: '/studio/people/8', user: fullUser });
    expect(await screen.findByText('No member has this number. They may have deleted their account.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All members' })).toHaveAttribute('href', '/studio/people');
  });
});
