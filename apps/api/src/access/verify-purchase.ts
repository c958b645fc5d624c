import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import { PurchaseStore, type ZInAppPurchase } from '@innerway/domain';
import type { TConfig } from '../config.ts';
import { forbidden } from '../http/app-error.ts';
import type { TPlayClient } from './play-client.ts';
import { createAppStoreVerifier } from './verify-app-store-purchase.ts';
import { createPlayVerifier } from './verify-play-purchase.ts';
import { storeNotConfigured } from './store-errors.ts';
import type { TVerifiedPurchase } from './verified-purchase.ts';

export type TPurchaseVerifier = (input: z.output<typeof ZInAppPurchase>, log: FastifyBaseLogger) => Promise<TVerifiedPurchase>;

/**
 * Checks a purchase with the store it names. Built once per app: Apple's verifier caches
 * checked certificates; `playClient` (null when Play is not configured) is the app's Play client,
 * which caches its access token. An unconfigured store answers 503;
 * the sandbox store (a stand-in for both, so local tests and demos can buy) exists only in
 * `local`, and anywhere else is refused.
 */
export function createPurchaseVerifier(config: Pick<TConfig, 'appEnv' | 'appStore'>, playClient: TPlayClient | null): TPurchaseVerifier {
  const appStore = config.appStore ? createAppStoreVerifier(config.appStore) : null;
  const play = playClient ? createPlayVerifier(playClient) : null;

  return async function verifyPurchase(input, log) {
    switch (input.store) {
      case PurchaseStore.AppStore:
        if (!appStore) throw storeNotConfigured();
        return appStore(input.signed_transaction, input.product_id, log);
      case PurchaseStore.Play:
        if (!play) throw storeNotConfigured();
        return play(input.purchase_token, input.product_id, log);
      case PurchaseStore.Sandbox:
        if (config.appEnv !== 'local') throw forbidden('purchase.sandbox_refused');
        return { store: PurchaseStore.Sandbox, product: input.product_id, transactionId: input.transaction_id, receipt: { sandbox: true } };
    }
  };
}
