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

/** One verifier of Apple's library per accepted environment, in the order they are tried. */
export function createAppStoreVerifiers(config: TAppStoreConfig): SignedDataVerifier[] {
  return config.environments.map(
    (environment) =>
      new SignedDataVerifier(
        config.rootCertificates,
        config.onlineChecks,
        environment === 'Production' ? Environment.PRODUCTION : Environment.SANDBOX,
        config.bundleId,
        config.appAppleId,
      ),
  );
}

/**
 * `verify` with each verifier in turn, until one accepts: what it decoded and the verifier that
 * did, or the status of the refusal. App Review buys in Sandbox against the production server,
 * so only a wrong environment moves on to the next. Apple's revocation service not answering is
 * no refusal (the proof may well be good): 503.
 */
export async function verifyWithAny<T>(
  verifiers: readonly SignedDataVerifier[],
  verify: (verifier: SignedDataVerifier) => Promise<T>,
): Promise<{ verified: T; verifier: SignedDataVerifier } | { refusedAs: VerificationStatus }> {
  let refusedAs: VerificationStatus = VerificationStatus.FAILURE;
  for (const verifier of verifiers) {
    try {
      return { verified: await verify(verifier), verifier };
    } catch (error) {
      if (!(error instanceof VerificationException)) throw error;
      if (error.status === VerificationStatus.RETRYABLE_VERIFICATION_FAILURE) throw storeUnavailable();
      refusedAs = error.status;
      if (error.status !== VerificationStatus.INVALID_ENVIRONMENT) break;
    }
  }
  return { refusedAs };
}

/**
 * App Store purchases: the StoreKit 2 signed transaction (a JWS whose x5c chain must lead to a
 * configured root), verified by Apple's own library, for our bundle id and environment. One
 * verifier per accepted environment, tried in order: App Review buys in Sandbox against the
 * production server, so production may accept both (APPLE_ENVIRONMENT=Production,Sandbox).
 */
export function createAppStoreVerifier(config: TAppStoreConfig): TAppStoreVerifier {
  const verifiers = createAppStoreVerifiers(config);

  return async function verifyAppStorePurchase(signedTransaction, product, log) {
    const result = await verifyWithAny(verifiers, (verifier) => verifier.verifyAndDecodeTransaction(signedTransaction));
    if ('refusedAs' in result) {
      log.warn({ store: 'app_store', reason: VerificationStatus[result.refusedAs] }, 'App Store purchase refused');
      throw unprocessable('purchase.not_verified');
    }
    const transaction: JWSTransactionDecodedPayload = result.verified;
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
