import { z } from 'zod';
import { PurchaseStore, purchaseProducts, storeNotificationOutcomes } from '../access.ts';
import { issueMessage } from '../error-codes.ts';
import { StaffGiftCardState, StaffPurchaseLimits, StaffPurchaseState, type TStaffGiftCardState } from '../staff-purchases.ts';

// The staff area's purchases and gift cards (area `purchases`: admin, support). Staff see states,
// people and events, never a card's code (its value: only the buyer sees it) nor the buyer's
// free text on it (sender name and message).

/**
 * GET /staff/purchases and /staff/gift_cards: `q` finds by exact e-mail (buyer, or a card's
 * recipient), transaction or order id, or card code; `before` is the last id of the page before
 * (keyset pagination, newest first).
 */
export const ZStaffPurchaseSearch = z
  .object({
    q: z
      .string()
      .trim()
      .max(StaffPurchaseLimits.searchMax, { error: issueMessage('validation.too_long', { field: 'search', max: StaffPurchaseLimits.searchMax }) })
      .optional(),
    before: z.coerce.number({ error: issueMessage('request.whole_number', { path: 'before' }) }).int().min(1).max(2 ** 53 - 1).optional(),
  })
  .strict();
export type TStaffPurchaseSearch = z.input<typeof ZStaffPurchaseSearch>;

/** A person as these screens name them, linking to their member page. */
export const ZStaffPersonRef = z.object({ id: z.number().int(), email: z.string(), name: z.string() });
export type TStaffPersonRef = z.infer<typeof ZStaffPersonRef>;

export const ZStaffPurchase = z.object({
  id: z.number().int(),
  store: z.enum([PurchaseStore.AppStore, PurchaseStore.Play, PurchaseStore.Sandbox]),
  product: z.enum(purchaseProducts),
  /** App Store and sandbox: the transaction id; Google Play: the order id (its purchase token is a credential). */
  reference: z.string().nullable(),
  state: z.enum([StaffPurchaseState.Active, StaffPurchaseState.Refunded]),
  purchased_at: z.string(),
  refunded_at: z.string().nullable(),
  buyer: ZStaffPersonRef,
  gift_card_id: z.number().int().nullable(),
});
export type TStaffPurchase = z.infer<typeof ZStaffPurchase>;

export const ZStaffGiftCard = z.object({
  id: z.number().int(),
  state: z.enum(Object.values(StaffGiftCardState) as [TStaffGiftCardState, ...TStaffGiftCardState[]]),
  /** Null once the buyer's account is deleted (the card goes with it). */
  buyer: ZStaffPersonRef.nullable(),
  recipient_email: z.string().nullable(),
  redeemed_by: ZStaffPersonRef.nullable(),
  purchased_at: z.string(),
  sent_at: z.string().nullable(),
  redeemed_at: z.string().nullable(),
  purchase_id: z.number().int().nullable(),
});
export type TStaffGiftCard = z.infer<typeof ZStaffGiftCard>;

export const ZStaffPurchasesPage = z.object({ items: z.array(ZStaffPurchase), next_before: z.number().int().nullable() });
export type TStaffPurchasesPage = z.infer<typeof ZStaffPurchasesPage>;
export const ZStaffGiftCardsPage = z.object({ items: z.array(ZStaffGiftCard), next_before: z.number().int().nullable() });
export type TStaffGiftCardsPage = z.infer<typeof ZStaffGiftCardsPage>;

const ZScalar = z.union([z.string(), z.number(), z.boolean(), z.null()]);

/** One access_events row about the purchase or its card. */
export const ZStaffAccessEvent = z.object({
  id: z.number().int(),
  kind: z.string(),
  at: z.string(),
  /** Whose access or card it was. */
  person: ZStaffPersonRef.nullable(),
  /** Who did it: null for the store, or an account since deleted. */
  actor: ZStaffPersonRef.nullable(),
  details: z.record(z.string(), ZScalar),
});
export type TStaffAccessEvent = z.infer<typeof ZStaffAccessEvent>;

/** One notification a store sent about the purchase. */
export const ZStaffStoreNotification = z.object({
  id: z.number().int(),
  store: z.enum([PurchaseStore.AppStore, PurchaseStore.Play]),
  type: z.string(),
  subtype: z.string().nullable(),
  outcome: z.enum(storeNotificationOutcomes),
  occurred_at: z.string().nullable(),
  received_at: z.string(),
});
export type TStaffStoreNotification = z.infer<typeof ZStaffStoreNotification>;

/** GET /staff/purchases/:id and /staff/gift_cards/:id: the purchase and its card, with their history, oldest first. */
export const ZStaffPurchaseRecord = z.object({
  purchase: ZStaffPurchase.nullable(),
  gift_card: ZStaffGiftCard.nullable(),
  events: z.array(ZStaffAccessEvent),
  notifications: z.array(ZStaffStoreNotification),
});
export type TStaffPurchaseRecord = z.infer<typeof ZStaffPurchaseRecord>;
