// Full access: the stores, the products and the server's error texts of gift cards, codes and
// in-app purchases (docs/decisions/004-gift-cards-and-purchases.md). Plain values, kept apart from
// their zod schemas (schemas/access.ts): the web app shows these texts on screens that validate
// nothing, and importing them must not bring zod along.

/** Where a purchase was made. `sandbox` is the local stand-in for both stores (APP_ENV=local only). */
export const PurchaseStore = { AppStore: 'app_store', Play: 'play', Sandbox: 'sandbox' } as const;
export type TPurchaseStore = (typeof PurchaseStore)[keyof typeof PurchaseStore];

/** What can be bought: full access for oneself, or a gift card to send. */
export const PurchaseProduct = { FullAccess: 'full_access', GiftCard: 'gift_card' } as const;
export type TPurchaseProduct = (typeof PurchaseProduct)[keyof typeof PurchaseProduct];
export const purchaseProducts = [PurchaseProduct.FullAccess, PurchaseProduct.GiftCard] as const;

/**
 * Server error texts of the access endpoints (the envelope's `error`); the screens show them
 * inline, inside their own wrapper ('There was a problem sending this gift: ...').
 */
export const AccessError = {
  codeInactive: 'This code is no longer active.',
  codeUsedUp: 'This code has already been used as many times as it allows.',
  giftCardRedeemed: 'This gift card has already been redeemed.',
  giftCardSent: 'This gift card has already been sent.',
  giftCardNotSent: 'This gift card has not been sent.',
  giftCardOwn: 'You cannot redeem a gift card you bought.',
  giftCardToSelf: 'You cannot send a gift card to yourself.',
  giftCardUnverified: 'Please verify your email address before redeeming this gift card.',
  alreadyFullAccess: 'You already have full access.',
  purchaseRecorded: 'This purchase has already been recorded.',
  purchaseNotVerified: 'The purchase could not be verified.',
  purchaseIncomplete: 'The purchase is pending or was cancelled.',
  purchaseProductMismatch: 'The purchase does not match the product.',
  storeNotConfigured: 'In-app purchases are not configured for this store.',
  storeUnavailable: 'The store could not be reached. Please try again shortly.',
  sandboxRefused: 'The sandbox store exists only in local development.',
  redeemTarget: 'Send either gift_card_id or code.',
} as const;
