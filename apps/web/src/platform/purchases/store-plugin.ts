/**
 * The part of @capgo/native-purchases the purchase flow uses, as a small interface: the unit
 * tests drive the flow with a fake of it (these machines run neither iOS nor Android).
 */
export interface TStoreTransaction {
  /** iOS: the StoreKit transaction id (what finishing takes); Android: the purchase token. */
  readonly transactionId: string;
  /** The store's product id. */
  readonly productIdentifier: string;
  /** iOS: the StoreKit 2 signed transaction (a JWS), the proof the server verifies. */
  readonly jwsRepresentation?: string;
  /** Android: the purchase token, the proof the server verifies. */
  readonly purchaseToken?: string;
  /** Android: acknowledged already (by us after a grant, or by the server). */
  readonly isAcknowledged?: boolean;
  /** Android: '1' once paid; pending (slow card, cash) purchases have another state. */
  readonly purchaseState?: string;
  /** iOS: set when Apple refunded or revoked the transaction. */
  readonly revocationDate?: string;
}

interface TStoreProduct {
  readonly identifier: string;
  /** The price in the store's currency and format, e.g. '4,99 €'. */
  readonly priceString: string;
}

export interface TStorePlugin {
  /** Never finishes, acknowledges or consumes by itself: that waits for the server's grant. */
  purchaseProduct(options: { productIdentifier: string; autoAcknowledgePurchases: false; isConsumable: false }): Promise<TStoreTransaction>;
  getProducts(options: { productIdentifiers: string[] }): Promise<{ products: readonly TStoreProduct[] }>;
  /** iOS `onlyCurrentEntitlements`: the signed-in Apple ID's live entitlements, not the device's history. */
  getPurchases(options: { onlyCurrentEntitlements?: boolean }): Promise<{ purchases: readonly TStoreTransaction[] }>;
  /** iOS: finishes the transaction (by transaction id); Android: acknowledges (by purchase token). */
  acknowledgePurchase(options: { purchaseToken: string }): Promise<void>;
  /** Android only: consumes, so that the product can be bought again. */
  consumePurchase(options: { purchaseToken: string }): Promise<void>;
  /** iOS: `AppStore.sync()`, which may ask for the Apple ID password. */
  restorePurchases(): Promise<void>;
  /**
   * iOS: transactions that arrive later (Ask to Buy approved, bought on another device, and at
   * each launch every one still unfinished). The plugin as published finishes them before it
   * tells us; patches/@capgo+native-purchases+*.patch (applied by patch-package at install) takes
   * that out, so that a gift card whose grant failed is still there to retry.
   */
  onTransactionUpdated(listener: (transaction: TStoreTransaction) => void): Promise<() => void>;
}

/**
 * Loads the plugin. Only the apps' bundle contains it: in the website's build the condition is
 * the constant `false`, so the bundler drops the import and the package with it.
 */
export async function loadStorePlugin(): Promise<TStorePlugin> {
  if (import.meta.env.VITE_APP_TARGET !== 'native') throw new Error('Store purchases exist only in the apps');
  const { NativePurchases, PURCHASE_TYPE } = await import('@capgo/native-purchases');
  return {
    purchaseProduct: (options) => NativePurchases.purchaseProduct({ ...options, productType: PURCHASE_TYPE.INAPP, quantity: 1 }),
    getProducts: (options) => NativePurchases.getProducts({ ...options, productType: PURCHASE_TYPE.INAPP }),
    getPurchases: (options) => NativePurchases.getPurchases({ ...options, productType: PURCHASE_TYPE.INAPP }),
    acknowledgePurchase: (options) => NativePurchases.acknowledgePurchase(options),
    consumePurchase: (options) => NativePurchases.consumePurchase(options),
    restorePurchases: () => NativePurchases.restorePurchases(),
    onTransactionUpdated: async (listener) => {
      const handle = await NativePurchases.addListener('transactionUpdated', listener);
      return () => void handle.remove();
    },
  };
}
