import { describe, expect, it } from 'vitest';
import { eq, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { AnalyticsLimits, PreviewHeader, type TAnalyticsStoredEvent } from '@innerway/domain';
import { asBearer, asCookie, createAccount, freshIp, nativeClientInfo } from '../auth/account-testing.ts';
import type { Db } from '../db/client.ts';
import { analyticsEvents } from '../db/schema.ts';
import { clientInfoHeaders, setUpTestApp } from '../test/harness.ts';
import { eventTime } from './store-events.ts';
import { refusal } from '../test/refusal.ts';

let app: FastifyInstance;
let db: Db;
setUpTestApp((test) => ({ app, db } = test));

const now = () => new Date().toISOString();
const screenView = (screen_name: string, page_title = `Innerway - ${screen_name}`) => ({
  name: 'screen_view',
  params: { screen_name, screen_class: `${screen_name.replace(/\W/g, '')}Route`, page_title },
  at: now(),
});
const login = () => ({ name: 'login', params: { method: 'email' }, at: now() });

interface TPost {
  events?: unknown;
  payload?: unknown;
  headers?: Record<string, string>;
  ip?: string;
}

/** POST /api/analytics/events, anonymous with the web's client-info header unless told otherwise. */
function post({ events, payload, headers = clientInfoHeaders, ip = freshIp() }: TPost) {
  return app.inject({
    method: 'POST',
    url: '/api/analytics/events',
    headers,
    payload: (payload ?? { events }) as object,
    remoteAddress: ip,
  });
}

const rowsOf = (userId: number) => db.select().from(analyticsEvents).where(eq(analyticsEvents.userId, userId)).orderBy(analyticsEvents.id);

describe('POST /api/analytics/events', () => {
  it('stores a signed-in batch under the session user, in the order sent (201)', async () => {
    const { user, token } = await createAccount(db);
    const events = [login(), screenView('Dashboard'), { name: 'tutorial_begin', params: {}, at: now() }, screenView('Library')];
    const response = await post({ events, headers: asCookie(token) });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ success: true, data: { stored: 4 }, error: null });

    const second = await post({ events: [{ name: 'select_content', params: { content_type: 'Song', item_id: '31' }, at: now() }], headers: { ...asBearer(token), ...nativeClientInfo('ios') } });
    expect(second.statusCode).toBe(201);

    const rows = await rowsOf(user.id);
    expect(rows.map((row) => [row.name, (row.params as { screen_name?: string }).screen_name ?? null])).toEqual([
      ['login', null],
      ['screen_view', 'Dashboard'],
      ['tutorial_begin', null],
      ['screen_view', 'Library'],
      ['select_content', null],
    ]);
    expect(rows[4]!.params).toEqual({ content_type: 'Song', item_id: '31' });
  });

  it("stores nothing from the studio's preview frame, whose calls carry the preview header, after checking the batch", async () => {
    const { user, token } = await createAccount(db);
    const response = await post({ events: [screenView('Topic Detail')], headers: { ...asCookie(token), [PreviewHeader]: 'trial' } });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ success: true, data: { stored: 0 }, error: null });
    expect(await rowsOf(user.id)).toEqual([]);
    const bad = await post({ events: [{ name: 'no_such_event', params: {}, at: now() }], headers: { ...asCookie(token), [PreviewHeader]: 'full' } });
    expect(bad.statusCode).toBe(400);
  });

  it('takes anonymous batches (the sign-in and registration screens) without a user', async () => {
    const before = (await db.select().from(analyticsEvents).where(isNull(analyticsEvents.userId))).length;
    const response = await post({ events: [screenView('Login'), screenView('Registration')] });
    expect(response.statusCode).toBe(201);
    const after = await db.select().from(analyticsEvents).where(isNull(analyticsEvents.userId));
    expect(after).toHaveLength(before + 2);
  });

  it('needs the client-info header, signed in or not (403), and stores nothing without it', async () => {
    const { user, token } = await createAccount(db);
    const anonymous = await post({ events: [screenView('Login')], headers: {} });
    expect(anonymous.statusCode).toBe(403);
    expect(anonymous.json()).toMatchObject(refusal('request.missing_client_info'));
    const cookieOnly = await post({ events: [screenView('Dashboard')], headers: { cookie: asCookie(token).cookie } });
    expect(cookieOnly.statusCode).toBe(403);
    const garbled = await post({ events: [screenView('Login')], headers: { 'x-client-info': 'platform=toaster' } });
    expect(garbled.statusCode).toBe(403);
    expect(await rowsOf(user.id)).toEqual([]);
  });

  it.each([
    ['an unknown event', [{ name: 'purchase', params: {}, at: now() }]],
    ['an e-mail parameter', [{ name: 'login', params: { method: 'email', email: 'ana@example.com' }, at: now() }]],
    ['a name parameter', [{ name: 'sign_up', params: { method: 'email', name: 'Ana Reyes' }, at: now() }]],
    ['an e-mail address in a page title', [screenView('Dashboard', 'Hi ana@example.com')]],
    ['an unknown screen', [screenView('Settings')]],
    ['an unknown content kind', [{ name: 'select_content', params: { content_type: 'Video' }, at: now() }]],
    ['a page title too long', [screenView('Dashboard', 'x'.repeat(AnalyticsLimits.pageTitleMax + 1))]],
    ['a missing time', [{ name: 'tutorial_begin', params: {} }]],
    ['no events', []],
    ['not a list', 'login'],
  ])('refuses %s with 400 and stores none of the batch', async (_case, events) => {
    const { user, token } = await createAccount(db);
    // Alone, and after a good event: one bad event sinks its whole batch.
    const batches: unknown[] = [events];
    if (Array.isArray(events) && events.length > 0) batches.push([login(), ...events]);
    for (const batch of batches) {
      const reply = await post({ events: batch, headers: asCookie(token) });
      expect(reply.statusCode).toBe(400);
      expect(reply.json()).toMatchObject({ success: false, data: null, error: expect.any(String) });
    }
    expect(await rowsOf(user.id)).toEqual([]);
  });

  it('refuses keys beside `events` and bodies that are not JSON (400)', async () => {
    expect((await post({ payload: { events: [login()], user_id: 1 } })).statusCode).toBe(400);
    const malformed = await app.inject({
      method: 'POST',
      url: '/api/analytics/events',
      headers: { ...clientInfoHeaders, 'content-type': 'application/json' },
      payload: '{"events": [',
      remoteAddress: freshIp(),
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject(refusal('request.malformed_json'));
  });

  it('refuses a batch of more than 50 events (413) and a body over 32 KB (413)', async () => {
    const { user, token } = await createAccount(db);
    const fifty = Array.from({ length: AnalyticsLimits.maxBatchEvents }, () => screenView('Dashboard'));
    expect((await post({ events: fifty, headers: asCookie(token) })).statusCode).toBe(201);

    const tooMany = await post({ events: [...fifty, screenView('Library')], headers: asCookie(token) });
    expect(tooMany.statusCode).toBe(413);
    expect(tooMany.json()).toMatchObject(refusal('analytics.batch_too_large'));

    const heavy = await post({ payload: { events: [login()], padding: 'x'.repeat(AnalyticsLimits.maxBatchBytes) }, headers: asCookie(token) });
    expect(heavy.statusCode).toBe(413);
    expect(await rowsOf(user.id)).toHaveLength(50);
  });

  it('throttles a flood from one account (120 batches in 10 minutes), whatever its addresses', async () => {
    const { user, token } = await createAccount(db);
    const statuses: number[] = [];
    for (let batch = 0; batch < 121; batch += 1) {
      statuses.push((await post({ events: [screenView('Dashboard')], headers: asCookie(token) })).statusCode);
    }
    expect(statuses.slice(0, 120).every((status) => status === 201)).toBe(true);
    expect(statuses[120]).toBe(429);
    expect(await rowsOf(user.id)).toHaveLength(120);
  });

  it('throttles a flood from one address (300 batches in 10 minutes), bad ones counted too', async () => {
    const ip = freshIp();
    let last = 0;
    for (let batch = 0; batch < 300; batch += 1) {
      last = (await post({ events: batch % 2 ? [screenView('Login')] : [{ name: 'bogus' }], ip })).statusCode;
    }
    expect(last).toBe(201);
    const flooded = await post({ events: [screenView('Login')], ip });
    expect(flooded.statusCode).toBe(429);
    expect(flooded.json()).toMatchObject(refusal('request.too_many'));
    // Someone else is not held up by it.
    expect((await post({ events: [screenView('Login')] })).statusCode).toBe(201);
  });
});

describe('eventTime', () => {
  const arrival = new Date('2024-03-15T12:00:00.000Z');

  it("keeps the client's time when its clock agrees with ours to within minutes", () => {
    expect(eventTime('2024-03-15T11:59:55.000Z', arrival).toISOString()).toBe('2024-03-15T11:59:55.000Z');
    expect(eventTime('2024-03-15T11:50:00.000Z', arrival).toISOString()).toBe('2024-03-15T11:50:00.000Z');
    expect(eventTime('2024-03-15T13:00:30.000+01:00', arrival).toISOString()).toBe('2024-03-15T12:00:30.000Z');
  });

  it('takes the arrival time for a clock far off, either way', () => {
    expect(eventTime('2024-03-15T11:49:59.000Z', arrival)).toEqual(arrival);
    expect(eventTime('2024-03-15T12:01:01.000Z', arrival)).toEqual(arrival);
    expect(eventTime('2020-01-01T00:00:00.000Z', arrival)).toEqual(arrival);
  });
});

describe('GET /api/admin/analytics/*', () => {
  const get = (url: string, token?: string) => app.inject({ method: 'GET', url, headers: token ? asCookie(token) : {} });

  it('answers admins only: 401 signed out, 403 others (before the query is read)', async () => {
    const { token } = await createAccount(db);
    for (const url of ['/api/admin/analytics/daily', '/api/admin/analytics/events', '/api/admin/analytics/daily?from=nonsense']) {
      expect((await get(url)).statusCode, url).toBe(401);
      expect((await get(url, token)).statusCode, url).toBe(403);
    }
    const { token: disabledAdmin } = await createAccount(db, { isAdmin: true, isDisabled: true });
    expect((await get('/api/admin/analytics/daily', disabledAdmin)).statusCode).toBe(403);
  });

  it('counts events per UTC day, and screen views per screen', async () => {
    const { token } = await createAccount(db, { isAdmin: true });
    const { user } = await createAccount(db);
    const at = (iso: string) => new Date(iso);
    await db.insert(analyticsEvents).values([
      { userId: user.id, name: 'screen_view', params: { screen_name: 'Dashboard' }, createdAt: at('2023-06-01T00:00:00Z') },
      { userId: user.id, name: 'screen_view', params: { screen_name: 'Dashboard' }, createdAt: at('2023-06-01T23:59:59Z') },
      { userId: user.id, name: 'screen_view', params: { screen_name: 'Library' }, createdAt: at('2023-06-01T12:00:00Z') },
      { userId: null, name: 'login', params: { method: 'email' }, createdAt: at('2023-06-01T08:00:00Z') },
      { userId: user.id, name: 'screen_view', params: { screen_name: 'Library' }, createdAt: at('2023-06-02T00:00:00Z') },
      // Outside the range on both sides.
      { userId: user.id, name: 'login', params: { method: 'email' }, createdAt: at('2023-05-31T23:59:59Z') },
      { userId: user.id, name: 'login', params: { method: 'email' }, createdAt: at('2023-06-03T00:00:00Z') },
    ]);
    const response = await get('/api/admin/analytics/daily?from=2023-06-01&to=2023-06-02', token);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({
      from: '2023-06-01',
      to: '2023-06-02',
      events: [
        { day: '2023-06-01', name: 'login', count: 1 },
        { day: '2023-06-01', name: 'screen_view', count: 3 },
        { day: '2023-06-02', name: 'screen_view', count: 1 },
      ],
      screens: [
        { day: '2023-06-01', screen_name: 'Dashboard', count: 2 },
        { day: '2023-06-01', screen_name: 'Library', count: 1 },
        { day: '2023-06-02', screen_name: 'Library', count: 1 },
      ],
    });
  });

  it('reads the last 30 days by default, and refuses a backwards or longer-than-a-year range', async () => {
    const { token } = await createAccount(db, { isAdmin: true });
    const today = new Date().toISOString().slice(0, 10);
    const fallback = (await get('/api/admin/analytics/daily', token)).json().data;
    expect(fallback.to).toBe(today);
    expect((Date.parse(fallback.to) - Date.parse(fallback.from)) / 86_400_000).toBe(29);

    expect((await get('/api/admin/analytics/daily?from=2024-01-01&to=2024-12-31', token)).statusCode).toBe(200); // 366 days
    for (const query of ['from=2023-01-01&to=2024-01-02', 'from=2024-03-02&to=2024-03-01', 'from=2024-02-30', 'to=yesterday', 'days=3']) {
      const refused = await get(`/api/admin/analytics/daily?${query}`, token);
      expect(refused.statusCode, query).toBe(400);
    }
    expect((await get('/api/admin/analytics/daily?from=2024-03-02&to=2024-03-01', token)).json()).toMatchObject(refusal('analytics.date_range'));
  });

  it("lists one user's latest events, oldest first, as they were sent", async () => {
    const { token: admin } = await createAccount(db, { isAdmin: true });
    const { user, token } = await createAccount(db);
    await post({ events: [login(), screenView('Dashboard'), screenView('Resources')], headers: asCookie(token) });
    await post({ events: [{ name: 'select_content', params: { content_type: 'Book', item_id: '41' }, at: now() }], headers: asCookie(token) });

    const response = await get(`/api/admin/analytics/events?user_id=${user.id}`, admin);
    expect(response.statusCode).toBe(200);
    const events = response.json().data as TAnalyticsStoredEvent[];
    expect(events.map((event) => event.name)).toEqual(['login', 'screen_view', 'screen_view', 'select_content']);
    expect(events.every((event) => event.user_id === user.id)).toBe(true);
    expect(events[2]!.params).toEqual({ screen_name: 'Resources', screen_class: 'ResourcesRoute', page_title: 'Innerway - Resources' });

    const lastTwo = (await get(`/api/admin/analytics/events?user_id=${user.id}&limit=2`, admin)).json().data as TAnalyticsStoredEvent[];
    expect(lastTwo.map((event) => event.name)).toEqual(['screen_view', 'select_content']);
    expect((await get(`/api/admin/analytics/events?limit=${AnalyticsLimits.recentEventsMax + 1}`, admin)).statusCode).toBe(400);
  });
});
