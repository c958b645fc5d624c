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
