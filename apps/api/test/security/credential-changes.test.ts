// Changing a credential (the e-mail address, the password) hands the account to whoever made the
// change and to nobody else: the e-mail needs the current password, the old address is told, the
// new one must be verified, and every mailed link and every other session from before ends. The
// taken-address reply of an e-mail change is no way to find out who has an account.
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { asBearer, asCookie, createAccount, freshIp } from '../../src/auth/account-testing.ts';
import { startSession } from '../../src/auth/sessions.ts';
import { sessions, users } from '../../src/db/schema.ts';
import { clientInfoHeaders, readSettledOutbox, setUpTestApp, TEST_PASSWORD, type TestApp } from '../../src/test/harness.ts';
import { refusal } from '../../src/test/refusal.ts';

let t: TestApp;
setUpTestApp((test) => {
  t = test;
});

const newPassword = 'a brand new passphrase';
let addressCount = 0;
const freshAddress = () => `moved-${(addressCount += 1)}-${Date.now()}@elsewhere.example`;

const post = (url: string, payload: object, headers: Record<string, string> = clientInfoHeaders) =>
  t.app.inject({ method: 'POST', url, payload, headers, remoteAddress: freshIp() });

const changeProfile = (userId: number, token: string, payload: object) =>
  t.app.inject({ method: 'PUT', url: `/api/users/${userId}`, payload, headers: asCookie(token), remoteAddress: freshIp() });

const resetWith = (email: string, token: string) =>
  post('/api/password/reset', { email, password: newPassword, password_confirmation: newPassword, token });

const verify = (token: string) => t.app.inject({ url: `/api/email/verify/${token}`, headers: clientInfoHeaders });

/** The token of the newest mailed link of a kind (to `to`, when given), once the queued jobs that write mails have run. */
async function mailedLinkToken(kind: 'email/verify' | 'password/reset', to?: string): Promise<string> {
  const mail = (await readSettledOutbox(t.db)).find((row) => to === undefined || row.to === to);
  return new RegExp(`/${kind}/([A-Za-z0-9_-]+)`).exec(mail!.text)![1]!;
}

/** Whether a token still opens a signed-in call (a content list needs a live session). */
async function isLive(token: string): Promise<boolean> {
  const response = await t.app.inject({ url: '/api/modules', headers: asBearer(token) });
  expect([200, 401]).toContain(response.statusCode);
  return response.statusCode === 200;
}

const userRow = async (id: number) => (await t.db.select().from(users).where(eq(users.id, id)))[0]!;

/** An unverified account with a second session (an app's), a reset link and a verification link outstanding. */
async function accountWithLinks() {
  const account = await createAccount(t.db, { isEmailVerified: false });
  const { token: otherSession } = await startSession(t.db, account.user.id, undefined, { withMediaToken: true });
  expect((await t.app.inject({ url: '/api/email/resend', headers: asCookie(account.token) })).statusCode).toBe(200);
  const verificationLink = await mailedLinkToken('email/verify', account.user.email);
  expect((await post('/api/password/email', { email: account.user.email })).statusCode).toBe(200);
  const resetLink = await mailedLinkToken('password/reset', account.user.email);
  return { ...account, otherSession, verificationLink, resetLink };
}

describe('changing the e-mail address', () => {
  it('ends a reset link mailed before the change: it works neither with the new address nor the old', async () => {
    const { user, token, resetLink } = await accountWithLinks();
    const moved = freshAddress();
    expect((await changeProfile(user.id, token, { email: moved, current_password: TEST_PASSWORD })).statusCode).toBe(200);

    for (const email of [moved, user.email]) {
      const response = await resetWith(email, resetLink);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual(refusal('auth.token_invalid'));
    }
    expect((await post('/api/auth/login', { email: moved, password: TEST_PASSWORD })).statusCode).toBe(200);
  });

  it('refuses a change without the current password, or with a wrong one, and changes nothing', async () => {
    const account = await createAccount(t.db);
    const { user, token } = account;
    const { token: otherSession } = await startSession(t.db, user.id);
    const mailsBefore = (await readSettledOutbox(t.db)).length;

    const missing = await changeProfile(user.id, token, { name: 'Taken Over', email: freshAddress() });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual(refusal('auth.current_password_required'));
    const wrong = await changeProfile(user.id, token, { name: 'Taken Over', email: freshAddress(), current_password: 'not it at all' });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json()).toEqual(refusal('auth.current_password_invalid'));

    expect(await userRow(user.id)).toMatchObject({ email: user.email, name: user.name, isEmailVerified: true });
    expect((await readSettledOutbox(t.db)).length).toBe(mailsBefore);
    expect([await isLive(token), await isLive(otherSession)]).toEqual([true, true]);
  });

  it('tells the old address, asks the new one to verify, and ends every other session but the current one', async () => {
    const { user, token, otherSession } = await accountWithLinks();
    const moved = freshAddress();
    const response = await changeProfile(user.id, token, { email: moved, current_password: TEST_PASSWORD });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ email: moved, is_email_verified: false });

    const outbox = await readSettledOutbox(t.db);
    const notice = outbox.find((mail) => mail.to === user.email && /email address .* changed/i.test(mail.subject));
    expect(notice, 'the notice to the old address').toBeDefined();
    expect(notice!.text).not.toContain(moved);
    expect(notice!.text).toContain(`mailto:${t.config.supportEmail}`);
    expect(outbox.some((mail) => mail.to === moved && /confirm your email/i.test(mail.subject))).toBe(true);

    expect([await isLive(token), await isLive(otherSession)]).toEqual([true, false]);
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, user.id))).toHaveLength(1);
  });

  it('ends the verification links sent before; the new one verifies the new address', async () => {
    const { user, token, verificationLink } = await accountWithLinks();
    const moved = freshAddress();
    expect((await changeProfile(user.id, token, { email: moved, current_password: TEST_PASSWORD })).statusCode).toBe(200);
    expect((await verify(verificationLink)).statusCode).toBe(400);
    expect((await userRow(user.id)).isEmailVerified).toBe(false);

    expect((await verify(await mailedLinkToken('email/verify', moved))).statusCode).toBe(200);
    expect(await userRow(user.id)).toMatchObject({ email: moved, isEmailVerified: true });
  });
});

describe('a taken address in an e-mail change', () => {
  it('is said only behind the current password', async () => {
    const { user: other } = await createAccount(t.db);
    const { user, token } = await createAccount(t.db);
    const unknown = freshAddress();

    // Without the password a taken and a free address get the same refusal.
    const withoutPassword = [await changeProfile(user.id, token, { email: other.email }), await changeProfile(user.id, token, { email: unknown })];
    for (const response of withoutPassword) expect(response.json()).toEqual(refusal('auth.current_password_required'));
    const wrongPassword = [
      await changeProfile(user.id, token, { email: other.email, current_password: 'a wrong guess' }),
      await changeProfile(user.id, token, { email: unknown, current_password: 'a wrong guess' }),
    ];
    for (const response of wrongPassword) expect(response.json()).toEqual(refusal('auth.current_password_invalid'));

    const taken = await changeProfile(user.id, token, { email: other.email, current_password: TEST_PASSWORD });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual(refusal('auth.email_taken'));
    expect((await userRow(user.id)).email).toBe(user.email);
  });

  it('is throttled per account, wherever the calls come from', async () => {
    const { user: other } = await createAccount(t.db);
    const { user, token } = await createAccount(t.db);
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 11; attempt += 1) {
      statuses.push((await changeProfile(user.id, token, { email: other.email, current_password: TEST_PASSWORD })).statusCode);
    }
    expect(statuses).toEqual([...Array<number>(10).fill(409), 429]);
    // Saving the profile without touching the address is not an attempt.
    expect((await changeProfile(user.id, token, { name: 'Still Me', email: user.email })).statusCode).toBe(200);
  });
});

describe('a password reset', () => {
  it('ends every other session and every link mailed before it', async () => {
    const { user, token, otherSession, verificationLink } = await accountWithLinks();
    // A second reset link; the newest is the one used.
    expect((await post('/api/password/email', { email: user.email })).statusCode).toBe(200);
    const resetLink = await mailedLinkToken('password/reset', user.email);
    const reset = await post(
      '/api/password/reset',
      { email: user.email, password: newPassword, password_confirmation: newPassword, token: resetLink },
      asCookie(token),
    );
    expect(reset.statusCode).toBe(200);

    expect([await isLive(token), await isLive(otherSession)]).toEqual([false, false]);
    const verified = await verify(verificationLink);
    expect(verified.statusCode).toBe(400);
    expect((await userRow(user.id)).isEmailVerified).toBe(false);
    expect((await resetWith(user.email, resetLink)).statusCode).toBe(400);
  });
});
