import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { inAppPurchases, subscriptionCodes, users } from '../db/schema.ts';
import { setUpTestApp, type TestApp } from '../test/harness.ts';
import { asBearer, createAccount, freshIp } from '../auth/account-testing.ts';
import { createTestChain, signTransaction, tamperPayload, TEST_BUNDLE_ID, transactionPayload, withLeaf } from './app-store-testing.ts';
import type { TAppStoreConfig } from './store-config.ts';
import { refusal } from '../test/refusal.ts';

const year = 365 * 24 * 60 * 60 * 1000;
const chain = createTestChain();

const appStoreConfig = (overrides: Partial<TAppStoreConfig> = {}): TAppStoreConfig => ({
  bundleId: TEST_BUNDLE_ID,
  environments: ['Sandbox'],
  rootCertificates: [chain.root],
  // Apple's OCSP responders cannot vouch for a test chain; the chain and dates are still
  // checked, at the transaction's signed date.
  onlineChecks: false,
  productIds: { full_access: 'full_access', gift_card: 'gift_card' },
  ...overrides,
});

let t: TestApp;
setUpTestApp((test) => (t = test), { config: { appStore: appStoreConfig() } });

const buy = (target: TestApp, token: string, product_id: string, signed_transaction: string) =>
  target.app.inject({
    method: 'POST',
    url: '/api/in_app_purchases',
    headers: asBearer(token),
    payload: { store: 'app_store', product_id, signed_transaction },
    remoteAddress: freshIp(),
  });

async function trialBuyer(target: TestApp = t) {
  return createAccount(target.db, { isTrialMode: true });
}

async function unchanged(target: TestApp, userId: number) {
  expect(await target.db.select().from(inAppPurchases).where(eq(inAppPurchases.userId, userId))).toEqual([]);
  expect(await target.db.select().from(subscriptionCodes).where(eq(subscriptionCodes.purchaserUserId, userId))).toEqual([]);
  expect((await target.db.select().from(users).where(eq(users.id, userId)))[0]!.isTrialMode).toBe(true);
}

describe('App Store purchases (StoreKit 2 signed transactions)', () => {
  it('verifies a signed transaction and grants full access, keeping what Apple said', async () => {
    const buyer = await trialBuyer();
    const payload = transactionPayload();
    const response = await buy(t, buyer.token, 'full_access', signTransaction(chain, payload));
    expect(response.statusCode).toBe(201);
    expect(response.json().data).toMatchObject({ user: { is_trial_mode: false }, gift_card: null });
    const [row] = await t.db.select().from(inAppPurchases).where(eq(inAppPurchases.userId, buyer.user.id));
    expect(row).toMatchObject({
      store: 'app_store',
      productId: 'full_access',
      transactionId: payload.transactionId,
      receipt: expect.objectContaining({ environment: 'Sandbox', product_id: 'full_access' }),
    });
  });

  it('makes a gift card for a consumable gift purchase', async () => {
    const buyer = await trialBuyer();
    const jws = signTransaction(chain, transactionPayload({ productId: 'gift_card', type: 'Consumable' }));
    const response = await buy(t, buyer.token, 'gift_card', jws);
    expect(response.statusCode).toBe(201);
    expect(response.json().data.gift_card).toMatchObject({ status: 'unsent' });
  });

  it.each([
    ['for another app', () => signTransaction(chain, transactionPayload({ bundleId: 'com.someone.else' }))],
    ['from the other environment', () => signTransaction(chain, transactionPayload({ environment: 'Production' }))],
    ['with its payload changed after signing', () => tamperPayload(signTransaction(chain, transactionPayload({ productId: 'gift_card' })), { productId: 'full_access' })],
    [
      'signed by a certificate that had expired',
      () => signTransaction(withLeaf(chain, { from: new Date(Date.now() - 2 * year), to: new Date(Date.now() - year) }), transactionPayload()),
    ],
    [
      'signed by a certificate not yet valid',
      () => signTransaction(withLeaf(chain, { from: new Date(Date.now() + year), to: new Date(Date.now() + 2 * year) }), transactionPayload()),
    ],
    ['under a root that is not trusted, even one of the same name', () => signTransaction(createTestChain(), transactionPayload())],
    ['with only two certificates', () => {
      const jws = signTransaction(chain, transactionPayload());
      const header = JSON.parse(Buffer.from(jws.split('.')[0]!, 'base64url').toString()) as { x5c: string[] };
      header.x5c.pop();
      return [Buffer.from(JSON.stringify(header)).toString('base64url'), ...jws.split('.').slice(1)].join('.');
    }],
    ['that is not a JWS', () => 'not.a.jws'],
  ])('refuses a transaction %s with 422, recording nothing', async (_case, makeJws) => {
    const buyer = await trialBuyer();
    const response = await buy(t, buyer.token, 'full_access', makeJws());
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject(refusal('purchase.not_verified'));
    await unchanged(t, buyer.user.id);
  });

  it('refuses a transaction of another product than the one claimed', async () => {
    const buyer = await trialBuyer();
    const response = await buy(t, buyer.token, 'full_access', signTransaction(chain, transactionPayload({ productId: 'gift_card' })));
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject(refusal('purchase.product_mismatch'));
    await unchanged(t, buyer.user.id);
  });

  it('refuses a refunded (revoked) transaction', async () => {
    const buyer = await trialBuyer();
    const jws = signTransaction(chain, transactionPayload({ revocationDate: Date.now() - 500, revocationReason: 0 }));
    const response = await buy(t, buyer.token, 'full_access', jws);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject(refusal('purchase.incomplete'));
    await unchanged(t, buyer.user.id);
  });

  it('grants a transaction once: a replay, or the same proof from another account, is a 409', async () => {
    const buyer = await trialBuyer();
    const jws = signTransaction(chain, transactionPayload({ productId: 'gift_card', type: 'Consumable' }));
    expect((await buy(t, buyer.token, 'gift_card', jws)).statusCode).toBe(201);
    const replay = await buy(t, buyer.token, 'gift_card', jws);
    expect(replay.statusCode).toBe(409);
    expect(replay.json()).toMatchObject(refusal('purchase.already_recorded'));
    const other = await trialBuyer();
    expect((await buy(t, other.token, 'gift_card', jws)).statusCode).toBe(409);
    expect(await t.db.select().from(subscriptionCodes).where(eq(subscriptionCodes.purchaserUserId, buyer.user.id))).toHaveLength(1);
    await unchanged(t, other.user.id);
  });
});

describe('App Store configuration', () => {
  let both: TestApp;
  setUpTestApp((test) => (both = test), {
    config: {
      appStore: appStoreConfig({
        environments: ['Production', 'Sandbox'],
        appAppleId: 1234567890,
        productIds: { full_access: 'app.innerway.full', gift_card: 'app.innerway.gift' },
      }),
    },
  });

  it("accepts each listed environment, mapping the store's product ids to ours", async () => {
    for (const environment of ['Production', 'Sandbox']) {
      const buyer = await trialBuyer(both);
      const jws = signTransaction(chain, transactionPayload({ environment, productId: 'app.innerway.full', appAppleId: 1234567890 }));
      const response = await buy(both, buyer.token, 'full_access', jws);
      expect(response.statusCode, environment).toBe(201);
    }
  });

  it("refuses our own product name when the store's id differs", async () => {
    const buyer = await trialBuyer(both);
    const response = await buy(both, buyer.token, 'full_access', signTransaction(chain, transactionPayload()));
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject(refusal('purchase.product_mismatch'));
  });
});
