import type { TPurchaseProduct, TPurchaseStore } from '@innerway/domain';

/** What a store confirmed, ready to be recorded and granted once. */
export interface TVerifiedPurchase {
  store: TPurchaseStore;
  product: TPurchaseProduct;
  /** The store's unique id of this purchase: App Store transactionId, Play purchase token, sandbox id. */
  transactionId: string;
  /** What the store said, kept with the purchase (no credentials). */
  receipt: Record<string, unknown>;
  /**
   * Play only: the purchase is not acknowledged yet (Play refunds it three days on unless it
   * is), so recording it queues the acknowledgement (acknowledge-play-purchase.ts).
   */
  awaitsAcknowledgement?: boolean;
}
