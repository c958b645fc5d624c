import type { TPurchaseProduct, TPurchaseStore } from '@innerway/domain';

/** What a store confirmed, ready to be recorded and granted once. */
export interface TVerifiedPurchase {
  store: TPurchaseStore;
  product: TPurchaseProduct;
  /** The store's unique id of this purchase: App Store transactionId, Play purchase token, sandbox id. */
  transactionId: string;
  /** What the store said, kept with the purchase (no credentials). */
  receipt: Record<string, unknown>;
  /** Work to do with the store once the grant is committed (Play: acknowledge the purchase). */
  afterRecorded?: () => Promise<void>;
}
