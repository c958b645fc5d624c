import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TAnalyticsEventInput } from '@innerway/domain';
import { postEvents } from './transport';

afterEach(() => {
  vi.unstubAllGlobals();
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
});
