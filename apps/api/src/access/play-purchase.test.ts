import { generateKeyPairSync } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { inAppPurchases, subscriptionCodes, users } from '../db/schema.ts';
import { loggerOptions } from '../http/redact-url.ts';
import { setUpTestApp, type TestApp } from '../test/harness.ts';
import { asBearer, createAccount, freshIp } from '../auth/account-testing.ts';
import { playPurchase, startPlayStandIn, type TPlayStandIn } from './play-testing.ts';
import { refusal } from '../test/refusal.ts';

let play: TPlayStandIn;
let t: TestApp;

beforeAll(async () => {
  play = await startPlayStandIn();
});
afterAll(() => play.close());
setUpTestApp((test) => (t = test), { config: () => ({ play: play.config }) });

let tokenCount = 0;
/** A purchase token the stand-in knows, answering `answer` for `product`. */
function token(product: string, answer: Parameters<TPlayStandIn['answers']['set']>[1] = { status: 200, purchase: playPurchase() }) {
  tokenCount += 1;
  const value = `opaque-token.${tokenCount}_${Date.now()}-AO-J1Oz`;
  play.answers.set(`${product}/${value}`, answer);
  return value;
}

const buy = (target: TestApp, sessionToken: string, product_id: string, purchase_token: string) =>
  target.app.inject({
    method: 'POST',
    url: '/api/in_app_purchases',
    headers: asBearer(sessionToken),
    payload: { store: 'play', product_id, purchase_token },
    remoteAddress: freshIp(),
  });

const trialBuyer = (target: TestApp = t) => createAccount(target.db, { isTrialMode: true });

const purchaseId = async (target: TestApp, purchaseToken: string) =>
  (await target.db.select().from(inAppPurchases).where(eq(inAppPurchases.transactionId, purchaseToken)))[0]!.id;

// The queue's public view leaves payloads out: read its table. A job is gone once it is done.
async function acknowledgementJobs(db: Db, id: number) {
  const { rows } = await db.execute<{ attempts: number; max_attempts: number; last_error: string | null; locked: boolean }>(
    sql`select job.attempts, job.max_attempts, job.last_error, job.locked_at is not null as locked
        from graphile_worker._private_jobs job join graphile_worker._private_tasks task on task.id = job.task_id
        where task.identifier = 'acknowledge_play_purchase' and (job.payload->>'purchaseId')::int = ${id}`,
  );
  return rows;
}

/** Waits until the purchase's acknowledgement job is done (and so deleted by the queue). */
async function acknowledgementDone(target: TestApp, purchaseToken: string) {
  const id = await purchaseId(target, purchaseToken);
  await vi.waitFor(async () => expect(await acknowledgementJobs(target.db, id)).toEqual([]), { timeout: 15_000, interval: 20 });
}

const times = (list: string[], value: string) => list.filter((item) => item === value).length;

async function unchanged(target: TestApp, userId: number) {
  expect(await target.db.select().from(inAppPurchases).where(eq(inAppPurchases.userId, userId))).toEqual([]);
  expect(await target.db.select().from(subscriptionCodes).where(eq(subscriptionCodes.purchaserUserId, userId))).toEqual([]);
  expect((await target.db.select().from(users).where(eq(users.id, userId)))[0]!.isTrialMode).toBe(true);
}

describe('Google Play purchases (purchases.products.get)', () => {
  it('checks the token with the service account, grants full access, and acknowledges the purchase', async () => {
    const buyer = await trialBuyer();
    const purchaseToken = token('full_access');
    const response = await buy(t, buyer.token, 'full_access', purchaseToken);
    expect(response.statusCode).toBe(201);
    expect(response.json().data).toMatchObject({ user: { is_trial_mode: false }, gift_card: null });
    await acknowledgementDone(t, purchaseToken);
    expect(play.acknowledged).toContain(purchaseToken);
    // The check and the acknowledgement, each with the service account's access token.
    expect(play.authorizations.slice(-2)).toEqual(['Bearer play-access-token-1', 'Bearer play-access-token-1']);
    const [row] = await t.db.select().from(inAppPurchases).where(eq(inAppPurchases.userId, buyer.user.id));
    expect(row).toMatchObject({
      store: 'play',
      productId: 'full_access',
      transactionId: purchaseToken,
      receipt: expect.objectContaining({ product_id: 'full_access', order_id: expect.stringMatching(/^GPA\./) }),
    });
  });

  it('reuses its access token until it expires', async () => {
    const before = play.tokenRequests;
    const buyer = await createAccount(t.db);
    expect((await buy(t, buyer.token, 'gift_card', token('gift_card'))).statusCode).toBe(201);
    expect((await buy(t, buyer.token, 'gift_card', token('gift_card'))).statusCode).toBe(201);
    expect(play.tokenRequests - before).toBeLessThanOrEqual(1);
  });

  it('makes a gift card', async () => {
    const buyer = await trialBuyer();
    const purchaseToken = token('gift_card', { status: 200, purchase: playPurchase({ acknowledgementState: 1 }) });
    const response = await buy(t, buyer.token, 'gift_card', purchaseToken);
    expect(response.statusCode).toBe(201);
    expect(response.json().data.gift_card).toMatchObject({ status: 'unsent' });
  });

  it('answers without waiting for the acknowledgement, which its job then makes once', async () => {
    let release!: () => void;
    const acknowledgeHeld = new Promise<void>((resolve) => (release = resolve));
    const buyer = await trialBuyer();
    const purchaseToken = token('full_access', { status: 200, purchase: playPurchase(), acknowledgeHeld });
    try {
      const response = await buy(t, buyer.token, 'full_access', purchaseToken);
      expect(response.statusCode).toBe(201);
      expect(response.json().data).toMatchObject({ user: { is_trial_mode: false }, gift_card: null });
      // The reply is in; the job's acknowledgement is with Play, which has not answered it.
      await vi.waitFor(() => expect(play.acknowledgeRequests).toContain(purchaseToken));
      const [running] = await acknowledgementJobs(t.db, await purchaseId(t, purchaseToken));
      expect(running).toMatchObject({ attempts: 1, locked: true });
      expect(play.acknowledged).not.toContain(purchaseToken);
    } finally {
      release();
    }
    await acknowledgementDone(t, purchaseToken);
    expect(times(play.acknowledgeRequests, purchaseToken)).toBe(1);
    expect(times(play.acknowledged, purchaseToken)).toBe(1);
  });

  it('tries a failed acknowledgement (500) again, and the error it keeps names no token', async () => {
    const buyer = await trialBuyer();
    const purchaseToken = token('gift_card', { status: 200, purchase: playPurchase(), acknowledgeStatuses: [500] });
    expect((await buy(t, buyer.token, 'gift_card', purchaseToken)).statusCode).toBe(201);
    const id = await purchaseId(t, purchaseToken);
    await vi.waitFor(async () => expect(await acknowledgementJobs(t.db, id)).toMatchObject([{ attempts: 1, last_error: expect.any(String) }]), {
      interval: 20,
    });
    const [failed] = await acknowledgementJobs(t.db, id);
    expect(failed!.last_error).toContain('500');
    expect(failed!.last_error).not.toContain(purchaseToken);
    // The queue waits exp(1) s before the second attempt.
    await acknowledgementDone(t, purchaseToken);
    expect(times(play.acknowledgeRequests, purchaseToken)).toBe(2);
    expect(times(play.acknowledged, purchaseToken)).toBe(1);
  });

  it.each([
    ['400, acknowledged or consumed by the app already', 400],
    ['404, a token it no longer knows', 404],
  ])('is done with a purchase Play will not acknowledge (%s)', async (_case, status) => {
    const buyer = await trialBuyer();
    const purchaseToken = token('gift_card', { status: 200, purchase: playPurchase(), acknowledgeStatuses: [status] });
    expect((await buy(t, buyer.token, 'gift_card', purchaseToken)).statusCode).toBe(201);
    await acknowledgementDone(t, purchaseToken);
    expect(times(play.acknowledgeRequests, purchaseToken)).toBe(1);
    expect(play.acknowledged).not.toContain(purchaseToken);
  });

  it.each([
    ['cancelled', { status: 200, purchase: playPurchase({ purchaseState: 1 }) }, 422, refusal('purchase.incomplete')],
    ['pending', { status: 200, purchase: playPurchase({ purchaseState: 2 }) }, 422, refusal('purchase.incomplete')],
    ['gone (410)', { status: 410 }, 422, refusal('purchase.not_verified')],
    ['refused as malformed (400)', { status: 400 }, 422, refusal('purchase.not_verified')],
    ['failing on the store side (500)', { status: 500 }, 503, refusal('purchase.store_unavailable')],
  ])('refuses a purchase the API reports %s, recording nothing', async (_case, answer, status, message) => {
    const buyer = await trialBuyer();
    const response = await buy(t, buyer.token, 'full_access', token('full_access', answer));
    expect(response.statusCode).toBe(status);
    expect(response.json()).toEqual(message);
    await unchanged(t, buyer.user.id);
  });

  it('refuses a token the API does not know (404), or that belongs to another product', async () => {
    const buyer = await trialBuyer();
    const unknown = await buy(t, buyer.token, 'full_access', 'never-issued-token');
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json()).toMatchObject(refusal('purchase.not_verified'));
    const giftToken = token('gift_card');
    expect((await buy(t, buyer.token, 'full_access', giftToken)).statusCode).toBe(422);
    await unchanged(t, buyer.user.id);
  });

  it('grants a purchase token once: a replay, or the same token from another account, is a 409', async () => {
    const buyer = await trialBuyer();
    const purchaseToken = token('full_access');
    expect((await buy(t, buyer.token, 'full_access', purchaseToken)).statusCode).toBe(201);
    const replay = await buy(t, buyer.token, 'full_access', purchaseToken);
    expect(replay.statusCode).toBe(409);
    expect(replay.json()).toMatchObject(refusal('purchase.already_recorded'));
    const other = await trialBuyer();
    expect((await buy(t, other.token, 'full_access', purchaseToken)).statusCode).toBe(409);
    await unchanged(t, other.user.id);
    expect(await t.db.select().from(inAppPurchases).where(eq(inAppPurchases.transactionId, purchaseToken))).toHaveLength(1);
  });
});

describe('the acknowledgement a Play purchase queues', () => {
  let queued: TestApp;
  // No worker: what the request itself committed stays as it left it.
  setUpTestApp((test) => (queued = test), { worker: false, config: () => ({ play: play.config }) });

  it('is queued with the grant, only when Play awaits it, and never made by the request', async () => {
    const buyer = await trialBuyer(queued);
    const purchaseToken = token('full_access');
    expect((await buy(queued, buyer.token, 'full_access', purchaseToken)).statusCode).toBe(201);
    const id = await purchaseId(queued, purchaseToken);
    expect(await acknowledgementJobs(queued.db, id)).toEqual([{ attempts: 0, max_attempts: 25, last_error: null, locked: false }]);
    expect(play.acknowledgeRequests).not.toContain(purchaseToken);

    // A replay grants nothing and queues nothing.
    expect((await buy(queued, buyer.token, 'full_access', purchaseToken)).statusCode).toBe(409);
    expect(await acknowledgementJobs(queued.db, id)).toHaveLength(1);

    const acknowledged = token('gift_card', { status: 200, purchase: playPurchase({ acknowledgementState: 1 }) });
    expect((await buy(queued, buyer.token, 'gift_card', acknowledged)).statusCode).toBe(201);
    expect(await acknowledgementJobs(queued.db, await purchaseId(queued, acknowledged))).toEqual([]);
  });

  it('is not queued for a purchase refused', async () => {
    const buyer = await trialBuyer(queued);
    const { rows: before } = await queued.db.execute(sql`select id from graphile_worker._private_jobs`);
    expect((await buy(queued, buyer.token, 'full_access', token('full_access', { status: 500 }))).statusCode).toBe(503);
    expect((await buy(queued, buyer.token, 'full_access', token('full_access', { status: 200, purchase: playPurchase({ purchaseState: 2 }) }))).statusCode).toBe(422);
    expect((await queued.db.execute(sql`select id from graphile_worker._private_jobs`)).rows).toEqual(before);
  });
});

describe('what Play purchases log', () => {
  const lines: string[] = [];
  let logged: TestApp;
  setUpTestApp((test) => (logged = test), {
    config: () => ({ play: play.config }),
    logger: { ...loggerOptions('info'), stream: { write: (line: string) => lines.push(line) } },
  });

  it('names the purchase by its id, never by its token, when a check or an acknowledgement fails', async () => {
    const buyer = await createAccount(logged.db);
    const unverified = token('gift_card', { status: 500 });
    expect((await buy(logged, buyer.token, 'gift_card', unverified)).statusCode).toBe(503);
    const failing = token('gift_card', { status: 200, purchase: playPurchase(), acknowledgeStatuses: [500] });
    const gone = token('gift_card', { status: 200, purchase: playPurchase(), acknowledgeStatuses: [404] });
    expect((await buy(logged, buyer.token, 'gift_card', failing)).statusCode).toBe(201);
    expect((await buy(logged, buyer.token, 'gift_card', gone)).statusCode).toBe(201);
    await acknowledgementDone(logged, gone);
    const failingId = await purchaseId(logged, failing);
    await vi.waitFor(() => expect(lines.join('')).toContain(`"purchaseId":${failingId}`), { interval: 20 });
    const log = lines.join('');
    expect(log).toContain('Google Play could not verify a purchase');
    expect(log).toContain(`"purchaseId":${await purchaseId(logged, gone)}`);
    expect(log).toMatch(/Failed task .*acknowledge_play_purchase.*Google Play answered 500/);
    for (const purchaseToken of [unverified, failing, gone]) expect(log).not.toContain(purchaseToken);
    expect(log).not.toContain('/tokens/');
  });
});

describe('Google Play with credentials Google refuses', () => {
  let refused: TestApp;
  setUpTestApp((test) => (refused = test), {
    config: () => {
      const stranger = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
      return { play: { ...play.config, serviceAccount: { ...play.config.serviceAccount, privateKey: stranger } } };
    },
  });

  it('answers 503 and grants nothing when the token exchange fails', async () => {
    const buyer = await trialBuyer(refused);
    const response = await buy(refused, buyer.token, 'full_access', token('full_access'));
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject(refusal('purchase.store_unavailable'));
    await unchanged(refused, buyer.user.id);
  });
});
