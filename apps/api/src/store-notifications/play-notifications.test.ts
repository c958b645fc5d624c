import { generateKeyPairSync } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { PurchaseStore } from '@innerway/domain';
import { accessEvents, storeNotifications, users } from '../db/schema.ts';
import { setUpTestApp, type TestApp } from '../test/harness.ts';
import { createAccount, freshIp } from '../auth/account-testing.ts';
import { recordPurchase } from '../access/record-purchase.ts';
import { refusal } from '../test/refusal.ts';
import { playPush, startGoogleKeysStandIn, voidedPurchase, type TGoogleKeysStandIn } from './store-notification-testing.ts';

let google: TGoogleKeysStandIn;
beforeAll(async () => {
  google = await startGoogleKeysStandIn();
});
afterAll(() => google.close());

let t: TestApp;
setUpTestApp((test) => (t = test), { config: () => ({ playNotifications: google.config }) });

const push = (target: TestApp, body: object, token: string | null = google.token()) =>
  target.app.inject({
    method: 'POST',
    url: '/api/store_notifications/play',
    headers: token === null ? {} : { authorization: `Bearer ${token}` },
    payload: body,
    remoteAddress: freshIp(),
  });

let tokenCount = 0;
/** A trial member who bought full access on Google Play: the purchase's token and id. */
async function playBuyer() {
  tokenCount += 1;
  const account = await createAccount(t.db, { isTrialMode: true });
  const purchaseToken = `play-token.${tokenCount}_${Date.now()}-AO-J1Oz`;
  await recordPurchase(t.app, account.user, {
    store: PurchaseStore.Play,
    product: 'full_access',
    transactionId: purchaseToken,
    receipt: { product_id: 'full_access', order_id: `GPA.3300-0000-0000-${tokenCount}` },
  });
  return { ...account, purchaseToken };
}

const isTrial = async (id: number) => (await t.db.select().from(users).where(eq(users.id, id)))[0]!.isTrialMode;
const notificationCount = async () => (await t.db.select({ n: count() }).from(storeNotifications))[0]!.n;

describe('Google Play real-time developer notifications', () => {
  it('takes back the full access of a voided purchase, records the message once, and ignores its redelivery', async () => {
    const { user, purchaseToken } = await playBuyer();
    const body = playPush(voidedPurchase(purchaseToken));
    const response = await push(t, body);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({ outcome: 'access_taken_back', duplicate: false });
    expect(await isTrial(user.id)).toBe(true);
    const [recorded] = await t.db.select().from(storeNotifications).where(eq(storeNotifications.notificationId, body.message.messageId));
    expect(recorded).toMatchObject({
      store: 'play',
      type: 'voided_purchase',
      transactionId: purchaseToken,
      outcome: 'access_taken_back',
      details: { order_id: 'GPA.3300-0000-0000-00001', product_type: 2, refund_type: 1 },
    });
    const events = await t.db.select().from(accessEvents).where(eq(accessEvents.userId, user.id));
    expect(events.map((event) => event.kind)).toEqual(['full_access_purchased', 'full_access_taken_back']);

    // Pub/Sub delivers at least once.
    const again = await push(t, body);
    expect(again.json().data).toEqual({ outcome: 'access_taken_back', duplicate: true });
    expect(await t.db.select().from(accessEvents).where(eq(accessEvents.userId, user.id))).toHaveLength(2);
  });

  it('records and acknowledges an unknown purchase, a test message and another app’s message without effect', async () => {
    expect((await push(t, playPush(voidedPurchase('never-recorded-token')))).json().data.outcome).toBe('unknown_purchase');
    expect((await push(t, playPush({ testNotification: { version: '1.0' } }))).json().data.outcome).toBe('no_action');
    const { user, purchaseToken } = await playBuyer();
    const other = playPush({ ...voidedPurchase(purchaseToken), packageName: 'com.someone.else' });
    expect((await push(t, other)).json().data.outcome).toBe('no_action');
    const purchased = playPush({ oneTimeProductNotification: { version: '1.0', notificationType: 1, purchaseToken, sku: 'full_access' } });
    expect((await push(t, purchased)).json().data.outcome).toBe('no_action');
    expect(await isTrial(user.id)).toBe(false);
  });

  it('fetches Google’s keys once for many pushes', async () => {
    const before = google.fetches;
    for (let i = 0; i < 3; i += 1) expect((await push(t, playPush({ testNotification: { version: '1.0' } }))).statusCode).toBe(200);
    expect(google.fetches - before).toBe(0);
  });

  const stranger = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey;
  const hour = 3600;
  it.each([
    ['without a token', () => null],
    ['signed with a key that is not Google’s', () => google.token({}, { key: stranger })],
    ['naming a key Google does not have', () => google.token({}, { kid: 'unknown-key' })],
    ['claiming another algorithm', () => google.token({}, { alg: 'HS256' })],
    ['for another audience', () => google.token({ aud: 'https://elsewhere.example/push' })],
    ['from another issuer', () => google.token({ iss: 'https://accounts.elsewhere.example' })],
    ['of another service account', () => google.token({ email: 'someone@elsewhere.iam.gserviceaccount.com' })],
    ['with an unverified e-mail', () => google.token({ email_verified: false })],
    ['that has expired', () => google.token({ iat: Math.floor(Date.now() / 1000) - 3 * hour, exp: Math.floor(Date.now() / 1000) - 2 * hour })],
    ['with its claims changed after signing', () => {
      const [header, , signature] = google.token().split('.');
      const claims = Buffer.from(JSON.stringify({ iss: 'https://accounts.google.com', aud: google.config.audience, email: google.config.serviceAccountEmail, email_verified: true, exp: 9_999_999_999 })).toString('base64url');
      return `${header}.${claims}.${signature}`;
    }],
  ])('refuses a push %s, recording nothing and taking nothing back', async (_case, token) => {
    const { user, purchaseToken } = await playBuyer();
    const before = await notificationCount();
    const response = await push(t, playPush(voidedPurchase(purchaseToken)), token());
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual(refusal('purchase.notification_not_verified'));
    expect(await notificationCount()).toBe(before);
    expect(await isTrial(user.id)).toBe(false);
  });
});

describe('Google Play notifications when Google’s keys cannot be fetched', () => {
  let unreachable: TestApp;
  setUpTestApp((test) => (unreachable = test), {
    config: () => ({ playNotifications: { ...google.config, certsUrl: 'http://127.0.0.1:1/oauth2/v3/certs' } }),
  });

  it('answers 503, so that Pub/Sub delivers the message again', async () => {
    const response = await push(unreachable, playPush({ testNotification: { version: '1.0' } }));
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual(refusal('purchase.store_unavailable'));
  });
});

describe('Google Play notifications on a server without them', () => {
  let bare: TestApp;
  setUpTestApp((test) => (bare = test));

  it('answers 503', async () => {
    const response = await push(bare, playPush({ testNotification: { version: '1.0' } }));
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual(refusal('purchase.store_not_configured'));
  });
});
