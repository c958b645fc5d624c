import { describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { accessEvents, inAppPurchases, institutions, storeNotifications, subscriptionCodes, users } from '../db/schema.ts';
import { setUpTestApp, type TestApp } from '../test/harness.ts';
import { asBearer, createAccount, freshIp } from '../auth/account-testing.ts';
import { createTestChain, signTransaction, tamperPayload, TEST_BUNDLE_ID, transactionPayload } from '../access/app-store-testing.ts';
import type { TAppStoreConfig } from '../access/store-config.ts';
import { refusal } from '../test/refusal.ts';
import { refundedTransaction, signedNotification } from './store-notification-testing.ts';

const chain = createTestChain();
const appStoreConfig: TAppStoreConfig = {
  bundleId: TEST_BUNDLE_ID,
  environments: ['Sandbox'],
  rootCertificates: [chain.root],
  // Apple's OCSP responders cannot vouch for a test chain; chain and dates are still checked.
  onlineChecks: false,
  productIds: { full_access: 'full_access', gift_card: 'gift_card' },
};

let t: TestApp;
setUpTestApp((test) => (t = test), { config: { appStore: appStoreConfig } });

const notify = (target: TestApp, signedPayload: string) =>
  target.app.inject({ method: 'POST', url: '/api/store_notifications/app_store', payload: { signedPayload }, remoteAddress: freshIp() });

/** A trial member who bought `product` in the App Store (through the purchase route): its transaction id. */
async function buyer(product: 'full_access' | 'gift_card' = 'full_access') {
  const account = await createAccount(t.db, { isTrialMode: true });
  const payload = transactionPayload(product === 'gift_card' ? { productId: 'gift_card', type: 'Consumable' } : {});
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/in_app_purchases',
    headers: asBearer(account.token),
    payload: { store: 'app_store', product_id: product, signed_transaction: signTransaction(chain, payload) },
    remoteAddress: freshIp(),
  });
  expect(response.statusCode).toBe(201);
  const [purchase] = await t.db.select().from(inAppPurchases).where(eq(inAppPurchases.userId, account.user.id));
  return { ...account, transactionId: payload.transactionId as string, purchase: purchase! };
}

const userRow = async (id: number) => (await t.db.select().from(users).where(eq(users.id, id)))[0]!;
const purchaseRow = async (id: number) => (await t.db.select().from(inAppPurchases).where(eq(inAppPurchases.id, id)))[0]!;
const eventsOf = async (purchaseId: number) =>
  (await t.db.select().from(accessEvents).where(eq(accessEvents.inAppPurchaseId, purchaseId))).map((event) => event.kind);
const notificationCount = async () => (await t.db.select({ n: count() }).from(storeNotifications))[0]!.n;

describe('App Store Server Notifications V2', () => {
  it('REFUND takes back the full access the purchase granted, records it once, and a redelivery changes nothing', async () => {
    const { user, transactionId, purchase } = await buyer();
    const signed = signedNotification(chain, 'REFUND', refundedTransaction(transactionId));
    const response = await notify(t, signed);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({ outcome: 'access_taken_back', duplicate: false });
    expect((await userRow(user.id)).isTrialMode).toBe(true);
    expect((await purchaseRow(purchase.id)).refundedAt).toBeInstanceOf(Date);
    expect(await eventsOf(purchase.id)).toEqual(['full_access_purchased', 'full_access_taken_back']);
    const [recorded] = await t.db.select().from(storeNotifications).where(eq(storeNotifications.inAppPurchaseId, purchase.id));
    expect(recorded).toMatchObject({
      store: 'app_store',
      type: 'REFUND',
      transactionId,
      outcome: 'access_taken_back',
      details: expect.objectContaining({ environment: 'Sandbox', product_id: 'full_access', revocation_reason: 0 }),
    });

    const again = await notify(t, signed);
    expect(again.statusCode).toBe(200);
    expect(again.json().data).toEqual({ outcome: 'access_taken_back', duplicate: true });
    expect(await eventsOf(purchase.id)).toEqual(['full_access_purchased', 'full_access_taken_back']);
    expect(await t.db.select().from(storeNotifications).where(eq(storeNotifications.inAppPurchaseId, purchase.id))).toHaveLength(1);
  });

  it('REFUND_REVERSED grants it again; REVOKE (Family Sharing) takes it back like a refund', async () => {
    const { user, transactionId, purchase } = await buyer();
    expect((await notify(t, signedNotification(chain, 'REFUND', refundedTransaction(transactionId)))).json().data.outcome).toBe('access_taken_back');
    const reversed = await notify(t, signedNotification(chain, 'REFUND_REVERSED', transactionPayload({ transactionId })));
    expect(reversed.json().data).toEqual({ outcome: 'access_restored', duplicate: false });
    expect((await userRow(user.id)).isTrialMode).toBe(false);
    expect((await purchaseRow(purchase.id)).refundedAt).toBeNull();
    // A second reversal finds nothing refunded.
    expect((await notify(t, signedNotification(chain, 'REFUND_REVERSED', transactionPayload({ transactionId })))).json().data.outcome).toBe('unchanged');

    const revoked = await notify(t, signedNotification(chain, 'REVOKE', refundedTransaction(transactionId, { inAppOwnershipType: 'FAMILY_SHARED' })));
    expect(revoked.json().data.outcome).toBe('access_taken_back');
    expect((await userRow(user.id)).isTrialMode).toBe(true);
    expect(await eventsOf(purchase.id)).toEqual(['full_access_purchased', 'full_access_taken_back', 'full_access_restored', 'full_access_taken_back']);
  });

  it('leaves full access that another grant holds (an institution) and says so', async () => {
    const { user, transactionId } = await buyer();
    const [institution] = await t.db.insert(institutions).values({ name: 'Refund College' }).returning();
    await t.db.update(users).set({ institutionId: institution!.id }).where(eq(users.id, user.id));
    const response = await notify(t, signedNotification(chain, 'REFUND', refundedTransaction(transactionId)));
    expect(response.json().data.outcome).toBe('access_kept');
    expect((await userRow(user.id)).isTrialMode).toBe(false);
  });

  it('voids a refunded gift card not yet redeemed (its code is refused, its buyer no longer sees it), and a reversal restores it', async () => {
    const { user: buyerUser, token: buyerToken, transactionId, purchase } = await buyer('gift_card');
    const card = (await t.db.select().from(subscriptionCodes).where(eq(subscriptionCodes.id, purchase.giftCodeId!)))[0]!;
    const recipient = await createAccount(t.db, { isTrialMode: true });
    const sent = await t.app.inject({
      method: 'PUT',
      url: `/api/users/${buyerUser.id}/gift_cards/${card.id}`,
      headers: asBearer(buyerToken),
      payload: { status: 'sent', recipient_email: recipient.user.email },
      remoteAddress: freshIp(),
    });
    expect(sent.statusCode).toBe(200);
    const code = (await t.db.select().from(subscriptionCodes).where(eq(subscriptionCodes.id, card.id)))[0]!.code;

    const response = await notify(t, signedNotification(chain, 'REFUND', refundedTransaction(transactionId, { productId: 'gift_card', type: 'Consumable' })));
    expect(response.json().data.outcome).toBe('gift_card_voided');
    const redeem = () =>
      t.app.inject({
        method: 'POST',
        url: `/api/users/${recipient.user.id}/gift_cards/redeem`,
        headers: asBearer(recipient.token),
        payload: { code },
        remoteAddress: freshIp(),
      });
    const refused = await redeem();
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toEqual(refusal('gift_card.refunded'));
    const listed = await t.app.inject({ method: 'GET', url: `/api/users/${buyerUser.id}/gift_cards`, headers: asBearer(buyerToken) });
    expect(listed.json().data.purchased_gift_cards).toEqual([]);
    expect(await eventsOf(purchase.id)).toContain('gift_card_voided');

    const reversed = await notify(t, signedNotification(chain, 'REFUND_REVERSED', transactionPayload({ transactionId, productId: 'gift_card', type: 'Consumable' })));
    expect(reversed.json().data.outcome).toBe('gift_card_restored');
    expect((await redeem()).statusCode).toBe(200);
    expect((await userRow(recipient.user.id)).isTrialMode).toBe(false);
  });

  it('leaves a refunded gift card that was redeemed with its recipient', async () => {
    const { user: buyerUser, token: buyerToken, transactionId, purchase } = await buyer('gift_card');
    const recipient = await createAccount(t.db, { isTrialMode: true });
    await t.app.inject({
      method: 'PUT',
      url: `/api/users/${buyerUser.id}/gift_cards/${purchase.giftCodeId}`,
      headers: asBearer(buyerToken),
      payload: { status: 'sent', recipient_email: recipient.user.email },
      remoteAddress: freshIp(),
    });
    const code = (await t.db.select().from(subscriptionCodes).where(eq(subscriptionCodes.id, purchase.giftCodeId!)))[0]!.code;
    const redeemed = await t.app.inject({
      method: 'POST',
      url: `/api/users/${recipient.user.id}/gift_cards/redeem`,
      headers: asBearer(recipient.token),
      payload: { code },
      remoteAddress: freshIp(),
    });
    expect(redeemed.statusCode).toBe(200);

    const response = await notify(t, signedNotification(chain, 'REFUND', refundedTransaction(transactionId, { productId: 'gift_card', type: 'Consumable' })));
    expect(response.json().data.outcome).toBe('gift_card_kept');
    expect((await userRow(recipient.user.id)).isTrialMode).toBe(false);
    expect((await purchaseRow(purchase.id)).refundedAt).toBeInstanceOf(Date);
  });

  it('records and acknowledges a notification about a transaction it never recorded, or of a type it does not act on, without effect', async () => {
    const unknown = await notify(t, signedNotification(chain, 'REFUND', refundedTransaction('9999000011112222')));
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json().data).toEqual({ outcome: 'unknown_purchase', duplicate: false });
    const [row] = await t.db.select().from(storeNotifications).where(eq(storeNotifications.transactionId, '9999000011112222'));
    expect(row).toMatchObject({ type: 'REFUND', inAppPurchaseId: null, outcome: 'unknown_purchase' });

    const { user, transactionId } = await buyer();
    const consumption = await notify(t, signedNotification(chain, 'CONSUMPTION_REQUEST', transactionPayload({ transactionId })));
    expect(consumption.json().data.outcome).toBe('no_action');
    const test = await notify(t, signedNotification(chain, 'TEST', null));
    expect(test.json().data.outcome).toBe('no_action');
    expect((await userRow(user.id)).isTrialMode).toBe(false);
  });

  it.each([
    ['with its payload changed after signing', () => tamperPayload(signedNotification(chain, 'TEST', null), { notificationType: 'REFUND' })],
    ['signed under another root', () => signedNotification(createTestChain({ rootName: 'Innerway Test Root CA' }), 'TEST', null)],
    ['for another app', () => signedNotification(chain, 'TEST', null, { data: { bundleId: 'com.someone.else', environment: 'Sandbox' } })],
    ['from the other environment', () => signedNotification(chain, 'TEST', null, { data: { bundleId: TEST_BUNDLE_ID, environment: 'Production' } })],
  ])('refuses a notification %s, recording nothing', async (_case, forge) => {
    const before = await notificationCount();
    const response = await notify(t, forge());
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual(refusal('purchase.notification_not_verified'));
    expect(await notificationCount()).toBe(before);
  });

  it('refuses a genuine notification whose transaction inside is forged, taking nothing back', async () => {
    const { user, transactionId } = await buyer();
    const forgedTransaction = tamperPayload(signTransaction(chain, refundedTransaction('1')), { transactionId });
    const signed = signTransaction(chain, {
      notificationType: 'REFUND',
      notificationUUID: crypto.randomUUID(),
      signedDate: Date.now(),
      data: { bundleId: TEST_BUNDLE_ID, environment: 'Sandbox', signedTransactionInfo: forgedTransaction },
    });
    const before = await notificationCount();
    expect((await notify(t, signed)).statusCode).toBe(403);
    expect(await notificationCount()).toBe(before);
    expect((await userRow(user.id)).isTrialMode).toBe(false);
  });
});

describe('App Store notifications on a server without the App Store', () => {
  let bare: TestApp;
  setUpTestApp((test) => (bare = test));

  it('answers 503, so that Apple delivers it again once configured', async () => {
    const response = await notify(bare, signedNotification(chain, 'TEST', null));
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual(refusal('purchase.store_not_configured'));
  });
});
