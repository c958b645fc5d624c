import type { FastifyBaseLogger } from 'fastify';
import {
  Environment,
  SignedDataVerifier,
  VerificationException,
  VerificationStatus,
  type JWSTransactionDecodedPayload,
} from '@apple/app-store-server-library';
import { PurchaseStore, type TPurchaseProduct } from '@innerway/domain';
import { unprocessable } from '../http/app-error.ts';
import type { TAppStoreConfig } from './store-config.ts';
import { storeUnavailable } from './store-errors.ts';
import type { TVerifiedPurchase } from './verified-purchase.ts';

export type TAppStoreVerifier = (signedTransaction: string, product: TPurchaseProduct, log: FastifyBaseLogger) => Promise<TVerifiedPurchase>;

/**
 * App Store purchases: the StoreKit 2 signed transaction (a JWS whose x5c chain must lead to a
 * configured root), verified by Apple's own library, for our bundle id and environment. One
 * verifier per accepted environment, tried in order: App Review buys in Sandbox against the
 * production server, so production may accept both (APPLE_ENVIRONMENT=Production,Sandbox).
 */
export function createAppStoreVerifier(config: TAppStoreConfig): TAppStoreVerifier {
  const verifiers = config.environments.map(
    (environment) =>
      new SignedDataVerifier(
        config.rootCertificates,
        config.onlineChecks,
        environment === 'Production' ? Environment.PRODUCTION : Environment.SANDBOX,
        config.bundleId,
        config.appAppleId,
      ),
  );

  return async function verifyAppStorePurchase(signedTransaction, product, log) {
    let transaction: JWSTransactionDecodedPayload | undefined;
    let refusedAs: VerificationStatus = VerificationStatus.FAILURE;
    for (const verifier of verifiers) {
      try {
        transaction = await verifier.verifyAndDecodeTransaction(signedTransaction);
        break;
      } catch (error) {
        if (!(error instanceof VerificationException)) throw error;
        // Apple's revocation service did not answer: the proof may well be good.
        if (error.status === VerificationStatus.RETRYABLE_VERIFICATION_FAILURE) throw storeUnavailable();
        refusedAs = error.status;
        if (error.status !== VerificationStatus.INVALID_ENVIRONMENT) break;
      }
    }
    if (!transaction) {
      log.warn({ store: 'app_store', reason: VerificationStatus[refusedAs] }, 'App Store purchase refused');
      throw unprocessable('purchase.not_verified');
    }
    if (!transaction.transactionId) throw unprocessable('purchase.not_verified');
    if (transaction.productId !== config.productIds[product]) throw unprocessable('purchase.product_mismatch');
    // Refunded or revoked through Family Sharing: nothing to grant.
    if (transaction.revocationDate !== undefined) throw unprocessable('purchase.incomplete');

    return {
      store: PurchaseStore.AppStore,
      product,
      transactionId: transaction.transactionId,
      receipt: {
        product_id: transaction.productId,
        original_transaction_id: transaction.originalTransactionId ?? null,
        environment: transaction.environment ?? null,
        type: transaction.type ?? null,
        purchase_date: transaction.purchaseDate ?? null,
        signed_date: transaction.signedDate ?? null,
        storefront: transaction.storefront ?? null,
        app_account_token: transaction.appAccountToken ?? null,
      },
    };
  };
}
