import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TPersonListed } from '@innerway/domain';
import { initTestI18n } from '../../../test/i18n';
import { mockApi } from '../../../test/mock-api';
import { renderRoute } from '../../../test/render-route';
import { fullUser } from '../../../test/users';
import PeopleRoute from './people-route';

const path = '/studio/people';

const listed = (overrides: Partial<TPersonListed>): TPersonListed => ({
  id: 1,
  name: 'Stephanie Dubois',
  email: 'stephanie.dubois@example.org',
  is_email_verified: true,
  is_admin: false,
  is_disabled: false,
  is_trial_mode: false,
  access_source: 'gift',
  institution: null,
  created_at: '2026-10-01T09:00:00.000Z',
  ...overrides,
});

const urls = (fetchMock: ReturnType<typeof mockApi>) => fetchMock.mock.calls.map(([input]) => String(input));

beforeAll(async () => {
  await initTestI18n('en');
});
beforeEach(() => {
  vi.unstubAllGlobals();
});

describe('People', () => {
  it('lists the members found, with their access, status and a link to their page', async () => {
    const fetchMock = mockApi({
      'GET /staff/people': {
        data: {
          people: [listed({}), listed({ id: 2, name: 'Arthur Ortega', email: 'a.ortega@example.com', is_trial_mode: true, access_source: null, is_disabled: true, institution: { id: 4, name: 'Université de Lyon' } })],
          next_cursor: null,
          capped: false,
        },
      },
    });
    renderRoute(<PeopleRoute />, { path, url: `${path}?q=dubios`, user: fullUser });
    const table = await screen.findByRole('table', { name: 'Members matching “dubios”, best matches first (2 shown)' });
    const [, first, second] = within(table).getAllByRole('row');
    expect(within(first!).getByRole('link', { name: 'Stephanie Dubois' })).toHaveAttribute('href', '/studio/people/1');
    expect(first).toHaveTextContent('Full access (gift card)');
    expect(second).toHaveTextContent('Trial');
    expect(second).toHaveTextContent('Disabled');
    expect(urls(fetchMock)[0]).toContain('/staff/people?q=dubios');
    expect(screen.getByRole('searchbox', { name: 'E-mail or name' })).toHaveValue('dubios');
  });

  it('shows more members from the cursor of the page before', async () => {
    const fetchMock = mockApi({
      'GET /staff/people': [
        { data: { people: [listed({})], next_cursor: 'abc', capped: false } },
        { data: { people: [listed({ id: 2, name: 'Second Person' })], next_cursor: null, capped: false } },
      ],
    });
    renderRoute(<PeopleRoute />, { path, url: `${path}?disabled=true`, user: fullUser });
    await userEvent.click(await screen.findByRole('button', { name: 'Show more' }));
    expect(await screen.findByRole('link', { name: 'Second Person' })).toBeInTheDocument();
    expect(urls(fetchMock)[1]).toContain('/staff/people?disabled=true&cursor=abc');
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull();
    expect(screen.getByRole('table')).toHaveAccessibleName('Members, newest first (2 shown)');
  });

  it('says when no one matches, and offers to clear the search', async () => {
    mockApi({ 'GET /staff/people': { data: { people: [], next_cursor: null, capped: false } } });
    renderRoute(<PeopleRoute />, { path, url: `${path}?q=zzqxw`, user: fullUser });
    expect(await screen.findByRole('heading', { name: 'No member matches' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Clear search and filters' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/studio\/people$/);
  });

  it('says a search is too short beside the box, without asking the server for it', async () => {
    const fetchMock = mockApi({ 'GET /staff/people': { data: { people: [listed({})], next_cursor: null, capped: true } } });
    renderRoute(<PeopleRoute />, { path, url: `${path}?q=st`, user: fullUser });
    const box = screen.getByRole('searchbox', { name: 'E-mail or name' });
    expect(box).toHaveAccessibleDescription(expect.stringContaining('Type at least 3 characters to search.'));
    expect(box).toHaveAttribute('aria-invalid', 'true');
    await screen.findByRole('table');
    expect(urls(fetchMock)[0]).not.toContain('q=');
  });

  it('says when the members could not be loaded, and tries again', async () => {
    mockApi({
      'GET /staff/people': [{ status: 500, code: 'server.internal' }, { data: { people: [listed({})], next_cursor: null, capped: false } }],
    });
    renderRoute(<PeopleRoute />, { path, user: fullUser });
    expect(await screen.findByRole('alert')).toHaveTextContent('The members could not be loaded');
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('link', { name: 'Stephanie Dubois' })).toBeInTheDocument();
  });
});
