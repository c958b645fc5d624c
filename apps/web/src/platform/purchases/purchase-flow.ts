import { PurchaseProduct, PurchaseStore, type TInAppPurchase, type TPurchaseProduct, type TPurchaseReply } from '@innerway/domain';
import { errorStatus } from '../../lib/api-client';
import type { TStorePlugin, TStoreTransaction } from './store-plugin';
import { productOfStoreId, type TStoreProductIds } from './store-products';

export type TStorePlatform = 'ios' | 'android';

/** What the server said about one store purchase it was shown. */
type TGrant =
  | { kind: 'granted'; reply: TPurchaseReply }
  /** 409: recorded before (a lost reply, a retry, or another account): the grant is already there. */
  | { kind: 'already-granted'; error: unknown };

type TPurchaseOutcome = TGrant | { kind: 'cancelled' } | { kind: 'pending' };

interface TSettledPurchase {
  product: TPurchaseProduct;
  grant: TGrant;
}

interface TFailedPurchase {
  product: TPurchaseProduct;
  error: unknown;
}

/** `failed`: what the server could not record this time (it stays open for the next try). */
type TRestoreOutcome = { kind: 'restored'; settled: TSettledPurchase[]; failed: TFailedPurchase[] } | { kind: 'nothing' };

export interface TPurchaseFlowOptions {
  plugin: TStorePlugin;
  platform: TStorePlatform;
  productIds: TStoreProductIds;
  /** POST /in_app_purchases. */
  send: (body: TInAppPurchase) => Promise<TPurchaseReply>;
}

export interface TPurchaseFlow {
  /** The store's sheet, then the server; cancelled and pending are outcomes, not errors. */
  buy(product: TPurchaseProduct): Promise<TPurchaseOutcome>;
  /** 'Restore purchases': full access owned by the store account, and anything left unfinished. */
  restore(): Promise<TRestoreOutcome>;
  /**
   * At start-up: purchases paid for but never granted (the reply was lost, the server failed, a
   * pending payment went through since). Full access only while the person is still on trial.
   */
  settleUnfinished(options: { fullAccess: boolean }): Promise<TSettledPurchase[]>;
  /** iOS: purchases approved later (Ask to Buy) arrive while the app runs. Returns the unsubscribe. */
  watchLaterPurchases(onSettled: (settled: TSettledPurchase) => void): Promise<() => void>;
  /** The localised price, or null when the store does not know the product. */
  price(product: TPurchaseProduct): Promise<string | null>;
}

type TStoreFailure = 'cancelled' | 'pending' | 'owned' | null;

/**
 * How the plugin says no. iOS rejects with the message only ('User cancelled', 'Transaction
 * pending'); Android with a Play Billing response name as the code ('USER_CANCELED',
 * 'ITEM_ALREADY_OWNED') or 'Purchase is pending'.
 */
function storeFailure(error: unknown): TStoreFailure {
  const code = typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined;
  const message = error instanceof Error ? error.message : String(error);
  if (code === 'USER_CANCELED' || /user cancel/i.test(message)) return 'cancelled';
  if (/pending/i.test(message)) return 'pending';
  if (code === 'ITEM_ALREADY_OWNED') return 'owned';
  return null;
}

/**
 * Buying through the App Store or Google Play. The store's proof goes to the server, and the
 * transaction is finished (iOS), acknowledged or consumed (Android) only once the server granted
 * it: a 2xx, or a 409 for a purchase it recorded before. On any other failure it stays open, so
 * that the next start or 'Restore purchases' shows it to the server again; Play refunds a
 * purchase left unacknowledged for three days, which is right for one the server refused.
 */
export function createPurchaseFlow({ plugin, platform, productIds, send }: TPurchaseFlowOptions): TPurchaseFlow {
  function proof(product: TPurchaseProduct, transaction: TStoreTransaction): TInAppPurchase {
    if (platform === 'ios') {
      if (!transaction.jwsRepresentation) throw new Error('The App Store gave no signed transaction');
      return { store: PurchaseStore.AppStore, product_id: product, signed_transaction: transaction.jwsRepresentation };
    }
    if (!transaction.purchaseToken) throw new Error('Google Play gave no purchase token');
    return { store: PurchaseStore.Play, product_id: product, purchase_token: transaction.purchaseToken };
  }

  async function finish(product: TPurchaseProduct, transaction: TStoreTransaction): Promise<void> {
    try {
      if (platform === 'ios') {
        await plugin.acknowledgePurchase({ purchaseToken: transaction.transactionId });
      } else if (product === PurchaseProduct.GiftCard) {
        // A consumable: consuming also acknowledges, and lets the person buy another card.
        await plugin.consumePurchase({ purchaseToken: transaction.purchaseToken! });
      } else if (!transaction.isAcknowledged) {
        await plugin.acknowledgePurchase({ purchaseToken: transaction.purchaseToken! });
      }
    } catch (error) {
      // The grant stands; an open transaction is shown to the server again later and gets a 409.
      console.warn('The store transaction could not be finished', error);
    }
  }

  async function settle(product: TPurchaseProduct, transaction: TStoreTransaction): Promise<TGrant> {
    const body = proof(product, transaction);
    let grant: TGrant;
    try {
      grant = { kind: 'granted', reply: await send(body) };
    } catch (error) {
      if (errorStatus(error) !== 409) throw error;
      grant = { kind: 'already-granted', error };
    }
    await finish(product, transaction);
    return grant;
  }

  /** Paid purchases of our products the store still holds (refunded and pending ones left out). */
  async function owned(options: { onlyCurrentEntitlements?: boolean } = {}): Promise<{ product: TPurchaseProduct; transaction: TStoreTransaction }[]> {
    const { purchases } = await plugin.getPurchases(platform === 'ios' ? options : {});
    return purchases.flatMap((transaction) => {
      const product = productOfStoreId(productIds, transaction.productIdentifier);
      if (!product || transaction.revocationDate) return [];
      if (platform === 'android' && transaction.purchaseState !== '1') return [];
      return [{ product, transaction }];
    });
  }

  /** One at a time, so that a failure leaves the others settled; the first failure is thrown when nothing settled. */
  async function settleAll(
    found: { product: TPurchaseProduct; transaction: TStoreTransaction }[],
  ): Promise<{ settled: TSettledPurchase[]; failed: TFailedPurchase[] }> {
    const settled: TSettledPurchase[] = [];
    const failed: TFailedPurchase[] = [];
    for (const { product, transaction } of found) {
      try {
        settled.push({ product, grant: await settle(product, transaction) });
      } catch (error) {
        failed.push({ product, error });
      }
    }
    if (settled.length === 0 && failed.length > 0) throw failed[0]!.error;
    return { settled, failed };
  }

  /**
   * What the store holds that still needs the server. iOS lists consumables only until they are
   * finished, so every gift card it lists is unfinished; Android lists them until consumed.
   * Android's full access is acknowledged only after a grant, so an unacknowledged one needs it;
   * an acknowledged one is shown again while the person is on trial all the same, since the
   * billing client may have acknowledged a pending payment by itself (a 409 answers a repeat).
   */
  async function unfinished(fullAccess: boolean) {
    return (await owned()).filter(
      ({ product, transaction }) =>
        product === PurchaseProduct.GiftCard || fullAccess || (platform === 'android' && !transaction.isAcknowledged),
    );
  }

  return {
    async buy(product) {
      let transaction: TStoreTransaction;
      try {
        transaction = await plugin.purchaseProduct({ productIdentifier: productIds[product], autoAcknowledgePurchases: false, isConsumable: false });
      } catch (error) {
        const failure = storeFailure(error);
        if (failure === 'cancelled' || failure === 'pending') return { kind: failure };
        if (failure !== 'owned') throw error;
        // Play refuses to sell what the account holds and was never consumed or granted: settle that one.
        const [held] = (await settleAll((await owned()).filter((entry) => entry.product === product).slice(0, 1))).settled;
        if (!held) throw error;
        return held.grant;
      }
      return settle(product, transaction);
    },

    async restore() {
      let found: { product: TPurchaseProduct; transaction: TStoreTransaction }[];
      if (platform === 'ios') {
        await plugin.restorePurchases();
        // Full access from the signed-in Apple ID only: the device's history may hold other people's.
        const fullAccess = (await owned({ onlyCurrentEntitlements: true })).filter((entry) => entry.product === PurchaseProduct.FullAccess);
        found = [...fullAccess, ...(await unfinished(false))];
      } else {
        // Not the plugin's restorePurchases: on Android it acknowledges everything before the server sees it.
        found = await owned();
      }
      if (found.length === 0) return { kind: 'nothing' };
      return { kind: 'restored', ...(await settleAll(found)) };
    },

    async settleUnfinished({ fullAccess }) {
      return (await settleAll(await unfinished(fullAccess))).settled;
    },

    async watchLaterPurchases(onSettled) {
      if (platform !== 'ios') return () => undefined;
      return plugin.onTransactionUpdated((transaction) => {
        const product = productOfStoreId(productIds, transaction.productIdentifier);
        if (!product || transaction.revocationDate) return;
        settle(product, transaction).then(
          (grant) => onSettled({ product, grant }),
          (error: unknown) => console.warn('A later store purchase could not be recorded', error),
        );
      });
    },

    async price(product) {
      const { products } = await plugin.getProducts({ productIdentifiers: [productIds[product]] });
      return products.find((entry) => entry.identifier === productIds[product])?.priceString ?? null;
    },
  };
}
