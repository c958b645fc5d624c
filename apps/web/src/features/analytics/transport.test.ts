import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TAnalyticsEventInput } from '@innerway/domain';
import { fakeSecureStore } from '../../platform/test/fake-plugins';
import { postEvents } from './transport';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
});

const events: TAnalyticsEventInput[] = [{ name: 'tutorial_begin', params: {}, at: '2025-01-31T12:00:00.000Z' }];

describe('postEvents', () => {
  it('posts the batch with the client-info header, the session cookie and keepalive (it may outlive the page)', async () => {
    const fetchMock = vi.fn(async () => new Response('{"success":true,"data":{"stored":1},"error":null}', { status: 201 }));
    vi.stubGlobal('fetch', fetchMock);
    await postEvents(events);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/analytics/events');
    expect(init).toMatchObject({ method: 'POST', keepalive: true, credentials: 'include' });
    expect(new Headers(init.headers).get('X-Client-Info')).toMatch(/^platform=web;version=[\d.]+;build=\d+;window=\d+x\d+$/);
    expect(JSON.parse(String(init.body))).toEqual({ events });
  });

  it('fails on a refusal, without going through the API client (a 401 here must not sign anyone out)', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response('{"success":false}', { status: 401 })));
    await expect(postEvents(events)).rejects.toThrow('401');
  });

  it("in the apps, goes to the API's origin with the Bearer session and no cookie (CORS admits no credentials)", async () => {
    vi.stubEnv('VITE_APP_TARGET', 'native');
    vi.stubEnv('VITE_API_URL', 'https://api.innerway.test');
    vi.resetModules();
    const [{ postEvents: postFromApp }, tokens, platform] = await Promise.all([
      import('./transport'),
      import('../../platform/session-token'),
      import('../../platform/platform'),
    ]);
    await tokens.loadSessionTokens(fakeSecureStore({ session_token: 'stored-token' }));
    platform.setPlatform('android');
    const fetchMock = vi.fn(async () => new Response('{"success":true,"data":{"stored":1},"error":null}', { status: 201 }));
    vi.stubGlobal('fetch', fetchMock);
    await postFromApp(events);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('https://api.innerway.test/api/analytics/events');
    expect(init).toMatchObject({ credentials: 'omit', keepalive: true });
    const headers = new Headers(init.headers);
    expect(headers.get('Authorization')).toBe('Bearer stored-token');
    expect(headers.get('X-Client-Info')).toMatch(/^platform=android;/);
  });
});
