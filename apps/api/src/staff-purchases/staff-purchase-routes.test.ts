import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { PurchaseStore, StaffPurchaseLimits, StaffRole, type TStaffRole } from '@innerway/domain';
import { asCookie, createAccount } from '../auth/account-testing.ts';
import { recordPurchase } from '../access/record-purchase.ts';
import { recordStoreNotification } from '../store-notifications/record-store-notification.ts';
import { subscriptionCodes } from '../db/schema.ts';
import { setUpTestApp, type TestApp } from '../test/harness.ts';
import { refusal } from '../test/refusal.ts';
import { createStaffAccount } from '../staff/staff-testing.ts';

let t: TestApp;
setUpTestApp((test) => (t = test));

const get = (token: string | null, url: string) => t.app.inject({ method: 'GET', url, headers: token ? asCookie(token) : {} });

let count = 0;
/** A member who bought `product` in `store`; a gift card is sent with the buyer's own words on it. */
async function purchase(store: 'app_store' | 'play', product: 'full_access' | 'gift_card') {
  count += 1;
  const buyer = await createAccount(t.db, { isTrialMode: true, name: `Buyer ${count}` });
  const transactionId = store === 'play' ? `opaque-play-token-${count}-${Date.now()}` : String(3_000_000_000 + count);
  const orderId = `GPA.3300-1111-2222-${count}`;
  const { giftCard } = await recordPurchase(t.app, buyer.user, {
    store: store === 'play' ? PurchaseStore.Play : PurchaseStore.AppStore,
    product,
    transactionId,
    receipt: store === 'play' ? { order_id: orderId } : { environment: 'Sandbox' },
  });
  return { buyer, transactionId, orderId, giftCard };
}

describe('who may read purchases and gift cards', () => {
  const routes = ['/api/staff/purchases', '/api/staff/gift_cards'];

  it.each(routes)('%s: support and admin may; signed out 401; members, the disabled, partners and editors 403', async (url) => {
    expect((await get(null, url)).statusCode).toBe(401);
    const member = await createAccount(t.db);
    expect((await get(member.token, url)).json()).toEqual(refusal('auth.forbidden'));
    const disabled = await createAccount(t.db, { isDisabled: true, isAdmin: true });
    expect((await get(disabled.token, url)).statusCode).toBe(403);
    for (const role of [StaffRole.InstitutionManager, StaffRole.Editor] as TStaffRole[]) {
      expect((await get((await createStaffAccount(t.db, role)).token, url)).statusCode).toBe(403);
    }
    for (const role of [StaffRole.Support, StaffRole.Admin] as TStaffRole[]) {
      expect((await get((await createStaffAccount(t.db, role)).token, url)).statusCode).toBe(200);
    }
  });

  it('each record the same way', async () => {
    const { giftCard } = await purchase('app_store', 'gift_card');
    const [{ id: purchaseId }] = (await get((await createStaffAccount(t.db, StaffRole.Admin)).token, '/api/staff/purchases')).json().data.items;
    for (const url of [`/api/staff/purchases/${purchaseId}`, `/api/staff/gift_cards/${giftCard!.id}`]) {
      expect((await get(null, url)).statusCode).toBe(401);
      expect((await get((await createAccount(t.db)).token, url)).statusCode).toBe(403);
      expect((await get((await createStaffAccount(t.db, StaffRole.Editor)).token, url)).statusCode).toBe(403);
      expect((await get((await createStaffAccount(t.db, StaffRole.InstitutionManager)).token, url)).statusCode).toBe(403);
      expect((await get((await createStaffAccount(t.db, StaffRole.Support)).token, url)).statusCode).toBe(200);
    }
  });
});

describe('GET /staff/purchases', () => {
  it('finds a purchase by its buyer’s e-mail, its transaction id, a Play order id, or the code of the card it bought', async () => {
    const support = await createStaffAccount(t.db, StaffRole.Support);
    const apple = await purchase('app_store', 'full_access');
    const play = await purchase('play', 'full_access');
    const gift = await purchase('app_store', 'gift_card');
    const ids = async (q: string) =>
      (await get(support.token, `/api/staff/purchases?q=${encodeURIComponent(q)}`)).json().data.items.map((item: { buyer: { email: string } }) => item.buyer.email);

    expect(await ids(apple.buyer.user.email.toUpperCase())).toEqual([apple.buyer.user.email]);
    expect(await ids(apple.transactionId)).toEqual([apple.buyer.user.email]);
    expect(await ids(play.orderId)).toEqual([play.buyer.user.email]);
    expect(await ids(gift.giftCard!.code.toLowerCase())).toEqual([gift.buyer.user.email]);
    expect(await ids('nobody@example.com')).toEqual([]);

    const [item] = (await get(support.token, `/api/staff/purchases?q=${play.orderId}`)).json().data.items;
    expect(item).toMatchObject({
      store: 'play',
      product: 'full_access',
      // A Play purchase is named by its order id: its token is a credential of the purchase.
      reference: play.orderId,
      state: 'active',
      refunded_at: null,
      buyer: { id: play.buyer.user.id, email: play.buyer.user.email, name: play.buyer.user.name },
      gift_card_id: null,
    });
    expect(JSON.stringify(item)).not.toContain(play.transactionId);
  });

  it('pages newest first by keyset', async () => {
    const admin = await createStaffAccount(t.db, StaffRole.Admin);
    for (let i = 0; i < StaffPurchaseLimits.pageSize + 2; i += 1) await purchase('app_store', 'full_access');
    const first = (await get(admin.token, '/api/staff/purchases')).json().data;
    expect(first.items).toHaveLength(StaffPurchaseLimits.pageSize);
    const ids: number[] = first.items.map((item: { id: number }) => item.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(first.next_before).toBe(ids.at(-1));
    const second = (await get(admin.token, `/api/staff/purchases?before=${first.next_before}`)).json().data;
    expect(second.items.length).toBeGreaterThan(0);
    expect(second.items.every((item: { id: number }) => item.id < first.next_before)).toBe(true);
  });

  it('refuses a search too long, or a cursor that is not a whole number, with the field named', async () => {
    const support = await createStaffAccount(t.db, StaffRole.Support);
    const long = await get(support.token, `/api/staff/purchases?q=${'a'.repeat(StaffPurchaseLimits.searchMax + 1)}`);
    expect(long.statusCode).toBe(400);
    expect(long.json()).toEqual(refusal('validation.too_long', { field: 'search', max: StaffPurchaseLimits.searchMax }));
    expect((await get(support.token, '/api/staff/purchases?before=abc')).statusCode).toBe(400);
    expect((await get(support.token, '/api/staff/gift_cards?sort=name')).statusCode).toBe(400);
  });
});

describe('GET /staff/gift_cards and the records', () => {
  it('finds a card by buyer, recipient or redeemer e-mail or its code, and never shows its code, sender name or message', async () => {
    const support = await createStaffAccount(t.db, StaffRole.Support);
    const { buyer, giftCard } = await purchase('app_store', 'gift_card');
    const recipient = await createAccount(t.db, { isTrialMode: true });
    const words = { displayFrom: 'Secret Santa Zebulon', message: 'Private note: forgive me, Quentin' };
    await t.db
      .update(subscriptionCodes)
      .set({ deliveryState: 30, recipientEmail: recipient.user.email, redeemedByUserId: recipient.user.id, sentAt: new Date(), redeemedAt: new Date(), ...words })
      .where(eq(subscriptionCodes.id, giftCard!.id));

    for (const q of [buyer.user.email, recipient.user.email, giftCard!.code]) {
      const response = await get(support.token, `/api/staff/gift_cards?q=${encodeURIComponent(q)}`);
      expect(response.json().data.items.map((item: { id: number }) => item.id)).toEqual([giftCard!.id]);
    }
    const listed = await get(support.token, `/api/staff/gift_cards?q=${giftCard!.code}`);
    expect(listed.json().data.items[0]).toMatchObject({
      state: 'redeemed',
      buyer: { id: buyer.user.id },
      recipient_email: recipient.user.email,
      redeemed_by: { id: recipient.user.id, email: recipient.user.email },
    });
    const record = await get(support.token, `/api/staff/gift_cards/${giftCard!.id}`);
    expect(record.statusCode).toBe(200);
    for (const response of [listed, record]) {
      for (const secret of [giftCard!.code, words.displayFrom, words.message]) expect(response.body).not.toContain(secret);
    }
  });

  it('tells a purchase’s record: its card, its access events and the store’s notifications, and the refund in its state', async () => {
    const admin = await createStaffAccount(t.db, StaffRole.Admin);
    const { buyer, transactionId, giftCard } = await purchase('app_store', 'gift_card');
    await recordStoreNotification(t.db, {
      store: 'app_store',
      notificationId: `uuid-${transactionId}`,
      type: 'REFUND',
      subtype: null,
      transactionId,
      action: 'refund',
      occurredAt: new Date(),
      details: {},
    });
    const [{ id }] = (await get(admin.token, `/api/staff/purchases?q=${transactionId}`)).json().data.items;
    const record = (await get(admin.token, `/api/staff/purchases/${id}`)).json().data;
    expect(record.purchase).toMatchObject({ id, state: 'refunded', refunded_at: expect.any(String), gift_card_id: giftCard!.id });
    expect(record.gift_card).toMatchObject({ id: giftCard!.id, state: 'refunded', purchase_id: id });
    expect(record.events.map((event: { kind: string }) => event.kind)).toEqual(['gift_card_purchased', 'gift_card_voided']);
    expect(record.events[0]).toMatchObject({ person: { id: buyer.user.id }, actor: { id: buyer.user.id } });
    // The store acted: no person did.
    expect(record.events[1]).toMatchObject({ person: { id: buyer.user.id }, actor: null });
    expect(record.notifications).toEqual([
      expect.objectContaining({ store: 'app_store', type: 'REFUND', outcome: 'gift_card_voided' }),
    ]);
    expect((await get(admin.token, `/api/staff/gift_cards/${giftCard!.id}`)).json().data).toEqual(record);
  });

  it('answers 404 for an id that is not a purchase or a gift card', async () => {
    const support = await createStaffAccount(t.db, StaffRole.Support);
    expect((await get(support.token, '/api/staff/purchases/999999999')).statusCode).toBe(404);
    expect((await get(support.token, '/api/staff/gift_cards/999999999')).statusCode).toBe(404);
  });
});
