import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { Limits } from '@innerway/domain';
import type { Db } from '../db/client.ts';
import { sessions } from '../db/schema.ts';
import { clientInfoHeaders, setUpTestApp, TEST_PASSWORD } from '../test/harness.ts';
import { disableUser } from '../users/disable-user.ts';
import {
  asBearer,
  asCookie,
  createAccount,
  freshIp,
  fromApp,
  nativeClientInfo,
  sessionCookieOf,
  startedSession,
} from './account-testing.ts';
import { hashToken } from './tokens.ts';
import { refusal } from '../test/refusal.ts';

let app: FastifyInstance;
let db: Db;

setUpTestApp((test) => ({ app, db } = test));

const login = (body: unknown, remoteAddress = freshIp(), headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url: '/api/auth/login', payload: body as object, remoteAddress, headers });

describe('POST /api/auth/login', () => {
  it('signs the web in with the right password: the user and an HttpOnly, SameSite=Lax cookie, no token', async () => {
    const { user } = await createAccount(db, { email: 'ana@example.com' });
    for (const headers of [clientInfoHeaders, {}, { 'x-client-info': 'platform=ios' }]) {
      const response = await login({ email: ' Ana@Example.com ', password: TEST_PASSWORD }, freshIp(), headers);
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body.success).toBe(true);
      expect(body.data.user).toMatchObject({ id: user.id, email: 'ana@example.com' });
      expect(Object.keys(body.data)).toEqual(['user']);
      const cookie = sessionCookieOf(response);
      expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
      expect(cookie!.value).toMatch(/^[A-Za-z0-9_-]{43}$/);

      const me = await app.inject({ method: 'GET', url: '/api/users/me', headers: asCookie(cookie!.value) });
      expect(me.json().data.id).toBe(user.id);
    }
  });

  it.each(['ios', 'android'] as const)('signs %s in with the token and the media token in the reply and no cookie', async (platform) => {
    const { user } = await createAccount(db);
    const response = await login({ email: user.email, password: TEST_PASSWORD }, freshIp(), nativeClientInfo(platform));
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data.user).toMatchObject({ id: user.id });
    expect(data.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(data.media_token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(data.media_token).not.toBe(data.token);
    expect(sessionCookieOf(response)).toBeUndefined();
    const [row] = await db.select().from(sessions).where(eq(sessions.tokenHash, hashToken(data.token)));
    expect(row!.mediaTokenHash).toBe(hashToken(data.media_token));
    const me = await app.inject({ method: 'GET', url: '/api/users/me', headers: asBearer(data.token) });
    expect(me.json().data.id).toBe(user.id);
  });

  it('stores only the hash of the token, and no media token for the web', async () => {
    await createAccount(db, { email: 'hash@example.com' });
    const token = startedSession(await login({ email: 'hash@example.com', password: TEST_PASSWORD }));
    const [row] = await db.select().from(sessions).where(eq(sessions.tokenHash, hashToken(token)));
    expect(row?.mediaTokenHash).toBeNull();
    const [clear] = await db.select().from(sessions).where(eq(sessions.tokenHash, token));
    expect(clear).toBeUndefined();
  });

  it('hands out a new token at every sign-in', async () => {
    await createAccount(db, { email: 'twice@example.com' });
    const first = startedSession(await login({ email: 'twice@example.com', password: TEST_PASSWORD }));
    const second = startedSession(await login({ email: 'twice@example.com', password: TEST_PASSWORD }));
    expect(first).not.toBe(second);
  });

  it('refuses a wrong password and an unknown address with the same 401', async () => {
    await createAccount(db, { email: 'wrong@example.com' });
    const wrong = await login({ email: 'wrong@example.com', password: 'not-the-password' });
    const unknown = await login({ email: 'nobody@example.com', password: TEST_PASSWORD });
    for (const response of [wrong, unknown]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual(refusal('auth.invalid_credentials'));
      expect(sessionCookieOf(response)).toBeUndefined();
    }
  });

  it.each([
    ['a missing password', { email: 'a@example.com' }, refusal('validation.login_required')],
    ['an empty e-mail', { email: '', password: 'x' }, refusal('validation.login_required')],
    ['a number for the password', { email: 'a@example.com', password: 12345678 }, refusal('validation.login_required')],
    ['a malformed e-mail', { email: 'not-an-email', password: 'x' }, refusal('validation.email_invalid')],
    [
      'an e-mail one character too long',
      { email: `${'a'.repeat(Limits.emailMax - 11)}@example.com`, password: 'x' },
      refusal('validation.too_long', { field: 'email', max: Limits.emailMax }),
    ],
    [
      'a password one character too long',
      { email: 'a@example.com', password: 'x'.repeat(Limits.passwordMax + 1) },
      refusal('validation.too_long', { field: 'password', max: Limits.passwordMax }),
    ],
  ])('answers 400 to %s', async (_case, body, message) => {
    const response = await login(body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(message);
  });

  it('accepts an e-mail and a password exactly at their limits', async () => {
    const email = `${'a'.repeat(Limits.emailMax - 12)}@example.com`;
    expect(email).toHaveLength(Limits.emailMax);
    const response = await login({ email, password: 'x'.repeat(Limits.passwordMax) });
    expect(response.statusCode).toBe(401);
  });

  it('answers 400 to malformed JSON', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": "a@example.com",',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(refusal('request.malformed_json'));
  });

  it('lets a disabled user sign in, so the app can show the notice', async () => {
    await createAccount(db, { email: 'off@example.com', isDisabled: true });
    const response = await login({ email: 'off@example.com', password: TEST_PASSWORD });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.user.is_disabled).toBe(true);
  });

  it("throttles one client's attempts on an address, not the owner's from another client", async () => {
    await createAccount(db, { email: 'target@example.com' });
    const attacker = freshIp();
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 11; attempt += 1) {
      statuses.push((await login({ email: 'target@example.com', password: 'guess' }, attacker)).statusCode);
    }
    expect(statuses).toEqual([...Array(10).fill(401), 429]);
    // Blocked even with the right password, from that client...
    const blocked = await login({ email: 'target@example.com', password: TEST_PASSWORD }, attacker);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual(refusal('request.too_many'));
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(14 * 60);
    expect(Number(blocked.headers['retry-after'])).toBeLessThanOrEqual(15 * 60);
    // ...while the owner, elsewhere, signs in.
    expect((await login({ email: 'target@example.com', password: TEST_PASSWORD })).statusCode).toBe(200);
  });

  it('throttles attempts from one IP across addresses', async () => {
    const ip = freshIp();
    let last = 0;
    for (let attempt = 0; attempt < 51; attempt += 1) {
      last = (await login({ email: `sweep${attempt}@example.com`, password: 'guess' }, ip)).statusCode;
    }
    expect(last).toBe(429);
  });
});

describe('sessions', () => {
  it('accepts a Bearer token without the client-info header, even for state changes', async () => {
    const { token } = await createAccount(db);
    const response = await app.inject({ method: 'GET', url: '/api/auth/logout', headers: asBearer(token) });
    expect(response.statusCode).toBe(200);
  });

  it('refuses a cookie-authenticated state change without the client-info header (CSRF guard)', async () => {
    const { user, token } = await createAccount(db);
    const cookieOnly = { cookie: `innerway_session=${token}` };
    for (const request of [
      { method: 'GET' as const, url: '/api/auth/logout' },
      { method: 'PUT' as const, url: `/api/users/${user.id}`, payload: { name: 'Changed' } },
      { method: 'GET' as const, url: '/api/email/resend' },
    ]) {
      const response = await app.inject({ ...request, headers: cookieOnly });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual(refusal('request.missing_client_info'));
    }
    // HEAD runs the GET handler, side effect included, so it is guarded too (its reply has no body).
    for (const url of ['/api/auth/logout', '/api/email/resend']) {
      expect((await app.inject({ method: 'HEAD', url, headers: cookieOnly })).statusCode).toBe(403);
    }
    const malformed = await app.inject({
      method: 'GET',
      url: '/api/auth/logout',
      headers: { ...cookieOnly, 'x-client-info': 'platform=fax' },
    });
    expect(malformed.statusCode).toBe(403);
    // Reads need no header, and the session survived the refused calls.
    const me = await app.inject({ method: 'GET', url: '/api/users/me', headers: cookieOnly });
    expect(me.json().data.id).toBe(user.id);
  });

  it('ends after 30 idle days', async () => {
    const { user, token } = await createAccount(db);
    await db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.userId, user.id));
    const me = await app.inject({ method: 'GET', url: '/api/users/me', headers: asBearer(token) });
    expect(me.json()).toEqual({ success: true, data: null, error: null });
  });

  it('slides the idle deadline forward on use, but never past 90 days from sign-in', async () => {
    const { user, token } = await createAccount(db);
    const day = 24 * 60 * 60 * 1000;
    await db
      .update(sessions)
      .set({ createdAt: new Date(Date.now() - 80 * day), lastSeenAt: new Date(Date.now() - 2 * day) })
      .where(eq(sessions.userId, user.id));
    await app.inject({ method: 'GET', url: '/api/users/me', headers: asBearer(token) });
    const [row] = await db.select().from(sessions).where(eq(sessions.userId, user.id));
    const expected = row!.createdAt.getTime() + 90 * day;
    expect(Math.abs(row!.expiresAt.getTime() - expected)).toBeLessThan(5000);
    expect(Date.now() - row!.lastSeenAt.getTime()).toBeLessThan(5000);
  });

  it('reads the cookie when the Authorization header is of another scheme', async () => {
    const { user, token } = await createAccount(db);
    const me = await app.inject({
      method: 'GET',
      url: '/api/users/me',
      headers: { authorization: 'Basic c3RhZ2luZzpzdGFnaW5n', cookie: `innerway_session=${token}` },
    });
    expect(me.json().data.id).toBe(user.id);
  });

  it('ignores an unknown token and a malformed Authorization header', async () => {
    for (const headers of [asBearer('made-up'), { authorization: 'Basic abc' }, { cookie: 'innerway_session=nope' }]) {
      const me = await app.inject({ method: 'GET', url: '/api/users/me', headers });
      expect(me.json()).toEqual({ success: true, data: null, error: null });
    }
  });

  it('ends every session of a user who is disabled', async () => {
    const { user, token } = await createAccount(db);
    await disableUser(db, user.id);
    const me = await app.inject({ method: 'GET', url: '/api/users/me', headers: asBearer(token) });
    expect(me.json().data).toBeNull();
    expect(await db.select().from(sessions).where(eq(sessions.userId, user.id))).toEqual([]);
  });
});

// Decision 005: CORS admits the apps' origins, so from there only the Bearer header counts.
describe("from the apps' origins", () => {
  const origins = { ios: 'capacitor://localhost', android: 'https://localhost' };
  const me = (headers: Record<string, string>) => app.inject({ method: 'GET', url: '/api/users/me', headers });

  it.each(['ios', 'android'] as const)('ignores the session cookie from the %s origin, and takes the Bearer token', async (platform) => {
    const { user, token } = await createAccount(db);
    expect((await me({ ...asCookie(token), origin: origins[platform] })).json().data).toBeNull();
    expect((await me({ ...asBearer(token), origin: origins[platform] })).json().data.id).toBe(user.id);
    // Elsewhere the cookie still counts: the web's own pages send an Origin too.
    expect((await me({ ...asCookie(token), origin: 'https://innerway.app' })).json().data.id).toBe(user.id);
  });

  it('does not let a cookie from an app origin change anything', async () => {
    const { user, token } = await createAccount(db);
    const response = await app.inject({
      method: 'PUT',
      url: `/api/users/${user.id}`,
      payload: { name: 'Changed' },
      headers: { ...asCookie(token), origin: origins.ios },
    });
    expect(response.statusCode).toBe(401);
  });

  it.each(['ios', 'android'] as const)('hands %s the tokens and never a cookie, whatever its client-info header says', async (platform) => {
    const { user } = await createAccount(db);
    for (const headers of [fromApp(platform), { origin: origins[platform] }, { ...clientInfoHeaders, origin: origins[platform] }]) {
      const response = await login({ email: user.email, password: TEST_PASSWORD }, freshIp(), headers);
      expect(response.statusCode).toBe(200);
      expect(response.headers['set-cookie']).toBeUndefined();
      startedSession(response, 'native');
    }
  });

  it('sends no cookie at logout, and ends the session', async () => {
    const { token } = await createAccount(db);
    const response = await app.inject({ method: 'GET', url: '/api/auth/logout', headers: { ...asBearer(token), ...fromApp('android') } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['set-cookie']).toBeUndefined();
    expect((await me(asBearer(token))).json().data).toBeNull();
  });
});

describe('GET /api/auth/logout', () => {
  it('ends the session and clears the cookie', async () => {
    const { user, token } = await createAccount(db);
    const response = await app.inject({ method: 'GET', url: '/api/auth/logout', headers: asCookie(token) });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, data: null, error: null });
    const cleared = sessionCookieOf(response);
    expect(cleared?.value).toBe('');
    expect(await db.select().from(sessions).where(eq(sessions.userId, user.id))).toEqual([]);
    const me = await app.inject({ method: 'GET', url: '/api/users/me', headers: asBearer(token) });
    expect(me.json().data).toBeNull();
  });

  it('is fine when signed out', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/auth/logout', headers: clientInfoHeaders });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, data: null, error: null });
  });

  it('works for a disabled user', async () => {
    const { token } = await createAccount(db, { isDisabled: true });
    const response = await app.inject({ method: 'GET', url: '/api/auth/logout', headers: asBearer(token) });
    expect(response.statusCode).toBe(200);
  });
});
