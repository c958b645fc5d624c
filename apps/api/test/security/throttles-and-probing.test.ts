// Throttles that stop whoever guesses, not the owner; a Retry-After on every refusal; addresses
// with and without an account answered alike after the same work; an institution's seats counted
// once per member. Work is proven by what ran (argon2 calls, SQL statements), never by timing.
import argon2 from 'argon2';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CodeDeliveryState, SubscriptionCodeType } from '@innerway/domain';
import { asBearer, asCookie, createAccount, freshIp, sessionCookieOf } from '../../src/auth/account-testing.ts';
import { createGiftCard } from '../../src/access/generate-code.ts';
import { accessEvents, institutions, subscriptionCodes } from '../../src/db/schema.ts';
import { clientInfoHeaders, setUpTestApp, TEST_PASSWORD, type TestApp } from '../../src/test/harness.ts';
import { refusal } from '../../src/test/refusal.ts';

let t: TestApp;
setUpTestApp((test) => (t = test));

afterEach(() => {
  vi.restoreAllMocks();
});

type TReply = { statusCode: number; body: string; headers: Record<string, unknown>; json(): unknown };

const post = (url: string, payload: object, remoteAddress = freshIp(), headers: Record<string, string> = clientInfoHeaders) =>
  t.app.inject({ method: 'POST', url, payload, headers, remoteAddress });

const signIn = (email: string, password: string, remoteAddress = freshIp()) => post('/api/auth/login', { email, password }, remoteAddress);

const unknownAddress = () => `nobody-${Math.random().toString(36).slice(2, 10)}@example.com`;

/** A 429 with the envelope and a Retry-After of whole seconds, within the rule's window. */
function expectRefusal(reply: TReply, windowSeconds: number) {
  expect(reply.statusCode).toBe(429);
  expect(reply.json()).toEqual(refusal('request.too_many'));
  const retryAfter = String(reply.headers['retry-after']);
  expect(retryAfter).toMatch(/^\d+$/);
  expect(Number(retryAfter)).toBeGreaterThan(0);
  expect(Number(retryAfter)).toBeLessThanOrEqual(windowSeconds);
}

describe('sign-in throttles whoever guesses, not the owner', () => {
  it("an attacker's wrong passwords from one client do not stop the owner from another", async () => {
    const { user } = await createAccount(t.db);
    const attacker = freshIp();
    for (let guess = 0; guess < 10; guess += 1) expect((await signIn(user.email, `wrong ${guess}`, attacker)).statusCode).toBe(401);
    expectRefusal(await signIn(user.email, 'wrong again', attacker), 15 * 60);
    expect((await signIn(user.email, TEST_PASSWORD)).statusCode).toBe(200);
    // The attacker stays refused, even with the right password.
    expectRefusal(await signIn(user.email, TEST_PASSWORD, attacker), 15 * 60);
  });

  it('a ceiling per address holds against guesses spread over many clients', async () => {
    const { user } = await createAccount(t.db);
    const statuses = new Set<number>();
    // Ten clients, each within its own allowance.
    for (let client = 0; client < 10; client += 1) {
      const ip = freshIp();
      for (let guess = 0; guess < 10; guess += 1) statuses.add((await signIn(user.email, `wrong ${client}.${guess}`, ip)).statusCode);
    }
    expect([...statuses]).toEqual([401]);
    expectRefusal(await signIn(user.email, 'one more guess'), 60 * 60);
    expectRefusal(await signIn(user.email, TEST_PASSWORD), 60 * 60);
  });
});

interface TThrottleCase {
  rule: string;
  allowed: number;
  windowSeconds: number;
  /** Makes the calls of one run: `call(n)` is the n-th call. */
  setUp: () => Promise<(n: number) => Promise<TReply>>;
}

const put = (url: string, payload: object, headers: Record<string, string>, remoteAddress = freshIp()) =>
  t.app.inject({ method: 'PUT', url, payload, headers, remoteAddress });

const newPassword = 'a brand new passphrase';
const resetBody = (email: string) => ({ email, password: newPassword, password_confirmation: newPassword, token: 'made-up-token' });
const registration = (email: string) => ({
  name: 'Probe',
  email,
  password: newPassword,
  password_confirmation: newPassword,
  agreed_to_conditions: true,
  marketing_opt_in: false,
});

// Every throttle there is (createThrottle's rules), each run to its limit on its own key.
const throttles: TThrottleCase[] = [
  {
    rule: 'login:ip',
    allowed: 50,
    windowSeconds: 15 * 60,
    setUp: async () => {
      const ip = freshIp();
      return () => signIn(unknownAddress(), 'a guess', ip);
    },
  },
  {
    rule: 'login:email-client',
    allowed: 10,
    windowSeconds: 15 * 60,
    setUp: async () => {
      const [ip, email] = [freshIp(), unknownAddress()];
      return () => signIn(email, 'a guess', ip);
    },
  },
  {
    rule: 'password-email:ip',
    allowed: 20,
    windowSeconds: 60 * 60,
    setUp: async () => {
      const ip = freshIp();
      return () => post('/api/password/email', { email: unknownAddress() }, ip);
    },
  },
  {
    rule: 'password-email:email-client',
    allowed: 5,
    windowSeconds: 60 * 60,
    setUp: async () => {
      const [ip, email] = [freshIp(), unknownAddress()];
      return () => post('/api/password/email', { email }, ip);
    },
  },
  {
    rule: 'password-email:email',
    allowed: 20,
    windowSeconds: 60 * 60,
    setUp: async () => {
      const email = unknownAddress();
      return () => post('/api/password/email', { email });
    },
  },
  {
    rule: 'password-reset:ip',
    allowed: 20,
    windowSeconds: 15 * 60,
    setUp: async () => {
      const ip = freshIp();
      return () => post('/api/password/reset', resetBody(unknownAddress()), ip);
    },
  },
  {
    rule: 'password-reset:email',
    allowed: 30,
    windowSeconds: 60 * 60,
    setUp: async () => {
      const email = unknownAddress();
      return () => post('/api/password/reset', resetBody(email));
    },
  },
  {
    rule: 'email-resend:user',
    allowed: 5,
    windowSeconds: 60 * 60,
    setUp: async () => {
      const { token } = await createAccount(t.db, { isEmailVerified: false });
      return () => t.app.inject({ url: '/api/email/resend', headers: asCookie(token), remoteAddress: freshIp() });
    },
  },
  {
    rule: 'register:ip',
    allowed: 10,
    windowSeconds: 60 * 60,
    setUp: async () => {
      const ip = freshIp();
      return () => post('/api/users/register', registration(unknownAddress()), ip);
    },
  },
  {
    rule: 'register:email',
    allowed: 10,
    windowSeconds: 60 * 60,
    setUp: async () => {
      const email = unknownAddress();
      return () => post('/api/users/register', registration(email));
    },
  },
  {
    rule: 'code:user',
    allowed: 10,
    windowSeconds: 60 * 60,
    setUp: async () => {
      const { user, token } = await createAccount(t.db, { isTrialMode: true });
      return () => put(`/api/users/${user.id}`, { institution_code: 'ZZZZZZZZ' }, asCookie(token));
    },
  },
  {
    rule: 'code:ip',
    allowed: 30,
    windowSeconds: 60 * 60,
    setUp: async () => {
      const ip = freshIp();
      // Five people behind one address, each within their own allowance.
      const people = await Promise.all(Array.from({ length: 5 }, () => createAccount(t.db, { isTrialMode: true })));
      return (n) => {
        const { user, token } = people[n % people.length]!;
        return post(`/api/users/${user.id}/gift_cards/redeem`, { code: 'ZZZZZZZZ' }, ip, asCookie(token));
      };
    },
  },
  {
    rule: 'gift-send:user',
    allowed: 10,
    windowSeconds: 60 * 60,
    setUp: async () => {
      const { user, token } = await createAccount(t.db);
      const card = await createGiftCard(t.db, user.id);
      return () => put(`/api/users/${user.id}/gift_cards/${card.id}`, { status: 'sent', recipient_email: 'friend@example.com' }, asCookie(token));
    },
  },
  {
    rule: 'purchase:user',
    allowed: 20,
    windowSeconds: 60 * 60,
    setUp: async () => {
      const { token } = await createAccount(t.db, { isTrialMode: true });
      return () => post('/api/in_app_purchases', { store: 'app_store', product_id: 'full_access', signed_transaction: 'a.b.c' }, freshIp(), asCookie(token));
    },
  },
  {
    rule: 'purchase:ip',
    allowed: 60,
    windowSeconds: 60 * 60,
    setUp: async () => {
      const ip = freshIp();
      const people = await Promise.all(Array.from({ length: 4 }, () => createAccount(t.db, { isTrialMode: true })));
      return (n) =>
        post('/api/in_app_purchases', { store: 'app_store', product_id: 'full_access', signed_transaction: 'a.b.c' }, ip, asCookie(people[n % 4]!.token));
    },
  },
  {
    rule: 'analytics:user',
    allowed: 120,
    windowSeconds: 10 * 60,
    setUp: async () => {
      const { token } = await createAccount(t.db);
      return () => post('/api/analytics/events', { events: [] }, freshIp(), asCookie(token));
    },
  },
  {
    rule: 'analytics:ip',
    allowed: 300,
    windowSeconds: 10 * 60,
    setUp: async () => {
      const ip = freshIp();
      return () => post('/api/analytics/events', { events: [] }, ip);
    },
  },
];

describe('every throttle answers 429 with a Retry-After within its window', () => {
  it.each(throttles)('$rule, after $allowed calls', async ({ allowed, windowSeconds, setUp }) => {
    const call = await setUp();
    for (let n = 0; n < allowed; n += 1) expect((await call(n)).statusCode, `call ${n + 1}`).not.toBe(429);
    expectRefusal(await call(allowed), windowSeconds);
  });
});

describe('addresses with and without an account look alike', () => {
  // No worker in this app; the file's other app runs one, so only statements sent on this
  // app's request pool count: those are the request's own.
  let quiet: TestApp;
  setUpTestApp((test) => (quiet = test), { worker: false });

  /** The reply and what the request did: its SQL statements (text only) and argon2 calls. */
  async function observe(request: () => Promise<TReply>) {
    const statements: string[] = [];
    const requestClients = new Set<pg.PoolClient>();
    const onAcquire = (client: pg.PoolClient) => requestClients.add(client);
    quiet.pool.on('acquire', onAcquire);
    const query = pg.Client.prototype.query;
    vi.spyOn(pg.Client.prototype, 'query').mockImplementation(function (this: pg.Client, ...args: unknown[]) {
      const [config] = args as [string | { text: string }];
      if (requestClients.has(this as pg.PoolClient)) statements.push(typeof config === 'string' ? config : config.text);
      return (query as (...a: unknown[]) => unknown).apply(this, args) as never;
    });
    const hash = vi.spyOn(argon2, 'hash');
    const verify = vi.spyOn(argon2, 'verify');
    try {
      const reply = await request();
      const work = { statements, hashes: hash.mock.calls.length, verifies: verify.mock.calls.length };
      return { reply, work };
    } finally {
      vi.restoreAllMocks();
      quiet.pool.off('acquire', onAcquire);
    }
  }

  const postTo = (url: string, payload: object) =>
    quiet.app.inject({ method: 'POST', url, payload, headers: clientInfoHeaders, remoteAddress: freshIp() });

  it('forgot-password: the same reply, byte for byte, after the same statements', async () => {
    const { user } = await createAccount(quiet.db);
    const known = await observe(() => postTo('/api/password/email', { email: user.email }));
    const unknown = await observe(() => postTo('/api/password/email', { email: unknownAddress() }));
    expect(known.reply.statusCode).toBe(200);
    expect(unknown.reply.statusCode).toBe(known.reply.statusCode);
    expect(unknown.reply.body).toBe(known.reply.body);
    expect(known.work.statements).toContainEqual(expect.stringContaining('graphile_worker.add_job'));
    expect(unknown.work.statements).toEqual(known.work.statements);
  });

  it('password reset: the same reply, byte for byte, after the same hashing and statements', async () => {
    const { user } = await createAccount(quiet.db);
    const body = (email: string) => ({ ...resetBody(email), token: 'a-token-nobody-was-sent' });
    const known = await observe(() => postTo('/api/password/reset', body(user.email)));
    const unknown = await observe(() => postTo('/api/password/reset', body(unknownAddress())));
    expect(known.reply.statusCode).toBe(400);
    expect(unknown.reply.statusCode).toBe(known.reply.statusCode);
    expect(unknown.reply.body).toBe(known.reply.body);
    expect(known.work.hashes).toBe(1);
    expect(unknown.work).toEqual(known.work);
  });

  it('sign-in: an unknown address costs an argon2 verify and answers as a wrong password does', async () => {
    const { user } = await createAccount(quiet.db);
    // The stand-in hash is made on the first unknown address: look after it.
    await postTo('/api/auth/login', { email: unknownAddress(), password: 'warm up' });
    const known = await observe(() => postTo('/api/auth/login', { email: user.email, password: 'a wrong password' }));
    const unknown = await observe(() => postTo('/api/auth/login', { email: unknownAddress(), password: 'a wrong password' }));
    expect(known.reply.statusCode).toBe(401);
    expect(unknown.reply.body).toBe(known.reply.body);
    expect(known.work).toMatchObject({ hashes: 0, verifies: 1 });
    expect(unknown.work).toEqual(known.work);
  });

  it('registration: a taken address is hashed for as a new one is (its 409 is the one difference)', async () => {
    const { user } = await createAccount(quiet.db);
    const taken = await observe(() => postTo('/api/users/register', registration(user.email)));
    const fresh = await observe(() => postTo('/api/users/register', registration(unknownAddress())));
    expect(taken.reply.statusCode).toBe(409);
    expect(fresh.reply.statusCode).toBe(201);
    expect(taken.work.hashes).toBe(1);
    expect(fresh.work.hashes).toBe(1);
  });
});

describe("an institution's seats count once per member", () => {
  async function institutionCode() {
    const [institution] = await t.db.insert(institutions).values({ name: 'Seat Count College' }).returning();
    const code = `S${Math.random().toString(36).slice(2, 9).toUpperCase()}`;
    await t.db.insert(subscriptionCodes).values({ code, type: SubscriptionCodeType.Unlock, institutionId: institution!.id, maxRedemptions: 50 });
    return code;
  }
  const seats = async (code: string) =>
    (await t.db.select().from(subscriptionCodes).where(eq(subscriptionCodes.code, code)))[0]!.redemptionCount;

  it('5 sequential and 5 concurrent re-entries of one code by one member take one seat', async () => {
    const code = await institutionCode();
    const { user, token } = await createAccount(t.db, { isTrialMode: true });
    const enter = () => put(`/api/users/${user.id}`, { institution_code: code }, asBearer(token));
    const statuses = [];
    for (let entry = 0; entry < 5; entry += 1) statuses.push((await enter()).statusCode);
    statuses.push(...(await Promise.all(Array.from({ length: 5 }, enter))).map((reply) => reply.statusCode));
    expect(statuses).toEqual(Array(10).fill(200));
    expect(await seats(code)).toBe(1);
  });

  it('a code given at registration and entered again later takes one seat', async () => {
    const code = await institutionCode();
    const registered = await post('/api/users/register', { ...registration(unknownAddress()), institution_code: code });
    expect(registered.statusCode).toBe(201);
    const { user } = (registered.json() as { data: { user: { id: number } } }).data;
    const cookie = sessionCookieOf(registered)!.value;
    expect((await put(`/api/users/${user.id}`, { institution_code: code }, asCookie(cookie))).statusCode).toBe(200);
    expect(await seats(code)).toBe(1);
  });

  it('a gift card code entered again, one after another or at once, is redeemed once', async () => {
    const { user: buyer } = await createAccount(t.db);
    const card = await createGiftCard(t.db, buyer.id);
    await t.db
      .update(subscriptionCodes)
      .set({ deliveryState: CodeDeliveryState.Sent, recipientEmail: 'friend@example.com' })
      .where(eq(subscriptionCodes.id, card.id));
    const { user, token } = await createAccount(t.db, { isTrialMode: true });
    const enter = () => post(`/api/users/${user.id}/gift_cards/redeem`, { code: card.code }, freshIp(), asCookie(token));
    const replies = [...(await Promise.all(Array.from({ length: 5 }, enter)))];
    for (let entry = 0; entry < 4; entry += 1) replies.push(await enter());
    expect(replies.filter((reply) => reply.statusCode === 200)).toHaveLength(1);
    expect(await seats(card.code)).toBe(1);
    const redeemed = await t.db.select().from(accessEvents).where(eq(accessEvents.subscriptionCodeId, card.id));
    expect(redeemed.filter((event) => event.kind === 'gift_card_redeemed')).toHaveLength(1);
  });
});
