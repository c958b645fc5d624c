import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ErrorMessage, ErrorText } from '@innerway/domain';
import { sessionToken } from '../platform/session-token';
import { ApiError, apiGet, apiPost, onUnauthorized } from './api-client';

function reply(status: number, body: unknown) {
  const text = body === undefined ? '' : typeof body === 'string' ? body : JSON.stringify(body);
  return new Response(text, { status, headers: { 'content-type': 'application/json' } });
}

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
  onUnauthorized(null);
});

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe('api client', () => {
  it('calls /api with credentials, JSON and the client-info header, and returns the envelope data', async () => {
    fetchMock.mockResolvedValue(reply(200, { success: true, data: { id: 1 }, error: null }));
    await expect(apiPost('/auth/login', { email: 'a@b.c', password: 'pw' })).resolves.toEqual({ id: 1 });

    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/auth/login');
    expect(init?.method).toBe('POST');
    expect(init?.credentials).toBe('include');
    expect(init?.body).toBe(JSON.stringify({ email: 'a@b.c', password: 'pw' }));
    const headers = new Headers(init?.headers);
    expect(headers.get('content-type')).toBe('application/json');
    expect(headers.get('x-client-info')).toMatch(/^platform=web;version=1\.8\.0;build=112;window=\d+x\d+$/);
  });

  it('never takes a token or sends a Bearer header on the website: its session is the cookie', async () => {
    fetchMock.mockResolvedValueOnce(reply(200, { success: true, data: { user: { id: 1 }, token: 'leaked' }, error: null }));
    await apiPost('/auth/login', { email: 'a@b.c', password: 'pw' });
    expect(sessionToken()).toBeNull();
    fetchMock.mockResolvedValueOnce(reply(200, { success: true, data: null, error: null }));
    await apiGet('/users/me');
    const [url, init] = fetchMock.mock.calls[1]!;
    expect(url).toBe('/api/users/me');
    expect(init?.credentials).toBe('include');
    expect(new Headers(init?.headers).has('authorization')).toBe(false);
  });

  it('fails with the server error text, keeping status, data and code', async () => {
    fetchMock.mockResolvedValue(reply(400, { success: false, data: { already_verified: true }, error: ErrorText['auth.token_invalid'], code: 'auth.token_invalid' }));
    const error = await failure(apiGet('/email/verify/abc'));
    expect(error.status).toBe(400);
    expect(error.message).toBe(ErrorText['auth.token_invalid']);
    expect(error.data).toEqual({ already_verified: true });
    expect(error.code).toBe('auth.token_invalid');
  });

  it('fails with the status code when the reply has no error text', async () => {
    fetchMock.mockResolvedValue(reply(500, { success: false, data: null, error: null }));
    expect((await failure(apiGet('/modules'))).message).toBe('500');
  });

  it("fails with 'No response data' on an empty reply", async () => {
    fetchMock.mockResolvedValue(reply(200, undefined));
    expect(await failure(apiGet('/modules'))).toMatchObject({ message: ErrorMessage.noResponseData, reason: 'empty' });
  });

  it('treats a reply without success as a failure even with status 200', async () => {
    fetchMock.mockResolvedValue(reply(200, { success: false, data: null, error: 'Nope' }));
    expect((await failure(apiGet('/modules'))).message).toBe('Nope');
  });

  it('on 401 forgets the session user and says the spec text, keeping the server text and code aside', async () => {
    const forget = vi.fn();
    onUnauthorized(forget);
    fetchMock.mockResolvedValue(reply(401, { success: false, data: null, error: ErrorText['auth.invalid_credentials'], code: 'auth.invalid_credentials' }));
    const error = await failure(apiPost('/auth/login', { email: 'a@b.c', password: 'pw' }));
    expect(forget).toHaveBeenCalledOnce();
    expect(error.status).toBe(401);
    expect(error.message).toBe(ErrorMessage.unauthorized);
    expect(error.serverText).toBe(ErrorText['auth.invalid_credentials']);
    expect(error.code).toBe('auth.invalid_credentials');
  });

  it('reports an unreachable server as a network failure', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const error = await failure(apiGet('/modules'));
    expect(error.status).toBe(0);
    expect(error.reason).toBe('network');
  });
});
