import '../../test/auth-mocks';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import type { TAnalyticsEventInput } from '@innerway/domain';
import { initTestI18n } from '../../test/i18n';
import { mockApi } from '../../test/mock-api';
import { renderApp } from '../../test/render-app';
import { testUser } from '../../test/users';
import { flushAnalytics } from './index';

beforeAll(async () => {
  await initTestI18n();
});

let fetchMock: ReturnType<typeof mockApi>;
beforeEach(async () => {
  // Whatever an earlier test left in the app's queue goes nowhere.
  vi.stubGlobal('fetch', vi.fn(async () => new Response(null, { status: 204 })));
  await flushAnalytics();
  fetchMock = mockApi({ 'POST /analytics/events': { status: 201, data: { stored: 1 } }, 'GET /modules': { data: [] } });
});
afterEach(() => {
  vi.unstubAllGlobals();
});

// The whole app: the first visit to each lazy screen loads its code.
const findHeading = (options: { name: string; level?: number }) => screen.findByRole('heading', options, { timeout: 5000 });

/**
 * The screen_view events sent so far, in order. The mocked screens never set a title, so their
 * views are sent once the wait for one runs out: the assertions poll.
 */
async function screenViews() {
  await flushAnalytics();
  return fetchMock.mock.calls
    .filter(([url]) => String(url).endsWith('/analytics/events'))
    .flatMap(([, init]) => (JSON.parse(String(init?.body)) as { events: TAnalyticsEventInput[] }).events)
    .filter((event) => event.name === 'screen_view')
    .map((event) => event.params);
}

// Whole-app renders that load each screen's code on first visit: more than the default 5 s.
describe('screen_view', { timeout: 20_000 }, () => {
  it("names each screen once per path, with the route's screen name and class and the page title", async () => {
    const { router } = renderApp('/topics', testUser);
    await findHeading({ level: 1, name: 'Library' });
    // A popup opening through the query is not a new screen.
    await act(() => router.navigate('/topics?subscribe=1'));
    // Nor is the resource popup, which has a path of its own.
    await act(() => router.navigate('/resources'));
    // The router changes screen once the next one's code is here (a transition): a person sees
    // each screen before the next click.
    await findHeading({ level: 1, name: 'Resources' });
    await act(() => router.navigate('/resources/3?contentType=R'));
    await act(() => router.navigate('/users/me'));
    await findHeading({ name: 'Account screen' });
    await act(() => router.navigate('/no/such/page'));
    await findHeading({ name: 'Uh oh! Page not found.' });

    const expected = [
      { screen_name: 'Library', screen_class: 'LibraryRoute', page_title: expect.stringMatching(/^Innerway - Library/) },
      { screen_name: 'Resources', screen_class: 'ResourcesRoute', page_title: expect.stringMatching(/^Innerway - Resources/) },
      { screen_name: 'User Account', screen_class: 'AccountRoute', page_title: expect.any(String) },
      { screen_name: '404 Error', screen_class: 'NotFoundRoute', page_title: expect.stringMatching(/^Innerway - 404/) },
    ];
    await waitFor(async () => expect(await screenViews()).toEqual(expected), { timeout: 5000, interval: 200 });
  });

  it('counts the login screen a signed-out visitor meets at /, then the dashboard once they sign in there', async () => {
    const { queryClient } = renderApp('/', null);
    await findHeading({ name: 'Login screen' });
    await act(async () => queryClient.setQueryData(['session'], testUser));
    await findHeading({ name: 'Hi Ana,' });
    await waitFor(async () => expect((await screenViews()).map((params) => params.screen_name)).toEqual(['Login', 'Dashboard']), {
      timeout: 5000,
      interval: 200,
    });
  });

  it('does not count a screen a guard sends the person away from', async () => {
    const { router } = renderApp('/login', testUser);
    await findHeading({ name: 'Hi Ana,' });
    expect(router.location().pathname).toBe('/');
    await waitFor(async () => expect((await screenViews()).map((params) => params.screen_name)).toEqual(['Dashboard']), {
      timeout: 5000,
      interval: 200,
    });
  });
});
