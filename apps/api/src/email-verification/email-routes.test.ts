import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client.ts';
import { emailVerificationTokens, sessions, users } from '../db/schema.ts';
import { clientInfoHeaders, setUpTestApp, readOutbox, TEST_PASSWORD } from '../test/harness.ts';
import { asBearer, asCookie, createAccount, nativeClientInfo, sessionCookieOf, startedSession } from '../auth/account-testing.ts';
import { hashToken } from '../auth/tokens.ts';
import { refusal } from '../test/refusal.ts';

let app: FastifyInstance;
let db: Db;

setUpTestApp((test) => ({ app, db } = test));

const resend = (headers: Record<string, string>) => app.inject({ method: 'GET', url: '/api/email/resend', headers });
const verify = (token: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url: `/api/email/verify/${token}`, headers });

/** An unverified account and the token of the verification link just mailed to it. */
async function unverifiedWithLink(overrides: Parameters<typeof createAccount>[1] = {}) {
  const account = await createAccount(db, { isEmailVerified: false, ...overrides });
  await resend(asBearer(account.token));
  const [mail] = await readOutbox(db);
  const link = new RegExp(`${app.config.appUrl}/email/verify/([A-Za-z0-9_-]{43})`).exec(mail!.text)![1]!;
  return { ...account, link };
}

const isVerified = async (id: number) => (await db.select().from(users).where(eq(users.id, id)))[0]!.isEmailVerified;

describe('GET /api/email/resend', () => {
  it('mails a new link in the user language and answers already_verified false', async () => {
    const { user, token } = await createAccount(db, { isEmailVerified: false, preferredLanguage: 'es' });
    const response = await resend(asCookie(token));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, data: { already_verified: false }, error: null });
    const [mail] = await readOutbox(db);
    expect(mail).toMatchObject({ to: user.email, subject: 'Confirma tu correo electrónico en Innerway' });
    expect(mail!.html).toContain(`href="${app.config.appUrl}/email/verify/`);
  });

  it('sends nothing to a verified user and says so', async () => {
    const { token } = await createAccount(db, { isEmailVerified: true });
    const before = (await readOutbox(db)).length;
    const response = await resend(asBearer(token));
    expect(response.json()).toEqual({ success: true, data: { already_verified: true }, error: null });
    expect((await readOutbox(db)).length).toBe(before);
  });

  it('makes the earlier link stop working', async () => {
    const { user, token, link: first } = await unverifiedWithLink();
    await resend(asBearer(token));
    const response = await verify(first);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ ...refusal('auth.token_invalid'), data: { already_verified: false } });
    expect(await isVerified(user.id)).toBe(false);
  });

  it('refuses a signed-out caller with 401 and a disabled user with 403', async () => {
    const anonymous = await resend({});
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toMatchObject(refusal('auth.not_signed_in'));
    const { token } = await createAccount(db, { isEmailVerified: false, isDisabled: true });
    const disabled = await resend(asBearer(token));
    expect(disabled.statusCode).toBe(403);
    expect(disabled.json()).toMatchObject(refusal('auth.disabled'));
  });

  it('throttles resends per user', async () => {
    const { token } = await createAccount(db, { isEmailVerified: false });
    const statuses = [];
    for (let attempt = 0; attempt < 6; attempt += 1) statuses.push((await resend(asBearer(token))).statusCode);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });
});

describe('GET /api/email/verify/:verificationId', () => {
  it('verifies the address signed out, starts a session and sets the cookie (no token for the web)', async () => {
    const { user, link } = await unverifiedWithLink();
    const response = await verify(link, clientInfoHeaders);
    expect(response.statusCode).toBe(200);
    expect(response.json().data.user).toMatchObject({ id: user.id, is_email_verified: true });
    const token = startedSession(response);
    expect(await isVerified(user.id)).toBe(true);
    const me = await app.inject({ method: 'GET', url: '/api/users/me', headers: asCookie(token) });
    expect(me.json().data.id).toBe(user.id);
  });

  it.each(['ios', 'android'] as const)('signs %s in signed out with the token in the reply, no cookie', async (platform) => {
    const { user, link } = await unverifiedWithLink();
    const response = await verify(link, nativeClientInfo(platform));
    expect(response.statusCode).toBe(200);
    expect(response.json().data.user).toMatchObject({ id: user.id, is_email_verified: true });
    const token = startedSession(response, 'native');
    const me = await app.inject({ method: 'GET', url: '/api/users/me', headers: asBearer(token) });
    expect(me.json().data.id).toBe(user.id);
  });

  it.each([
    ['web, by cookie', asCookie],
    ['a native app, by Bearer', (token: string) => ({ ...asBearer(token), ...nativeClientInfo('ios') })],
  ])('signed in (%s): keeps the session, starts none and replies with the refreshed user', async (_case, as) => {
    const { user, token, link } = await unverifiedWithLink();
    const response = await verify(link, as(token));
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({ user: expect.objectContaining({ id: user.id, is_email_verified: true }) });
    expect(sessionCookieOf(response)).toBeUndefined();
    expect(await db.select().from(sessions).where(eq(sessions.userId, user.id))).toHaveLength(1);
    const me = await app.inject({ method: 'GET', url: '/api/users/me', headers: asBearer(token) });
    expect(me.json().data).toMatchObject({ id: user.id, is_email_verified: true });
  });

  it.each([
    ['web, by cookie', asCookie],
    ['a native app, by Bearer', (token: string) => ({ ...asBearer(token), ...nativeClientInfo('android') })],
  ])("signed in as another user (%s): verifies the link's address but leaves the caller signed in as themselves", async (_case, as) => {
    const { user: owner, link } = await unverifiedWithLink();
    const { user: caller, token } = await createAccount(db, { isEmailVerified: false });
    const ownerSessions = (await db.select().from(sessions).where(eq(sessions.userId, owner.id))).length;

    const response = await verify(link, as(token));
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({ user: expect.objectContaining({ id: caller.id, is_email_verified: false }) });
    expect(sessionCookieOf(response)).toBeUndefined();
    expect(await isVerified(owner.id)).toBe(true);
    expect(await isVerified(caller.id)).toBe(false);
    // No session for the link's account, and the caller's own is untouched.
    expect(await db.select().from(sessions).where(eq(sessions.userId, owner.id))).toHaveLength(ownerSessions);
    const me = await app.inject({ method: 'GET', url: '/api/users/me', headers: asBearer(token) });
    expect(me.json().data.id).toBe(caller.id);
    // Single use still.
    expect((await verify(link, as(token))).statusCode).toBe(400);
  });

  it('refuses a second use and reports the address already verified', async () => {
    const { link } = await unverifiedWithLink();
    expect((await verify(link)).statusCode).toBe(200);
    const again = await verify(link);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ ...refusal('auth.token_invalid'), data: { already_verified: true } });
    expect(sessionCookieOf(again)).toBeUndefined();
  });

  it('refuses an expired link without verifying', async () => {
    const { user, link } = await unverifiedWithLink();
    await db
      .update(emailVerificationTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(emailVerificationTokens.tokenHash, hashToken(link)));
    const response = await verify(link);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ ...refusal('auth.token_invalid'), data: { already_verified: false } });
    expect(await isVerified(user.id)).toBe(false);
  });

  it('refuses an unknown link, saying whether the signed-in user is verified anyway', async () => {
    const anonymous = await verify('made-up');
    expect(anonymous.json()).toEqual({ ...refusal('auth.token_invalid'), data: { already_verified: false } });
    const { token } = await createAccount(db, { isEmailVerified: true });
    const signedIn = await verify('made-up', asBearer(token));
    expect(signedIn.statusCode).toBe(400);
    expect(signedIn.json().data).toEqual({ already_verified: true });
  });

  it('does not let a link sent to an old address verify a new one', async () => {
    const { user, token, link } = await unverifiedWithLink();
    await app.inject({ method: 'PUT', url: `/api/users/${user.id}`, headers: asBearer(token), payload: { email: 'moved@example.com', current_password: TEST_PASSWORD } });
    expect((await verify(link)).statusCode).toBe(400);
    expect(await isVerified(user.id)).toBe(false);
  });
});
