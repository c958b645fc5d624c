import type { FastifyBaseLogger } from 'fastify';
import { PurchaseStore, type TPurchaseProduct } from '@innerway/domain';
import { unprocessable } from '../http/app-error.ts';
import { AccessTokenError, ANDROID_PUBLISHER_SCOPE, createAccessTokenSource } from './google-access-token.ts';
import type { TPlayConfig } from './store-config.ts';
import { STORE_TIMEOUT_MS, storeUnavailable } from './store-errors.ts';
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
 * Google Play purchases, checked with the Play Developer API (purchases.products.get) under the
 * configured service account. The purchase token is the purchase's unique id. Nothing here is
 * logged with the token, the access token or the URL (which carries the token).
 */
export function createPlayVerifier(config: TPlayConfig, fetchFn: typeof fetch = fetch): TPlayVerifier {
  const tokens = createAccessTokenSource(config.serviceAccount, ANDROID_PUBLISHER_SCOPE, fetchFn);

  async function call(url: string, method: 'GET' | 'POST', log: FastifyBaseLogger): Promise<Response> {
    let response: Response;
    try {
      const accessToken = await tokens.get();
      response = await fetchFn(url, {
        method,
        headers: { authorization: `Bearer ${accessToken}`, ...(method === 'POST' ? { 'content-type': 'application/json' } : {}) },
        ...(method === 'POST' ? { body: '{}' } : {}),
        signal: AbortSignal.timeout(STORE_TIMEOUT_MS),
      });
    } catch (error) {
      // A fetch error's message may quote the URL, which carries the purchase token.
      const reason = error instanceof AccessTokenError ? error.message : error instanceof Error ? error.name : 'unknown';
      log.warn({ store: 'play', reason }, 'Google Play could not be reached');
      throw storeUnavailable();
    }
    if (response.status === 401 || response.status === 403) {
      // The service account lacks access (or its token was revoked): an operator must look.
      tokens.invalidate();
      log.error({ store: 'play', status: response.status }, 'Google Play refused the service account');
      throw storeUnavailable();
    }
    return response;
  }

  return async function verifyPlayPurchase(purchaseToken, product, log) {
    const storeProductId = config.productIds[product];
    const url = [
      config.apiBaseUrl,
      'androidpublisher/v3/applications',
      encodeURIComponent(config.packageName),
      'purchases/products',
      encodeURIComponent(storeProductId),
      'tokens',
      encodeURIComponent(purchaseToken),
    ].join('/');

    const response = await call(url, 'GET', log);
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
        product_id: storeProductId,
        order_id: purchase.orderId ?? null,
        purchase_time_millis: purchase.purchaseTimeMillis ?? null,
        purchase_type: purchase.purchaseType ?? null,
        acknowledgement_state: purchase.acknowledgementState ?? null,
        consumption_state: purchase.consumptionState ?? null,
        region_code: purchase.regionCode ?? null,
      },
      // Play refunds purchases left unacknowledged for three days; the grant is committed by
      // now, so a failure here is only logged (the app acknowledges or consumes as well).
      afterRecorded:
        purchase.acknowledgementState === NOT_ACKNOWLEDGED
          ? async () => {
              const acknowledged = await call(`${url}:acknowledge`, 'POST', log).catch(() => null);
              if (!acknowledged?.ok) log.warn({ store: 'play', status: acknowledged?.status }, 'Google Play purchase not acknowledged');
            }
          : undefined,
    };
  };
}
