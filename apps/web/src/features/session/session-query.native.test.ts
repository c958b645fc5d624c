import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeSecureStore } from '../../platform/test/fake-plugins';

/** The session query as the apps' build has it, with `stored` in the secure store. */
async function loadInApp(stored: Record<string, string>) {
  vi.stubEnv('VITE_APP_TARGET', 'native');
  vi.stubEnv('VITE_API_URL', 'https://api.innerway.test');
  vi.resetModules();
  const store = fakeSecureStore(stored);
  const [query, tokens, client] = await Promise.all([
    import('./session-query'),
    import('../../platform/session-token'),
    import('../../lib/api-client'),
  ]);
  await tokens.loadSessionTokens(store);
  return { ...query, ...tokens, ...client, store };
}

function reply(data: unknown) {
  return new Response(JSON.stringify({ success: true, data, error: null }), { status: 200, headers: { 'content-type': 'application/json' } });
}

const fetchMock = vi.fn<typeof fetch>();
const readSession = (options: { queryFn?: unknown }) =>
  (options.queryFn as (context: { signal: AbortSignal }) => Promise<unknown>)({ signal: new AbortController().signal });

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
});

describe('the session in the apps', () => {
  it('drops a stored token the server no longer knows (GET /users/me answers null)', async () => {
    const { sessionQueryOptions, sessionToken, store } = await loadInApp({ session_token: 'dead', media_token: 'dead-media' });
    fetchMock.mockResolvedValue(reply(null));
    await expect(readSession(sessionQueryOptions)).resolves.toBeNull();
    expect(sessionToken()).toBeNull();
    expect(store.items.size).toBe(0);
  });

  it('keeps the token while the server knows it', async () => {
    const { sessionQueryOptions, sessionToken } = await loadInApp({ session_token: 'live' });
    fetchMock.mockResolvedValue(reply({ id: 7 }));
    await expect(readSession(sessionQueryOptions)).resolves.toEqual({ id: 7 });
    expect(sessionToken()).toBe('live');
  });

  it('keeps a token from a sign-in that happened while the answer was on its way', async () => {
    const { sessionQueryOptions, sessionToken, apiPost } = await loadInApp({ session_token: 'old' });
    let answerLate: (response: Response) => void = () => undefined;
    fetchMock.mockImplementationOnce(() => new Promise<Response>((resolve) => (answerLate = resolve)));
    const late = readSession(sessionQueryOptions);
    fetchMock.mockResolvedValueOnce(reply({ user: { id: 7 }, token: 'fresh', media_token: 'fresh-media' }));
    await apiPost('/auth/login', { email: 'a@b.c', password: 'x' });
    answerLate(reply(null));
    await expect(late).resolves.toBeNull();
    expect(sessionToken()).toBe('fresh');
  });
});
