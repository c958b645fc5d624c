import { and, eq } from 'drizzle-orm';
import { StoreNotificationOutcome, type TStoreNotificationOutcome, type TStoreNotificationReceipt } from '@innerway/domain';
import type { Db } from '../db/client.ts';
import { inAppPurchases, storeNotifications } from '../db/schema.ts';
import { applyNoticeToPurchase } from './refund-purchase.ts';
import type { TStoreNotice } from './store-notice.ts';

/**
 * Records a verified notification and acts on it, once, in one transaction. The unique (store,
 * notification id) lets one insert through: a redelivery, or its concurrent twin (which waits on
 * the first insert's lock), finds the row there and does nothing again. The purchase row is locked
 * so that a refund and its reversal arriving together apply one after the other.
 */
export async function recordStoreNotification(db: Db, notice: TStoreNotice): Promise<TStoreNotificationReceipt> {
  return db.transaction(async (tx) => {
    const [recorded] = await tx
      .insert(storeNotifications)
      .values({
        store: notice.store,
        notificationId: notice.notificationId,
        type: notice.type,
        subtype: notice.subtype,
        transactionId: notice.transactionId,
        outcome: StoreNotificationOutcome.NoAction,
        details: notice.details,
        occurredAt: notice.occurredAt,
      })
      .onConflictDoNothing({ target: [storeNotifications.store, storeNotifications.notificationId] })
      .returning({ id: storeNotifications.id });
    if (!recorded) {
      const [earlier] = await tx
        .select({ outcome: storeNotifications.outcome })
        .from(storeNotifications)
        .where(and(eq(storeNotifications.store, notice.store), eq(storeNotifications.notificationId, notice.notificationId)));
      return { outcome: earlier!.outcome, duplicate: true };
    }

    let outcome: TStoreNotificationOutcome = StoreNotificationOutcome.NoAction;
    let purchaseId: number | null = null;
    if (notice.transactionId !== null) {
      const [purchase] = await tx
        .select()
        .from(inAppPurchases)
        .where(and(eq(inAppPurchases.store, notice.store), eq(inAppPurchases.transactionId, notice.transactionId)))
        .for('update');
      if (purchase) {
        purchaseId = purchase.id;
        outcome = await applyNoticeToPurchase(tx, purchase, notice);
      } else {
        outcome = StoreNotificationOutcome.UnknownPurchase;
      }
    }
    await tx.update(storeNotifications).set({ outcome, inAppPurchaseId: purchaseId }).where(eq(storeNotifications.id, recorded.id));
    return { outcome, duplicate: false };
  });
}
