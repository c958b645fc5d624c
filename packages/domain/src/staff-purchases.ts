// The staff area's purchases and gift cards: plain values, kept apart from their zod schemas
// (schemas/staff-purchases.ts), so that a screen importing them does not bring zod along.
import { GiftCardStatus } from './enums/index.ts';

export const StaffPurchaseLimits = {
  /** Rows per page of either list. */
  pageSize: 50,
  /** The search term: an e-mail address, a store's transaction or order id, or a gift card's code. */
  searchMax: 254,
} as const;

export const StaffPurchaseState = { Active: 'active', Refunded: 'refunded' } as const;
export type TStaffPurchaseState = (typeof StaffPurchaseState)[keyof typeof StaffPurchaseState];

/** A gift card's state as staff see it: its delivery state, or refunded (its code no longer works). */
export const StaffGiftCardState = { ...GiftCardStatus, Refunded: 'refunded' } as const;
export type TStaffGiftCardState = (typeof StaffGiftCardState)[keyof typeof StaffGiftCardState];
