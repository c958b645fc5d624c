import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeSecureStore } from '../platform/test/fake-plugins';

/** The API client as the apps' build has it: its base address is fixed when the module loads. */
async function loadNativeClient(stored: Record<string, string> = {}) {
  vi.stubEnv('VITE_APP_TARGET', 'native');
  vi.stubEnv('VITE_API_URL', 'https://api.innerway.test/');
  vi.resetModules();
  const store = fakeSecureStore(stored);
  const [client, tokens, platform] = await Promise.all([
    import('./api-client'),
    import('../platform/session-token'),
    import('../platform/platform'),
  ]);
  await tokens.loadSessionTokens(store);
  platform.setPlatform('ios');
  return { ...client, ...tokens, store };
}

function reply(status: number, data: unknown, error: string | null = null) {
  return new Response(JSON.stringify({ success: status < 400, data, error }), { status, headers: { 'content-type': 'application/json' } });
}

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
});

describe('api client in the apps', () => {
  it('calls the API origin without cookies, with the stored token as Bearer and the real platform', async () => {
    const { apiGet } = await loadNativeClient({ session_token: 'stored-token' });
    fetchMock.mockResolvedValue(reply(200, { id: 7 }));
    await apiGet('/users/me');
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('https://api.innerway.test/api/users/me');
    expect(init?.credentials).toBe('omit');
    const headers = new Headers(init?.headers);
    expect(headers.get('authorization')).toBe('Bearer stored-token');
    expect(headers.get('x-client-info')).toMatch(/^platform=ios;version=[^;]+;build=\d+;window=\d+x\d+$/);
  });

  it('lends the session to calls made beside the client (analytics)', async () => {
    const { addSessionHeader, apiCredentials } = await loadNativeClient({ session_token: 'stored-token' });
    const headers = new Headers();
    addSessionHeader(headers);
    expect(headers.get('authorization')).toBe('Bearer stored-token');
    expect(apiCredentials).toBe('omit');
  });

  it('sends no Authorization header while signed out', async () => {
    const { apiGet } = await loadNativeClient();
    fetchMock.mockResolvedValue(reply(200, null));
    await apiGet('/users/me');
    expect(new Headers(fetchMock.mock.calls[0]![1]?.headers).has('authorization')).toBe(false);
  });

  it('keeps the tokens a sign-in hands back, and sends the new one from the next call on', async () => {
    const { apiGet, apiPost, sessionToken, mediaToken, store } = await loadNativeClient();
    fetchMock.mockResolvedValueOnce(reply(200, { user: { id: 7 }, token: 'fresh', media_token: 'fresh-media' }));
    await expect(apiPost('/auth/login', { email: 'a@b.c', password: 'x' })).resolves.toMatchObject({ user: { id: 7 } });
    expect(sessionToken()).toBe('fresh');
    expect(mediaToken()).toBe('fresh-media');
    expect(store.items.get('session_token')).toBe('fresh');

    fetchMock.mockResolvedValueOnce(reply(200, { id: 7 }));
    await apiGet('/modules');
    expect(new Headers(fetchMock.mock.calls[1]![1]?.headers).get('authorization')).toBe('Bearer fresh');
  });

  it('forgets the tokens when the server refuses the session (401)', async () => {
    const { apiGet, onUnauthorized, sessionToken, store } = await loadNativeClient({ session_token: 'old', media_token: 'old-media' });
    const unauthorized = vi.fn();
    onUnauthorized(unauthorized);
    fetchMock.mockResolvedValue(reply(401, null, 'Unauthenticated.'));
    await expect(apiGet('/modules')).rejects.toMatchObject({ status: 401 });
    expect(sessionToken()).toBeNull();
    expect(store.items.size).toBe(0);
    expect(unauthorized).toHaveBeenCalled();
  });

  it('leaves a newer session alone when a 401 answers a call sent before it began', async () => {
    const { apiGet, apiPost, onUnauthorized, sessionToken } = await loadNativeClient({ session_token: 'old' });
    const unauthorized = vi.fn();
    onUnauthorized(unauthorized);
    let answerLate: (response: Response) => void = () => undefined;
    fetchMock.mockImplementationOnce(() => new Promise<Response>((resolve) => (answerLate = resolve)));
    const late = apiGet('/modules');
    fetchMock.mockResolvedValueOnce(reply(200, { user: { id: 7 }, token: 'fresh', media_token: 'fresh-media' }));
    await apiPost('/auth/login', { email: 'a@b.c', password: 'x' });
    answerLate(reply(401, null, 'Unauthenticated.'));
    await expect(late).rejects.toMatchObject({ status: 401 });
    expect(sessionToken()).toBe('fresh');
    expect(unauthorized).not.toHaveBeenCalled();
  });

  it('keeps the 30 s timeout and the envelope handling', async () => {
    const { apiGet } = await loadNativeClient({ session_token: 't' });
    fetchMock.mockResolvedValue(reply(422, { field: 'x' }, 'The given data was invalid.'));
    await expect(apiGet('/users/me')).rejects.toMatchObject({ status: 422, message: 'The given data was invalid.', data: { field: 'x' } });
    expect(fetchMock.mock.calls[0]![1]?.signal).toBeInstanceOf(AbortSignal);
  });
});
