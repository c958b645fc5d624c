import {
  CodeDeliveryState,
  PurchaseStore,
  StaffGiftCardState,
  StaffPurchaseState,
  type TStaffGiftCard,
  type TStaffGiftCardState,
  type TStaffPersonRef,
  type TStaffPurchase,
} from '@innerway/domain';
import { alias } from 'drizzle-orm/pg-core';
import type { inAppPurchases, subscriptionCodes} from '../db/schema.ts';
import { users } from '../db/schema.ts';

export type TPurchaseRow = typeof inAppPurchases.$inferSelect;
type TCardRow = typeof subscriptionCodes.$inferSelect;

/** The users a row names, joined under these names. */
export const buyers = alias(users, 'buyer');
export const redeemers = alias(users, 'redeemer');

/** What the screens show of a person, enough to find them and open their page, in a select. */
export const buyerRef = { id: buyers.id, email: buyers.email, name: buyers.name };
export const redeemerRef = { id: redeemers.id, email: redeemers.email, name: redeemers.name };

const deliveryStates: Record<number, TStaffGiftCardState> = {
  [CodeDeliveryState.Unsent]: StaffGiftCardState.Unsent,
  [CodeDeliveryState.Sent]: StaffGiftCardState.Sent,
  [CodeDeliveryState.Redeemed]: StaffGiftCardState.Redeemed,
};

/** The store's id staff can quote: Play's purchase token is a credential of the purchase, its order id is not. */
function referenceOf(purchase: TPurchaseRow): string | null {
  if (purchase.store !== PurchaseStore.Play) return purchase.transactionId;
  const orderId = (purchase.receipt as { order_id?: unknown } | null)?.order_id;
  return typeof orderId === 'string' ? orderId : null;
}

export function toStaffPurchase(purchase: TPurchaseRow, buyer: TStaffPersonRef): TStaffPurchase {
  return {
    id: purchase.id,
    store: purchase.store as TStaffPurchase['store'],
    product: purchase.productId as TStaffPurchase['product'],
    reference: referenceOf(purchase),
    state: purchase.refundedAt ? StaffPurchaseState.Refunded : StaffPurchaseState.Active,
    purchased_at: purchase.createdAt.toISOString(),
    refunded_at: purchase.refundedAt?.toISOString() ?? null,
    buyer,
    gift_card_id: purchase.giftCodeId,
  };
}

/** A card without its code and without its buyer's words (sender name, message). */
export function toStaffGiftCard(
  card: TCardRow,
  people: { buyer: TStaffPersonRef | null; redeemedBy: TStaffPersonRef | null },
  purchaseId: number | null,
): TStaffGiftCard {
  return {
    id: card.id,
    state: card.isActive ? (deliveryStates[card.deliveryState] ?? StaffGiftCardState.Unsent) : StaffGiftCardState.Refunded,
    buyer: people.buyer,
    recipient_email: card.recipientEmail,
    redeemed_by: people.redeemedBy,
    purchased_at: card.createdAt.toISOString(),
    sent_at: card.sentAt?.toISOString() ?? null,
    redeemed_at: card.redeemedAt?.toISOString() ?? null,
    purchase_id: purchaseId,
  };
}
