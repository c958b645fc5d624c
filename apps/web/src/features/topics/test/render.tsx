import type { ReactElement } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { vi } from 'vitest';
import type { TUser } from '@innerway/domain';
import { sessionQueryKey } from '../../session';

export { initTestI18n } from '../../../test/i18n';

export const trialUser: TUser = {
  id: 7,
  email: 'ana@example.com',
  name: 'Ana',
  is_email_verified: true,
  is_disabled: false,
  is_admin: false,
  institution_id: null,
  institution_name: null,
  is_trial_mode: true,
  marketing_opt_in: false,
  preferred_language: 'en',
  age_survey_status: 'NOT_YET_OFFERED',
  tutorial_offer_status: 'NotYetOffered',
  agreed_to_conditions: true,
};

export const fullUser: TUser = { ...trialUser, id: 8, name: 'Sam', is_trial_mode: false };

interface TReply {
  status?: number;
  data?: unknown;
  error?: string | null;
}

type TReplies = Record<string, TReply | TReply[] | (() => TReply)>;

/**
 * Stubs fetch: `'GET /modules/1'` (path without /api, query ignored) -> the envelope to answer
 * with; a list answers its entries in turn (the last one repeats). Unlisted calls fail the test.
 */
export function mockApi(replies: TReplies) {
  const served: Record<string, number> = {};
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const key = `${init?.method ?? 'GET'} ${url.pathname.replace(/^\/api/, '')}`;
    const entry = replies[key];
    if (!entry) throw new Error(`Unexpected call: ${key}`);
    const count = (served[key] = (served[key] ?? 0) + 1);
    const reply = typeof entry === 'function' ? entry() : Array.isArray(entry) ? entry[Math.min(count, entry.length) - 1]! : entry;
    const { status = 200, data = null, error = null } = reply;
    return new Response(JSON.stringify({ success: status < 400, data, error }), {
      status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** How many times the screen called `METHOD /path`. */
export function callsTo(fetchMock: ReturnType<typeof mockApi>, key: string): number {
  return fetchMock.mock.calls.filter(
    ([input, init]) => `${init?.method ?? 'GET'} ${new URL(String(input), 'http://localhost').pathname.replace(/^\/api/, '')}` === key,
  ).length;
}

function LocationProbe() {
  const location = useLocation();
  return <div data-testid="location">{location.pathname + location.search}</div>;
}

interface RenderOptions {
  /** The route pattern, e.g. '/topic_overview/:topicId'. */
  path: string;
  /** The address to open; the pattern when omitted. */
  url?: string;
  user: TUser | null;
}

/** One screen at its route, with the session known, a fresh query cache and the location shown. */
export function renderRoute(element: ReactElement, { path, url = path, user }: RenderOptions) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  queryClient.setQueryData(sessionQueryKey, user);
  const result = render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path={path} element={element} />
          {/* The other screens these lead to, so following a link does not leave the tree empty. */}
          <Route path="*" element={<main>Elsewhere</main>} />
        </Routes>
        <LocationProbe />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { ...result, queryClient };
}
