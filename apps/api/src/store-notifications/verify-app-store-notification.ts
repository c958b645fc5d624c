import type { FastifyBaseLogger } from 'fastify';
import { NotificationTypeV2, VerificationStatus, type JWSTransactionDecodedPayload } from '@apple/app-store-server-library';
import { forbidden } from '../http/app-error.ts';
import type { TAppStoreConfig } from '../access/store-config.ts';
import { createAppStoreVerifiers, verifyWithAny } from '../access/verify-app-store-purchase.ts';
import type { TNoticeAction, TStoreNotice } from './store-notice.ts';

export type TAppStoreNotificationVerifier = (signedPayload: string, log: FastifyBaseLogger) => Promise<TStoreNotice>;

// REFUND: Apple refunded the transaction; REVOKE: Family Sharing no longer gives it; REFUND_REVERSED:
// Apple took a refund back. Every other type is recorded only.
const actions: Partial<Record<string, TNoticeAction>> = {
  [NotificationTypeV2.REFUND]: 'refund',
  [NotificationTypeV2.REVOKE]: 'refund',
  [NotificationTypeV2.REFUND_REVERSED]: 'reverse_refund',
};

/**
 * App Store Server Notifications V2: the signed payload, and the signed transaction inside it,
 * verified by Apple's library with the purchases' own settings (roots, bundle id, app id,
 * environments). A payload that does not verify is refused (403) and nothing is recorded.
 */
export function createAppStoreNotificationVerifier(config: TAppStoreConfig): TAppStoreNotificationVerifier {
  const verifiers = createAppStoreVerifiers(config);

  return async function verifyAppStoreNotification(signedPayload, log) {
    const refuse = (status: VerificationStatus) => {
      log.warn({ store: 'app_store', reason: VerificationStatus[status] }, 'App Store notification refused');
      return forbidden('purchase.notification_not_verified');
    };
    const result = await verifyWithAny(verifiers, (verifier) => verifier.verifyAndDecodeNotification(signedPayload));
    if ('refusedAs' in result) throw refuse(result.refusedAs);
    const notification = result.verified;
    if (!notification.notificationUUID || !notification.notificationType) throw refuse(VerificationStatus.FAILURE);

    let transaction: JWSTransactionDecodedPayload | null = null;
    const signedTransaction = notification.data?.signedTransactionInfo;
    if (signedTransaction) {
      // The same environment as the notification's: its verifier alone.
      const decoded = await verifyWithAny([result.verifier], (verifier) => verifier.verifyAndDecodeTransaction(signedTransaction));
      if ('refusedAs' in decoded) throw refuse(decoded.refusedAs);
      transaction = decoded.verified;
    }

    return {
      store: 'app_store',
      notificationId: notification.notificationUUID,
      type: notification.notificationType,
      subtype: notification.subtype ?? null,
      transactionId: transaction?.transactionId ?? null,
      action: actions[notification.notificationType] ?? null,
      occurredAt: notification.signedDate ? new Date(notification.signedDate) : null,
      details: {
        environment: notification.data?.environment ?? null,
        product_id: transaction?.productId ?? null,
        original_transaction_id: transaction?.originalTransactionId ?? null,
        revocation_reason: transaction?.revocationReason ?? null,
        revocation_date: transaction?.revocationDate ? new Date(transaction.revocationDate).toISOString() : null,
      },
    };
  };
}
