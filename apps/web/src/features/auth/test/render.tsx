import type { ReactElement } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { vi } from 'vitest';
import type { TUser } from '@innerway/domain';
import { sessionQueryKey } from '../../session';

const localeFiles = import.meta.glob<Record<string, unknown>>('../../../../public/locales/*/*.json', {
  eager: true,
  import: 'default',
});

const resources: Record<string, Record<string, Record<string, unknown>>> = {};
for (const [path, content] of Object.entries(localeFiles)) {
  const [, language = '', namespace = ''] = /locales\/(\w+)\/(\w+)\.json$/.exec(path) ?? [];
  (resources[language] ??= {})[namespace] = content;
}

/** The app's i18next instance, fed the real locale files instead of fetching them. */
export async function setUpI18n(language = 'en') {
  if (!i18n.isInitialized) {
    await i18n.use(initReactI18next).init({
      lng: language,
      fallbackLng: 'en',
      supportedLngs: ['en', 'fr', 'es'],
      resources,
      defaultNS: 'common',
      interpolation: { escapeValue: false },
      react: { useSuspense: false },
    });
  }
  await i18n.changeLanguage(language);
}

export const testUser: TUser = {
  id: 7,
  email: 'sam@example.com',
  name: 'Sam Rivera',
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

interface TReply {
  status?: number;
  data?: unknown;
  error?: string | null;
}

/** Stubs fetch: `'POST /auth/login'` -> the envelope to answer with. Unlisted calls fail the test. */
export function mockApi(replies: Record<string, TReply | (() => TReply)>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const key = `${init?.method ?? 'GET'} ${url.pathname.replace(/^\/api/, '')}`;
    const entry = replies[key];
    if (!entry) throw new Error(`Unexpected call: ${key}`);
    const { status = 200, data = null, error = null } = typeof entry === 'function' ? entry() : entry;
    const success = status < 400;
    return new Response(JSON.stringify({ success, data, error }), {
      status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The body the screen sent with its `METHOD /path` call, parsed. */
export function sentBody(fetchMock: ReturnType<typeof mockApi>, key: string): unknown {
  const call = fetchMock.mock.calls.find(([input, init]) => `${init?.method ?? 'GET'} ${new URL(String(input), 'http://localhost').pathname.replace(/^\/api/, '')}` === key);
  const body = call?.[1]?.body;
  return typeof body === 'string' ? JSON.parse(body) : undefined;
}

function LocationProbe() {
  const location = useLocation();
  return <div data-testid="location">{location.pathname + location.search}</div>;
}

interface RenderOptions {
  path: string;
  url?: string;
  user?: TUser | null;
}

export function renderRoute(element: ReactElement, { path, url = path, user = null }: RenderOptions) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  queryClient.setQueryData(sessionQueryKey, user);
  const result = render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path={path} element={element} />
          <Route path="*" element={null} />
        </Routes>
        <LocationProbe />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { ...result, queryClient };
}
