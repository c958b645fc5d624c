import { describe, expect, it } from 'vitest';
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client.ts';
import { emailVerificationTokens, passwordResetTokens, sessions } from '../db/schema.ts';
import { clientInfoHeaders, setUpTestApp, readOutbox, readSettledOutbox, TEST_PASSWORD } from '../test/harness.ts';
import { asBearer, asCookie, createAccount, freshIp, nativeClientInfo, startedSession } from '../auth/account-testing.ts';
import { hashToken } from '../auth/tokens.ts';
import { refusal, refusalOfRequest } from '../test/refusal.ts';

let app: FastifyInstance;
let db: Db;

setUpTestApp((test) => ({ app, db } = test));

const newPassword = 'gentle-tide-returns-83';

const requestReset = (body: object, headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url: '/api/password/email', payload: body, headers, remoteAddress: freshIp() });

const resetWith = (body: object, headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url: '/api/password/reset', payload: body, headers, remoteAddress: freshIp() });

/** Asks for a reset mail and returns the token from its link. */
async function mailedToken(email: string): Promise<string> {
  await requestReset({ email });
  const [mail] = await readSettledOutbox(db);
  const match = /\/password\/reset\/([A-Za-z0-9_-]+)\?email=/.exec(mail!.text);
  return match![1]!;
}

const signIn = (email: string, password: string) =>
  app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password }, remoteAddress: freshIp() });

describe('POST /api/password/email', () => {
  it('mails a localised reset link with the address, absolute from APP_URL', async () => {
    const { user } = await createAccount(db, { email: 'a+b@example.com', preferredLanguage: 'fr' });
    const response = await requestReset({ email: 'A+B@example.com' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, data: null, error: null });
    const [mail] = await readSettledOutbox(db);
    expect(mail).toMatchObject({ to: user.email, subject: 'Réinitialisez votre mot de passe Innerway' });
    const link = new RegExp(`${app.config.appUrl}/password/reset/[A-Za-z0-9_-]{43}\\?email=a%2Bb%40example\\.com`);
    expect(mail!.text).toMatch(link);
    expect(mail!.html).toMatch(link);
  });

  it("writes to a signed-out caller in the language they are reading, else in the account's", async () => {
    const { user } = await createAccount(db, { preferredLanguage: 'fr' });
    await requestReset({ email: user.email, anonymous_locale: 'es' });
    expect((await readSettledOutbox(db))[0]!.subject).toBe('Restablece tu contraseña de Innerway');

    const { token } = await createAccount(db, { email: 'signed-in@example.com', preferredLanguage: 'fr' });
    await requestReset({ email: 'signed-in@example.com', anonymous_locale: 'es' }, asCookie(token));
    expect((await readSettledOutbox(db))[0]!.subject).toBe('Réinitialisez votre mot de passe Innerway');
  });

  it('answers an unknown address exactly as a known one, and sends nothing', async () => {
    const { user } = await createAccount(db);
    const known = await requestReset({ email: user.email });
    const before = (await readSettledOutbox(db)).length;
    const unknown = await requestReset({ email: 'nobody-here@example.com' });
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.body).toBe(known.body);
    expect((await readSettledOutbox(db)).length).toBe(before);
  });

  it.each([
    ['a missing e-mail', {}, refusal('validation.forgot_required')],
    ['a malformed e-mail', { email: 'nope' }, refusal('validation.email_invalid')],
    ['an unknown language', { email: 'a@example.com', anonymous_locale: 'de' }, undefined],
  ])('answers 400 to %s', async (_case, body, message) => {
    const response = await requestReset(body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(message ?? { ...refusalOfRequest, error: expect.any(String) });
  });

  it("throttles one client's requests for an address, not the owner's from elsewhere", async () => {
    const { user } = await createAccount(db);
    const client = freshIp();
    const fromClient = () => app.inject({ method: 'POST', url: '/api/password/email', payload: { email: user.email }, remoteAddress: client });
    const statuses = [];
    for (let attempt = 0; attempt < 6; attempt += 1) statuses.push((await fromClient()).statusCode);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    expect((await requestReset({ email: user.email })).statusCode).toBe(200);
  });

  it('throttles requests for one address from many IPs past a ceiling', async () => {
    const { user } = await createAccount(db);
    const statuses = [];
    for (let attempt = 0; attempt < 21; attempt += 1) statuses.push((await requestReset({ email: user.email })).statusCode);
    expect(statuses).toEqual([...Array(20).fill(200), 429]);
  });

  it('throttles requests from one IP', async () => {
    const remoteAddress = freshIp();
    let last = 0;
    for (let attempt = 0; attempt < 21; attempt += 1) {
      last = (
        await app.inject({ method: 'POST', url: '/api/password/email', payload: { email: `x${attempt}@example.com` }, remoteAddress })
      ).statusCode;
    }
    expect(last).toBe(429);
  });
});

describe('POST /api/password/reset', () => {
  it('sets the new password, ends every other session and starts a new one', async () => {
    const { user, token: oldSession } = await createAccount(db);
    const resetToken = await mailedToken(user.email);
    const response = await resetWith(
      { email: user.email, password: newPassword, password_confirmation: newPassword, token: resetToken },
      clientInfoHeaders,
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().data.user.id).toBe(user.id);
    // The web gets the new session in the cookie only.
    const token = startedSession(response);
    expect((await app.inject({ method: 'GET', url: '/api/users/me', headers: asCookie(token) })).json().data.id).toBe(user.id);

    const oldMe = await app.inject({ method: 'GET', url: '/api/users/me', headers: asBearer(oldSession) });
    expect(oldMe.json().data).toBeNull();
    expect(await db.select().from(sessions).where(eq(sessions.userId, user.id))).toHaveLength(1);
    expect((await signIn(user.email, TEST_PASSWORD)).statusCode).toBe(401);
    expect((await signIn(user.email, newPassword)).statusCode).toBe(200);
  });

  it('ends every link mailed before it: a verification link no longer signs anyone in', async () => {
    const { user, token: session } = await createAccount(db, { isEmailVerified: false });
    await app.inject({ method: 'GET', url: '/api/email/resend', headers: asBearer(session) });
    const verificationLink = /\/email\/verify\/([A-Za-z0-9_-]+)/.exec((await readOutbox(db))[0]!.text)![1]!;
    const resetToken = await mailedToken(user.email);
    const response = await resetWith({ email: user.email, password: newPassword, password_confirmation: newPassword, token: resetToken });
    expect(response.statusCode).toBe(200);
    const verify = await app.inject({ method: 'GET', url: `/api/email/verify/${verificationLink}`, headers: clientInfoHeaders });
    expect(verify.statusCode).toBe(400);
    expect(verify.json()).toEqual({ ...refusal('auth.token_invalid'), data: { already_verified: false } });
    expect(await db.select().from(emailVerificationTokens).where(and(eq(emailVerificationTokens.userId, user.id), isNull(emailVerificationTokens.usedAt)))).toEqual([]);
  });

  it('works signed in (Change Password) with the token from the same mail', async () => {
    const { user, token: session } = await createAccount(db);
    await requestReset({ email: user.email }, asCookie(session));
    const [mail] = await readSettledOutbox(db);
    const resetToken = /\/password\/reset\/([A-Za-z0-9_-]+)/.exec(mail!.text)![1]!;
    const response = await resetWith(
      { email: user.email, password: newPassword, password_confirmation: newPassword, token: resetToken },
      asCookie(session),
    );
    expect(response.statusCode).toBe(200);
    expect(startedSession(response)).not.toBe(session);
  });

  it.each(['ios', 'android'] as const)('hands %s the new token in the reply, with no cookie', async (platform) => {
    const { user, token: oldSession } = await createAccount(db);
    const resetToken = await mailedToken(user.email);
    const response = await resetWith(
      { email: user.email, password: newPassword, password_confirmation: newPassword, token: resetToken },
      { ...nativeClientInfo(platform), ...asBearer(oldSession) },
    );
    expect(response.statusCode).toBe(200);
    const token = startedSession(response, 'native');
    expect(token).not.toBe(oldSession);
    expect((await app.inject({ method: 'GET', url: '/api/users/me', headers: asBearer(token) })).json().data.id).toBe(user.id);
    expect((await app.inject({ method: 'GET', url: '/api/users/me', headers: asBearer(oldSession) })).json().data).toBeNull();
  });

  it('accepts a token once only', async () => {
    const { user } = await createAccount(db);
    const resetToken = await mailedToken(user.email);
    const body = { email: user.email, password: newPassword, password_confirmation: newPassword, token: resetToken };
    expect((await resetWith(body)).statusCode).toBe(200);
    const again = await resetWith({ ...body, password: 'another-path-21', password_confirmation: 'another-path-21' });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual(refusal('auth.token_invalid'));
    expect((await signIn(user.email, newPassword)).statusCode).toBe(200);
  });

  it('refuses an expired token, an earlier superseded one, another address and a made-up one', async () => {
    const { user } = await createAccount(db);
    const { user: other } = await createAccount(db);
    const superseded = await mailedToken(user.email);
    const expired = await mailedToken(user.email);
    await db
      .update(passwordResetTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResetTokens.tokenHash, hashToken(expired)));
    const current = await mailedToken(user.email);

    for (const [email, token] of [
      [user.email, superseded],
      [user.email, expired],
      [other.email, current],
      ['nobody@example.com', current],
      [user.email, 'made-up-token'],
    ] as const) {
      const response = await resetWith({ email, password: newPassword, password_confirmation: newPassword, token });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject(refusal('auth.token_invalid'));
    }
    // The wrong-address attempt did not spend the token.
    const good = await resetWith({ email: user.email, password: newPassword, password_confirmation: newPassword, token: current });
    expect(good.statusCode).toBe(200);
  });

  it.each([
    ['a missing token', { token: undefined }, refusal('validation.reset_required')],
    ['a missing password', { password: undefined }, refusal('validation.reset_required')],
    ['a confirmation that differs', { password_confirmation: 'not-the-same-1' }, refusal('validation.password_mismatch')],
    ['a common password', { password: 'iloveyou1', password_confirmation: 'iloveyou1' }, refusal('validation.password_too_common')],
    ['a 7-character password', { password: 'ab12cd3', password_confirmation: 'ab12cd3' }, refusal('validation.password_too_short')],
  ])('answers 400 to %s and keeps the token usable', async (_case, overrides, message) => {
    const { user } = await createAccount(db);
    const token = await mailedToken(user.email);
    const body = { email: user.email, password: newPassword, password_confirmation: newPassword, token };
    const response = await resetWith({ ...body, ...overrides });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(message);
    expect((await resetWith(body)).statusCode).toBe(200);
  });

  it('answers 400 to malformed JSON', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/password/reset',
      headers: { 'content-type': 'application/json', ...clientInfoHeaders },
      payload: '{',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject(refusal('request.malformed_json'));
  });
});
