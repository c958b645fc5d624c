// Full access: the stores and the products of gift cards, codes and in-app purchases
// (docs/decisions/004-gift-cards-and-purchases.md). Plain values, kept apart from their zod
// schemas (schemas/access.ts): importing them must not bring zod along.

/** Where a purchase was made. `sandbox` is the local stand-in for both stores (APP_ENV=local only). */
export const PurchaseStore = { AppStore: 'app_store', Play: 'play', Sandbox: 'sandbox' } as const;
export type TPurchaseStore = (typeof PurchaseStore)[keyof typeof PurchaseStore];

/** What can be bought: full access for oneself, or a gift card to send. */
export const PurchaseProduct = { FullAccess: 'full_access', GiftCard: 'gift_card' } as const;
export type TPurchaseProduct = (typeof PurchaseProduct)[keyof typeof PurchaseProduct];
export const purchaseProducts = [PurchaseProduct.FullAccess, PurchaseProduct.GiftCard] as const;

/**
 * What a store's notification (App Store Server Notifications V2, Google Play real-time developer
 * notifications) did when it was received (docs/decisions/028-store-notifications.md).
 */
export const StoreNotificationOutcome = {
  /** A refund or revocation ended the full access the purchase had granted. */
  AccessTakenBack: 'access_taken_back',
  /** The refund was reversed: the purchase grants full access again. */
  AccessRestored: 'access_restored',
  /** A refund of a purchase whose buyer holds full access through another grant, which stays. */
  AccessKept: 'access_kept',
  /** A refunded gift card that had not been redeemed: its code no longer works. */
  GiftCardVoided: 'gift_card_voided',
  /** A refunded gift card's refund was reversed: the card works again. */
  GiftCardRestored: 'gift_card_restored',
  /** A refunded gift card already redeemed: the access stays with its recipient. */
  GiftCardKept: 'gift_card_kept',
  /** The purchase was already in the state the notification asks for (a repeat, or out of order). */
  Unchanged: 'unchanged',
  /** About a transaction this server never recorded. */
  UnknownPurchase: 'unknown_purchase',
  /** A kind of notification this server records but does not act on. */
  NoAction: 'no_action',
} as const;
export type TStoreNotificationOutcome = (typeof StoreNotificationOutcome)[keyof typeof StoreNotificationOutcome];
export const storeNotificationOutcomes = Object.values(StoreNotificationOutcome) as [TStoreNotificationOutcome, ...TStoreNotificationOutcome[]];
