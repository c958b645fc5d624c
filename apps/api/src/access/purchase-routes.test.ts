import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { CodeDeliveryState } from '@innerway/domain';
import type { Db } from '../db/client.ts';
import { accessEvents, inAppPurchases, subscriptionCodes, users } from '../db/schema.ts';
import { clientInfoHeaders, setUpTestApp, type TestApp } from '../test/harness.ts';
import { asBearer, asCookie, createAccount, freshIp } from '../auth/account-testing.ts';
import { refusal } from '../test/refusal.ts';

let app: FastifyInstance;
let db: Db;

setUpTestApp((test) => ({ app, db } = test));

const purchase = (headers: Record<string, string>, payload: object, target: FastifyInstance = app) =>
  target.inject({ method: 'POST', url: '/api/in_app_purchases', headers, payload, remoteAddress: freshIp() });

let transactionCount = 0;
const sandbox = (product_id: 'full_access' | 'gift_card', transaction_id = `sandbox-${++transactionCount}-${Date.now()}`) => ({
  store: 'sandbox',
  product_id,
  transaction_id,
});

const purchasesOf = (userId: number) => db.select().from(inAppPurchases).where(eq(inAppPurchases.userId, userId));
const cardsOf = (userId: number) => db.select().from(subscriptionCodes).where(eq(subscriptionCodes.purchaserUserId, userId));
const isTrial = async (userId: number) => (await db.select().from(users).where(eq(users.id, userId)))[0]!.isTrialMode;

describe('POST /api/in_app_purchases (sandbox store, local only)', () => {
  it('grants full access to the buyer and records the purchase and the grant', async () => {
    const buyer = await createAccount(db, { isTrialMode: true });
    const body = sandbox('full_access');
    const response = await purchase(asCookie(buyer.token), body);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      success: true,
      data: { user: expect.objectContaining({ id: buyer.user.id, is_trial_mode: false }), gift_card: null },
      error: null,
    });
    const [row] = await purchasesOf(buyer.user.id);
    expect(row).toMatchObject({ store: 'sandbox', productId: 'full_access', transactionId: body.transaction_id, giftCodeId: null });
    const events = await db.select().from(accessEvents).where(eq(accessEvents.userId, buyer.user.id));
    expect(events).toEqual([
      expect.objectContaining({ kind: 'full_access_purchased', actorUserId: buyer.user.id, inAppPurchaseId: row!.id, details: { store: 'sandbox' } }),
    ]);
  });

  it('makes a new unsent gift card for the buyer, with an unguessable code, and lists it', async () => {
    const buyer = await createAccount(db, { isTrialMode: true });
    const response = await purchase(asBearer(buyer.token), sandbox('gift_card'));
    expect(response.statusCode).toBe(201);
    const { user, gift_card } = response.json().data;
    // Buying a gift does not unlock the buyer.
    expect(user.is_trial_mode).toBe(true);
    expect(gift_card).toMatchObject({ status: 'unsent', recipient_email: null, sent_at: null, redeemed_at: null });
    expect(gift_card.code).toMatch(/^[ABCDEFGHJKLMNPQRSTUVWXYZ23456789]{8}$/);

    const listed = await app.inject({ method: 'GET', url: `/api/users/${buyer.user.id}/gift_cards`, headers: asBearer(buyer.token) });
    expect(listed.json().data.purchased_gift_cards).toEqual([gift_card]);
    const [row] = await purchasesOf(buyer.user.id);
    expect(row!.giftCodeId).toBe(gift_card.id);
    const [card] = await cardsOf(buyer.user.id);
    expect(card).toMatchObject({ type: 2, deliveryState: CodeDeliveryState.Unsent, maxRedemptions: 1 });
  });

  it('lets a full-access user buy gift cards, each purchase its own card', async () => {
    const buyer = await createAccount(db);
    const first = await purchase(asBearer(buyer.token), sandbox('gift_card'));
    const second = await purchase(asBearer(buyer.token), sandbox('gift_card'));
    expect([first.statusCode, second.statusCode]).toEqual([201, 201]);
    expect(first.json().data.gift_card.code).not.toBe(second.json().data.gift_card.code);
    expect(await cardsOf(buyer.user.id)).toHaveLength(2);
  });

  it('refuses a replayed transaction, by the same account or another, changing nothing', async () => {
    const buyer = await createAccount(db, { isTrialMode: true });
    const body = sandbox('gift_card');
    expect((await purchase(asBearer(buyer.token), body)).statusCode).toBe(201);

    const replay = await purchase(asBearer(buyer.token), body);
    expect(replay.statusCode).toBe(409);
    expect(replay.json()).toMatchObject(refusal('purchase.already_recorded'));
    expect(await cardsOf(buyer.user.id)).toHaveLength(1);

    const other = await createAccount(db, { isTrialMode: true });
    const stolen = await purchase(asBearer(other.token), { ...body, product_id: 'full_access' });
    expect(stolen.statusCode).toBe(409);
    expect(await isTrial(other.user.id)).toBe(true);
    expect(await purchasesOf(other.user.id)).toEqual([]);
    expect(await db.select().from(accessEvents).where(eq(accessEvents.userId, other.user.id))).toEqual([]);
  });

  it('grants a transaction sent five times at once exactly once', async () => {
    const buyer = await createAccount(db);
    const body = sandbox('gift_card');
    const responses = await Promise.all(Array.from({ length: 5 }, () => purchase(asBearer(buyer.token), body)));
    expect(responses.map((response) => response.statusCode).sort()).toEqual([201, 409, 409, 409, 409]);
    expect(await cardsOf(buyer.user.id)).toHaveLength(1);
  });

  it.each([
    ['an unknown product', { store: 'sandbox', product_id: 'lifetime', transaction_id: 'x1' }],
    ['an unknown store', { store: 'amazon', product_id: 'full_access', transaction_id: 'x1' }],
    ['a missing proof', { store: 'sandbox', product_id: 'full_access' }],
    ["another store's proof", { store: 'play', product_id: 'full_access', signed_transaction: 'a.b.c' }],
    ['a proof with a slash', { store: 'sandbox', product_id: 'full_access', transaction_id: 'a/b' }],
  ])('answers 400 to %s and records nothing', async (_case, body) => {
    const buyer = await createAccount(db, { isTrialMode: true });
    const response = await purchase(asBearer(buyer.token), body);
    expect(response.statusCode).toBe(400);
    expect(await purchasesOf(buyer.user.id)).toEqual([]);
  });

  it('refuses signed-out callers (401), disabled users (403) and cookie calls without the header (403)', async () => {
    expect((await purchase(clientInfoHeaders, sandbox('full_access'))).statusCode).toBe(401);
    const disabled = await createAccount(db, { isTrialMode: true, isDisabled: true });
    const refused = await purchase(asBearer(disabled.token), sandbox('full_access'));
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject(refusal('auth.disabled'));
    const buyer = await createAccount(db, { isTrialMode: true });
    expect((await purchase({ cookie: `innerway_session=${buyer.token}` }, sandbox('full_access'))).statusCode).toBe(403);
    expect(await purchasesOf(disabled.user.id)).toEqual([]);
    expect(await isTrial(buyer.user.id)).toBe(true);
  });

  it('answers 503 for a store that is not configured here', async () => {
    const buyer = await createAccount(db, { isTrialMode: true });
    for (const body of [
      { store: 'app_store', product_id: 'full_access', signed_transaction: 'a.b.c' },
      { store: 'play', product_id: 'full_access', purchase_token: 'token-1' },
    ]) {
      const response = await purchase(asBearer(buyer.token), body);
      expect(response.statusCode).toBe(503);
      expect(response.json()).toMatchObject(refusal('purchase.store_not_configured'));
    }
    expect(await isTrial(buyer.user.id)).toBe(true);
  });

  it('throttles purchases per user', async () => {
    const buyer = await createAccount(db);
    let last = 0;
    for (let attempt = 0; attempt < 21; attempt += 1) last = (await purchase(asBearer(buyer.token), sandbox('gift_card'))).statusCode;
    expect(last).toBe(429);
    expect(await cardsOf(buyer.user.id)).toHaveLength(20);
  });
});

describe('POST /api/in_app_purchases outside local', () => {
  let production: TestApp;
  setUpTestApp((test) => (production = test), { config: { appEnv: 'production' } });

  it('refuses the sandbox store with 403 and records nothing', async () => {
    const buyer = await createAccount(production.db, { isTrialMode: true });
    const response = await purchase(asBearer(buyer.token), sandbox('full_access'), production.app);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject(refusal('purchase.sandbox_refused'));
    expect(await production.db.select().from(inAppPurchases)).toEqual([]);
    const [row] = await production.db.select().from(users).where(eq(users.id, buyer.user.id));
    expect(row!.isTrialMode).toBe(true);
  });
});
