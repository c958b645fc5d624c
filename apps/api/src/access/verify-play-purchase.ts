import type { FastifyBaseLogger } from 'fastify';
import { PurchaseStore, type TPurchaseProduct } from '@innerway/domain';
import { unprocessable } from '../http/app-error.ts';
import { PlayUnavailableError, type TPlayClient } from './play-client.ts';
import { storeUnavailable } from './store-errors.ts';
import type { TVerifiedPurchase } from './verified-purchase.ts';

/** purchases.products resource (ProductPurchase): the fields this server reads. */
interface TProductPurchase {
  purchaseState?: number;
  acknowledgementState?: number;
  consumptionState?: number;
  purchaseTimeMillis?: string;
  purchaseType?: number;
  orderId?: string;
  regionCode?: string;
}

// ProductPurchase.purchaseState: 0 purchased, 1 cancelled, 2 pending.
const PURCHASED = 0;
const NOT_ACKNOWLEDGED = 0;

export type TPlayVerifier = (purchaseToken: string, product: TPurchaseProduct, log: FastifyBaseLogger) => Promise<TVerifiedPurchase>;

/**
 * Google Play purchases, checked with the Play Developer API (purchases.products.get). The
 * purchase token is the purchase's unique id.
 */
export function createPlayVerifier(play: TPlayClient): TPlayVerifier {
  return async function verifyPlayPurchase(purchaseToken, product, log) {
    const response = await play.getPurchase(product, purchaseToken, log).catch((error: unknown) => {
      throw error instanceof PlayUnavailableError ? storeUnavailable() : error;
    });
    // 404: no such token; 410: a token too old to look up; 400: not a token of this product.
    if (response.status === 404 || response.status === 410 || response.status === 400) {
      throw unprocessable('purchase.not_verified');
    }
    if (!response.ok) {
      log.warn({ store: 'play', status: response.status }, 'Google Play could not verify a purchase');
      throw storeUnavailable();
    }
    const purchase = (await response.json()) as TProductPurchase;
    if (purchase.purchaseState !== PURCHASED) throw unprocessable('purchase.incomplete');

    return {
      store: PurchaseStore.Play,
      product,
      transactionId: purchaseToken,
      receipt: {
        product_id: play.storeProductId(product),
        order_id: purchase.orderId ?? null,
        purchase_time_millis: purchase.purchaseTimeMillis ?? null,
        purchase_type: purchase.purchaseType ?? null,
        acknowledgement_state: purchase.acknowledgementState ?? null,
        consumption_state: purchase.consumptionState ?? null,
        region_code: purchase.regionCode ?? null,
      },
      awaitsAcknowledgement: purchase.acknowledgementState === NOT_ACKNOWLEDGED,
    };
  };
}
