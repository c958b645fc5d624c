import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { PurchaseProduct } from '@innerway/domain';
import type { UserRow } from '../user-record/user-row.ts';
import { inAppPurchases } from '../db/schema.ts';
import { conflict } from '../http/app-error.ts';
import { findUserById } from '../user-record/find-user.ts';
import { queuePlayAcknowledgement } from './acknowledge-play-purchase.ts';
import { createGiftCard } from './generate-code.ts';
import type { CodeRow } from './gift-card-reply.ts';
import { grantFullAccess } from './grant-full-access.ts';
import { recordAccessEvent } from './record-access-event.ts';
import type { TVerifiedPurchase } from './verified-purchase.ts';

/**
 * Records a verified purchase and grants what was bought, once: the unique (store,
 * transaction) pair lets one insert through, and every replay, by the same account or another,
 * gets 409 with nothing changed. A concurrent twin waits on the first insert's lock and then
 * finds the row there. A Play purchase that awaits its acknowledgement queues it in the same
 * transaction, to run once the grant is committed.
 */
export async function recordPurchase(
  app: Pick<FastifyInstance, 'db'>,
  buyer: UserRow,
  purchase: TVerifiedPurchase,
): Promise<{ user: UserRow; giftCard: CodeRow | null }> {
  return app.db.transaction(async (tx) => {
    const [recorded] = await tx
      .insert(inAppPurchases)
      .values({
        userId: buyer.id,
        store: purchase.store,
        productId: purchase.product,
        transactionId: purchase.transactionId,
        receipt: purchase.receipt,
      })
      .onConflictDoNothing({ target: [inAppPurchases.store, inAppPurchases.transactionId] })
      .returning({ id: inAppPurchases.id });
    if (!recorded) throw conflict('purchase.already_recorded');
    if (purchase.awaitsAcknowledgement) await queuePlayAcknowledgement(tx, recorded.id);
    const details = { store: purchase.store };

    if (purchase.product === PurchaseProduct.FullAccess) {
      const user = await grantFullAccess(tx, buyer.id, { onlyFromTrial: false });
      await recordAccessEvent(tx, { kind: 'full_access_purchased', userId: buyer.id, actorUserId: buyer.id, inAppPurchaseId: recorded.id, details });
      return { user, giftCard: null };
    }

    const giftCard = await createGiftCard(tx, buyer.id);
    await tx.update(inAppPurchases).set({ giftCodeId: giftCard.id }).where(eq(inAppPurchases.id, recorded.id));
    await recordAccessEvent(tx, {
      kind: 'gift_card_purchased',
      userId: buyer.id,
      actorUserId: buyer.id,
      subscriptionCodeId: giftCard.id,
      inAppPurchaseId: recorded.id,
      details,
    });
    return { user: (await findUserById(tx, buyer.id)) ?? buyer, giftCard };
  });
}
