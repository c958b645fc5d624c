import { and, eq, ne, sql } from 'drizzle-orm';
import { PurchaseProduct, StoreNotificationOutcome, SubscriptionCodeType, CodeDeliveryState, type TStoreNotificationOutcome } from '@innerway/domain';
import type { TQueryable } from '../db/client.ts';
import { inAppPurchases, subscriptionCodes, users } from '../db/schema.ts';
import { recordAccessEvent } from '../access/record-access-event.ts';
import { takeBackFullAccess } from '../access/take-back-full-access.ts';
import type { TStoreNotice } from './store-notice.ts';

type TPurchaseRow = typeof inAppPurchases.$inferSelect;

/**
 * Whether the member holds full access through something other than this purchase, which a
 * refund of it must leave alone: another full-access purchase not refunded, a gift card they
 * redeemed, an institution, or a grant by staff not taken back since.
 */
async function holdsOtherFullAccess(tx: TQueryable, userId: number, purchaseId: number): Promise<boolean> {
  const { rows } = await tx.execute<{ other: boolean }>(sql`
    select
      exists (select 1 from in_app_purchases p
              where p.user_id = ${userId} and p.id <> ${purchaseId} and p.product_id = ${PurchaseProduct.FullAccess} and p.refunded_at is null)
      or exists (select 1 from subscription_codes c where c.redeemed_by_user_id = ${userId} and c.type = ${SubscriptionCodeType.Gift})
      or exists (select 1 from users u where u.id = ${userId} and u.institution_id is not null)
      or coalesce((select e.kind = 'full_access_granted' from access_events e
                   where e.user_id = ${userId} and e.kind in ('full_access_granted', 'full_access_taken_back')
                   order by e.at desc, e.id desc limit 1), false)
      as other`);
  return rows[0]?.other === true;
}

const storeDetails = (notice: TStoreNotice) => ({ store: notice.store, notification: notice.type });

/**
 * A refund or revocation: the purchase is marked refunded, and what it granted ends. Full access
 * goes back to trial unless another grant holds it. A gift card not yet redeemed stops working
 * (its code is refused, its buyer no longer sees it); one already redeemed stays with its
 * recipient, who did nothing wrong (decision 028).
 */
async function refund(tx: TQueryable, purchase: TPurchaseRow, notice: TStoreNotice): Promise<TStoreNotificationOutcome> {
  if (purchase.refundedAt) return StoreNotificationOutcome.Unchanged;
  await tx.update(inAppPurchases).set({ refundedAt: sql`now()` }).where(eq(inAppPurchases.id, purchase.id));

  if (purchase.productId === PurchaseProduct.FullAccess) {
    if (await holdsOtherFullAccess(tx, purchase.userId, purchase.id)) return StoreNotificationOutcome.AccessKept;
    const taken = await takeBackFullAccess(tx, {
      userId: purchase.userId,
      actorUserId: null,
      details: storeDetails(notice),
      inAppPurchaseId: purchase.id,
    });
    return taken ? StoreNotificationOutcome.AccessTakenBack : StoreNotificationOutcome.Unchanged;
  }

  if (purchase.giftCodeId === null) return StoreNotificationOutcome.Unchanged;
  const [voided] = await tx
    .update(subscriptionCodes)
    .set({ isActive: false })
    .where(and(eq(subscriptionCodes.id, purchase.giftCodeId), ne(subscriptionCodes.deliveryState, CodeDeliveryState.Redeemed)))
    .returning({ id: subscriptionCodes.id });
  if (!voided) return StoreNotificationOutcome.GiftCardKept;
  await recordAccessEvent(tx, {
    kind: 'gift_card_voided',
    userId: purchase.userId,
    actorUserId: null,
    subscriptionCodeId: voided.id,
    inAppPurchaseId: purchase.id,
    details: storeDetails(notice),
  });
  return StoreNotificationOutcome.GiftCardVoided;
}

/** A refund reversed: the purchase grants again what its refund took back. */
async function reverseRefund(tx: TQueryable, purchase: TPurchaseRow, notice: TStoreNotice): Promise<TStoreNotificationOutcome> {
  if (!purchase.refundedAt) return StoreNotificationOutcome.Unchanged;
  await tx.update(inAppPurchases).set({ refundedAt: null }).where(eq(inAppPurchases.id, purchase.id));

  if (purchase.productId === PurchaseProduct.FullAccess) {
    const [restored] = await tx
      .update(users)
      .set({ isTrialMode: false })
      .where(and(eq(users.id, purchase.userId), eq(users.isTrialMode, true)))
      .returning({ id: users.id });
    if (!restored) return StoreNotificationOutcome.Unchanged;
    await recordAccessEvent(tx, {
      kind: 'full_access_restored',
      userId: purchase.userId,
      actorUserId: null,
      inAppPurchaseId: purchase.id,
      details: storeDetails(notice),
    });
    return StoreNotificationOutcome.AccessRestored;
  }

  if (purchase.giftCodeId === null) return StoreNotificationOutcome.Unchanged;
  const [restored] = await tx
    .update(subscriptionCodes)
    .set({ isActive: true })
    .where(and(eq(subscriptionCodes.id, purchase.giftCodeId), eq(subscriptionCodes.isActive, false)))
    .returning({ id: subscriptionCodes.id });
  if (!restored) return StoreNotificationOutcome.Unchanged;
  await recordAccessEvent(tx, {
    kind: 'gift_card_restored',
    userId: purchase.userId,
    actorUserId: null,
    subscriptionCodeId: restored.id,
    inAppPurchaseId: purchase.id,
    details: storeDetails(notice),
  });
  return StoreNotificationOutcome.GiftCardRestored;
}

/** What `notice` does to `purchase` (locked by the caller), in the caller's transaction. */
export function applyNoticeToPurchase(tx: TQueryable, purchase: TPurchaseRow, notice: TStoreNotice): Promise<TStoreNotificationOutcome> {
  switch (notice.action) {
    case 'refund':
      return refund(tx, purchase, notice);
    case 'reverse_refund':
      return reverseRefund(tx, purchase, notice);
    case null:
      return Promise.resolve(StoreNotificationOutcome.NoAction);
  }
}
