import { generateKeyPairSync } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { inAppPurchases, subscriptionCodes, users } from '../db/schema.ts';
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
function token(product: string, answer: { status: number; purchase?: Record<string, unknown> } = { status: 200, purchase: playPurchase() }) {
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
    expect(play.authorizations.at(-2)).toBe('Bearer play-access-token-1');
    expect(play.acknowledged).toContain(purchaseToken);
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

  it('makes a gift card, and leaves an already acknowledged purchase alone', async () => {
    const buyer = await trialBuyer();
    const purchaseToken = token('gift_card', { status: 200, purchase: playPurchase({ acknowledgementState: 1 }) });
    const response = await buy(t, buyer.token, 'gift_card', purchaseToken);
    expect(response.statusCode).toBe(201);
    expect(response.json().data.gift_card).toMatchObject({ status: 'unsent' });
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
