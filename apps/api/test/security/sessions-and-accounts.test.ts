// Sessions (a new token at every sign-in, ended by reset, disabling and
// deletion, idle and absolute lifetimes), throttles, the forgot-password answer, and single-use
// expiring mail links. Time is moved by shifting the stored timestamps, never by waiting.
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { asBearer, asCookie, createAccount, freshIp, fromApp, startedSession } from '../../src/auth/account-testing.ts';
import { absoluteLifetimeMs, idleLifetimeMs, startSession } from '../../src/auth/sessions.ts';
import { hashToken } from '../../src/auth/tokens.ts';
import { sessions, users } from '../../src/db/schema.ts';
import { disableUser } from '../../src/users/disable-user.ts';
import { clientInfoHeaders, readSettledOutbox, setUpTestApp, TEST_PASSWORD, type TestApp } from '../../src/test/harness.ts';
import { refusal } from '../../src/test/refusal.ts';

let t: TestApp;
setUpTestApp((test) => {
  t = test;
});

const day = 24 * 60 * 60 * 1000;
const newPassword = 'a brand new passphrase';

const post = (url: string, payload: object, headers: Record<string, string> = clientInfoHeaders, remoteAddress = freshIp()) =>
  t.app.inject({ method: 'POST', url, payload, headers, remoteAddress });

const signIn = (email: string, password = TEST_PASSWORD, headers: Record<string, string> = clientInfoHeaders, ip = freshIp()) =>
  post('/api/auth/login', { email, password }, headers, ip);

/** Whether a token still opens a signed-in call (a content list needs a live session). */
async function isLive(token: string): Promise<boolean> {
  const response = await t.app.inject({ url: '/api/modules', headers: asCookie(token) });
  expect([200, 401]).toContain(response.statusCode);
  return response.statusCode === 200;
}

/** Whether a media token still opens a signed-in medium (401 once its session has ended). */
async function mediaTokenIsLive(mediaToken: string): Promise<boolean> {
  const response = await t.app.inject({ url: `/api/content_media/audio/none.mp3?media_token=${mediaToken}` });
  // The file does not exist: a live token gets as far as the 404.
  expect([404, 401]).toContain(response.statusCode);
  return response.statusCode === 404;
}

/** Moves the clock `ms` forward for a user's sessions: every stored time goes that far back. */
async function age(userId: number, ms: number): Promise<void> {
  await t.pool.query(
    `update sessions set created_at = created_at - $2 * interval '1 millisecond',
       last_seen_at = last_seen_at - $2 * interval '1 millisecond',
       expires_at = expires_at - $2 * interval '1 millisecond'
     where user_id = $1`,
    [userId, ms],
  );
}

/** Ends every throttle window now, as if the window had passed. */
const passThrottleWindows = () => t.pool.query(`update rate_limits set reset_at = now() - interval '1 second'`);

const throttled = refusal('request.too_many');

/** The token of the newest mailed link of a kind. */
async function mailedLinkToken(kind: 'email/verify' | 'password/reset'): Promise<string> {
  const [mail] = await readSettledOutbox(t.db);
  return new RegExp(`/${kind}/([A-Za-z0-9_-]+)`).exec(mail!.text)![1]!;
}

describe('sign-in', () => {
  it('hands out a new token at every sign-in, whatever session the caller already presents', async () => {
    const { user, token: presented } = await createAccount(t.db);
    const first = startedSession(await signIn(user.email, TEST_PASSWORD, asCookie(presented)));
    const second = startedSession(await signIn(user.email));
    expect(new Set([presented, first, second]).size).toBe(3);
  });

  it('hands the apps a new media token at every sign-in, and keeps only its hash', async () => {
    const { user } = await createAccount(t.db);
    const replies = [await signIn(user.email, TEST_PASSWORD, fromApp('ios')), await signIn(user.email, TEST_PASSWORD, fromApp('android'))];
    const mediaTokens = replies.map((reply) => (reply.json().data as { media_token: string }).media_token);
    expect(new Set(mediaTokens).size).toBe(2);
    const rows = await t.db.select().from(sessions).where(eq(sessions.userId, user.id));
    for (const mediaToken of mediaTokens) {
      expect(rows.some((row) => row.mediaTokenHash === hashToken(mediaToken))).toBe(true);
      expect(JSON.stringify(rows)).not.toContain(mediaToken);
    }
  });

  it('keeps only a hash of session tokens', async () => {
    const { user, token } = await createAccount(t.db);
    const [row] = await t.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(row!.tokenHash).toBe(hashToken(token));
    expect(row!.tokenHash).not.toContain(token);
  });
});

describe('every session of a person ends, media tokens with them', () => {
  /** A web session and an app's (with its media token). */
  async function withTwoSessions() {
    const account = await createAccount(t.db);
    const { token: other, mediaToken } = await startSession(t.db, account.user.id, undefined, { withMediaToken: true });
    expect([await isLive(account.token), await isLive(other), await mediaTokenIsLive(mediaToken!)]).toEqual([true, true, true]);
    return { ...account, tokens: [account.token, other], mediaToken: mediaToken! };
  }

  it('at logout, for that session only', async () => {
    const { tokens, mediaToken } = await withTwoSessions();
    await t.app.inject({ url: '/api/auth/logout', headers: asBearer(tokens[1]!) });
    expect([await isLive(tokens[0]!), await isLive(tokens[1]!), await mediaTokenIsLive(mediaToken)]).toEqual([true, false, false]);
  });

  it('when the password is reset', async () => {
    const { user, tokens, mediaToken } = await withTwoSessions();
    await post('/api/password/email', { email: user.email });
    const reset = await post('/api/password/reset', {
      email: user.email,
      password: newPassword,
      password_confirmation: newPassword,
      token: await mailedLinkToken('password/reset'),
    });
    expect(reset.statusCode).toBe(200);
    for (const token of tokens) expect(await isLive(token)).toBe(false);
    expect(await mediaTokenIsLive(mediaToken)).toBe(false);
    expect(await isLive(startedSession(reset))).toBe(true);
  });

  it('when an admin disables the account', async () => {
    const { user, tokens, mediaToken } = await withTwoSessions();
    await disableUser(t.db, user.id);
    for (const token of tokens) expect(await isLive(token)).toBe(false);
    expect(await mediaTokenIsLive(mediaToken)).toBe(false);
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, user.id))).toEqual([]);
  });

  it('when the account is deleted', async () => {
    const { user, tokens, mediaToken } = await withTwoSessions();
    const response = await t.app.inject({ method: 'DELETE', url: `/api/users/${user.id}`, headers: asCookie(tokens[0]!) });
    expect(response.statusCode).toBe(200);
    for (const token of tokens) expect(await isLive(token)).toBe(false);
    expect(await mediaTokenIsLive(mediaToken)).toBe(false);
  });
});

describe('session lifetimes', () => {
  it(`ends a session left unused for ${idleLifetimeMs / day} days, not one used within them`, async () => {
    const { user, token } = await createAccount(t.db);
    await age(user.id, idleLifetimeMs - day);
    expect(await isLive(token)).toBe(true);
    await age(user.id, idleLifetimeMs + 60_000);
    expect(await isLive(token)).toBe(false);
  });

  it('ends a media token with its session', async () => {
    const { user } = await createAccount(t.db);
    const { mediaToken } = await startSession(t.db, user.id, undefined, { withMediaToken: true });
    await age(user.id, idleLifetimeMs - day);
    expect(await mediaTokenIsLive(mediaToken!)).toBe(true);
    await age(user.id, idleLifetimeMs + 60_000);
    expect(await mediaTokenIsLive(mediaToken!)).toBe(false);
  });

  it(`ends a session ${absoluteLifetimeMs / day} days after sign-in, however often it is used`, async () => {
    const { user, token } = await createAccount(t.db);
    const step = 20 * day;
    for (let used = step; used < absoluteLifetimeMs; used += step) {
      await age(user.id, step);
      expect(await isLive(token), `after ${used / day} days`).toBe(true);
    }
    // Last used 10 days before the absolute end, so the idle deadline alone would not end it.
    await age(user.id, step);
    expect(await isLive(token)).toBe(false);
  });
});

describe('throttles', () => {
  /** `allowed` calls answer otherwise than 429, the next one 429 with the envelope, and after the window one passes again. */
  async function expectThrottle(
    allowed: number,
    call: (attempt: number) => Promise<{ statusCode: number; headers: Record<string, unknown>; json(): unknown }>,
  ) {
    for (let attempt = 0; attempt < allowed; attempt += 1) {
      expect((await call(attempt)).statusCode, `attempt ${attempt + 1}`).not.toBe(429);
    }
    const blocked = await call(allowed);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual(throttled);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    await passThrottleWindows();
    expect((await call(allowed + 1)).statusCode).not.toBe(429);
  }

  it('throttles sign-in attempts on one address from one client (even with the right password once blocked)', async () => {
    const { user } = await createAccount(t.db);
    const client = freshIp();
    await expectThrottle(10, (attempt) => signIn(user.email, attempt < 10 ? 'a wrong password' : TEST_PASSWORD, clientInfoHeaders, client));
    expect((await signIn(user.email)).statusCode).toBe(200);
  });

  it('throttles password-reset requests for one address from one client', async () => {
    const { user } = await createAccount(t.db);
    const client = freshIp();
    await expectThrottle(5, () => post('/api/password/email', { email: user.email }, clientInfoHeaders, client));
  });

  it('throttles verification-mail resends per account', async () => {
    const { token } = await createAccount(t.db, { isEmailVerified: false });
    await expectThrottle(5, () => t.app.inject({ url: '/api/email/resend', headers: asCookie(token), remoteAddress: freshIp() }));
  });

  it('throttles code attempts per account, gift card and institution codes counted together', async () => {
    const { user, token } = await createAccount(t.db, { isTrialMode: true });
    await expectThrottle(10, (attempt) =>
      attempt % 2 === 0
        ? post(`/api/users/${user.id}/gift_cards/redeem`, { code: 'ZZZZZZZZ' }, asCookie(token))
        : t.app.inject({
            method: 'PUT',
            url: `/api/users/${user.id}`,
            payload: { institution_code: 'ZZZZZZZZ' },
            headers: asCookie(token),
            remoteAddress: freshIp(),
          }),
    );
  });
});

describe('forgot password', () => {
  it('answers the same status and body for a known and an unknown address, signed in or not', async () => {
    const { user, token } = await createAccount(t.db);
    for (const headers of [clientInfoHeaders, asCookie(token)]) {
      const known = await post('/api/password/email', { email: user.email }, headers);
      const unknown = await post('/api/password/email', { email: `nobody-${user.id}@example.com` }, headers);
      expect(unknown.statusCode).toBe(known.statusCode);
      expect(unknown.body).toBe(known.body);
    }
  });
});

describe('mailed links', () => {
  const verify = (token: string) => t.app.inject({ url: `/api/email/verify/${token}`, headers: clientInfoHeaders });
  const isVerified = async (userId: number) =>
    (await t.db.select().from(users).where(eq(users.id, userId)))[0]!.isEmailVerified;

  async function unverifiedWithLink() {
    const account = await createAccount(t.db, { isEmailVerified: false });
    expect((await t.app.inject({ url: '/api/email/resend', headers: asCookie(account.token) })).statusCode).toBe(200);
    return { ...account, link: await mailedLinkToken('email/verify') };
  }

  it('verifies an address once per link', async () => {
    const { user, link } = await unverifiedWithLink();
    expect((await verify(link)).statusCode).toBe(200);
    expect(await isVerified(user.id)).toBe(true);
    expect((await verify(link)).statusCode).toBe(400);
  });

  it('refuses an expired verification link', async () => {
    const { user, link } = await unverifiedWithLink();
    await t.pool.query(`update email_verification_tokens set expires_at = now() - interval '1 second' where user_id = $1`, [user.id]);
    const response = await verify(link);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ ...refusal('auth.token_invalid'), data: { already_verified: false } });
    expect(await isVerified(user.id)).toBe(false);
  });

  const reset = (email: string, token: string) =>
    post('/api/password/reset', { email, password: newPassword, password_confirmation: newPassword, token });
  const passwordHashOf = async (userId: number) =>
    (await t.db.select().from(users).where(eq(users.id, userId)))[0]!.passwordHash;

  it('resets a password once per link', async () => {
    const { user } = await createAccount(t.db);
    await post('/api/password/email', { email: user.email });
    const link = await mailedLinkToken('password/reset');
    expect((await reset(user.email, link)).statusCode).toBe(200);
    const hash = await passwordHashOf(user.id);
    const again = await reset(user.email, link);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject(refusal('auth.token_invalid'));
    expect(await passwordHashOf(user.id)).toBe(hash);
  });

  it('refuses an expired reset link', async () => {
    const { user } = await createAccount(t.db);
    await post('/api/password/email', { email: user.email });
    const link = await mailedLinkToken('password/reset');
    await t.pool.query(`update password_reset_tokens set expires_at = now() - interval '1 second' where user_id = $1`, [user.id]);
    const hash = await passwordHashOf(user.id);
    expect((await reset(user.email, link)).statusCode).toBe(400);
    expect(await passwordHashOf(user.id)).toBe(hash);
  });
});
