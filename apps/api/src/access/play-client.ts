import type { FastifyBaseLogger } from 'fastify';
import type { TPurchaseProduct } from '@innerway/domain';
import { AccessTokenError, ANDROID_PUBLISHER_SCOPE, createAccessTokenSource } from './google-access-token.ts';
import type { TPlayConfig } from './store-config.ts';
import { STORE_TIMEOUT_MS } from './store-errors.ts';

/** Google Play could not be asked: unreachable, too slow, or it refused the service account. */
export class PlayUnavailableError extends Error {
  override name = 'PlayUnavailableError';
}

export interface TPlayClient {
  /** The store's product id of one of ours. */
  storeProductId(product: TPurchaseProduct): string;
  /** purchases.products.get: the ProductPurchase, or the API's refusal, as answered. */
  getPurchase(product: TPurchaseProduct, purchaseToken: string, log: FastifyBaseLogger): Promise<Response>;
  /** purchases.products.acknowledge; `signal` ends the call early (the job worker stopping). */
  acknowledgePurchase(product: TPurchaseProduct, purchaseToken: string, log: FastifyBaseLogger, signal?: AbortSignal): Promise<Response>;
}

/**
 * The Play Developer API's purchases.products, called under the configured service account,
 * whose access token it caches (one client per app: the purchase checks and the acknowledgement
 * job share it). Every call is bounded by STORE_TIMEOUT_MS. Nothing is logged with the purchase
 * token, the access token or the URL (which carries the purchase token).
 */
export function createPlayClient(config: TPlayConfig): TPlayClient {
  const tokens = createAccessTokenSource(config.serviceAccount, ANDROID_PUBLISHER_SCOPE);

  const purchaseUrl = (product: TPurchaseProduct, purchaseToken: string) =>
    [
      config.apiBaseUrl,
      'androidpublisher/v3/applications',
      encodeURIComponent(config.packageName),
      'purchases/products',
      encodeURIComponent(config.productIds[product]),
      'tokens',
      encodeURIComponent(purchaseToken),
    ].join('/');

  async function call(url: string, method: 'GET' | 'POST', log: FastifyBaseLogger, signal?: AbortSignal): Promise<Response> {
    let response: Response;
    try {
      const accessToken = await tokens.get();
      const timeout = AbortSignal.timeout(STORE_TIMEOUT_MS);
      response = await fetch(url, {
        method,
        headers: { authorization: `Bearer ${accessToken}`, ...(method === 'POST' ? { 'content-type': 'application/json' } : {}) },
        ...(method === 'POST' ? { body: '{}' } : {}),
        signal: signal ? AbortSignal.any([timeout, signal]) : timeout,
      });
    } catch (error) {
      // A fetch error's message may quote the URL, which carries the purchase token.
      const reason = error instanceof AccessTokenError ? error.message : error instanceof Error ? error.name : 'unknown';
      log.warn({ store: 'play', reason }, 'Google Play could not be reached');
      throw new PlayUnavailableError(`Google Play could not be reached (${reason})`);
    }
    if (response.status === 401 || response.status === 403) {
      // The service account lacks access (or its token was revoked): an operator must look.
      tokens.invalidate();
      log.error({ store: 'play', status: response.status }, 'Google Play refused the service account');
      throw new PlayUnavailableError(`Google Play refused the service account (${response.status})`);
    }
    return response;
  }

  return {
    storeProductId: (product) => config.productIds[product],
    getPurchase: (product, purchaseToken, log) => call(purchaseUrl(product, purchaseToken), 'GET', log),
    acknowledgePurchase: (product, purchaseToken, log, signal) => call(`${purchaseUrl(product, purchaseToken)}:acknowledge`, 'POST', log, signal),
  };
}
