import type { TPurchaseStore } from '@innerway/domain';

/** What a store's notification asks of a purchase: take back what it granted, or give it back. */
export type TNoticeAction = 'refund' | 'reverse_refund';

/** A verified store notification, in the one shape both stores' are recorded in. */
export interface TStoreNotice {
  store: Exclude<TPurchaseStore, 'sandbox'>;
  /** The store's unique id of this notification. */
  notificationId: string;
  type: string;
  subtype: string | null;
  /** The store's id of the purchase it is about, as in_app_purchases.transaction_id holds it. */
  transactionId: string | null;
  action: TNoticeAction | null;
  occurredAt: Date | null;
  /** What else the store said (no signatures, no tokens). */
  details: Record<string, string | number | boolean | null>;
}
