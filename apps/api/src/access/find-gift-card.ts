import { and, eq } from 'drizzle-orm';
import { CodeDeliveryState, SubscriptionCodeType } from '@innerway/domain';
import type { TQueryable } from '../db/client.ts';
import { subscriptionCodes } from '../db/schema.ts';
import { conflict, notFound } from '../http/app-error.ts';
import type { CodeRow } from './gift-card-reply.ts';

/**
 * The buyer's own card, locked for the rest of the transaction so that a redemption, another
 * send or a rescind waits for this change to finish. 404 for anyone else's card: the buyer is
 * the only one who sends or rescinds, and the others need not learn that it exists.
 */
export async function lockOwnGiftCard(tx: TQueryable, buyerId: number, giftCardId: number): Promise<CodeRow> {
  const [card] = await tx
    .select()
    .from(subscriptionCodes)
    .where(
      and(
        eq(subscriptionCodes.id, giftCardId),
        eq(subscriptionCodes.type, SubscriptionCodeType.Gift),
        eq(subscriptionCodes.purchaserUserId, buyerId),
        // Refunded by the store: gone from its buyer's cards.
        eq(subscriptionCodes.isActive, true),
      ),
    )
    .for('update');
  if (!card) throw notFound();
  return card;
}

/** 409 unless the card is in `expected` state, naming the state it is in. */
export function assertDeliveryState(card: CodeRow, expected: number): void {
  if (card.deliveryState === expected) return;
  if (card.deliveryState === CodeDeliveryState.Redeemed) throw conflict('gift_card.already_redeemed');
  throw conflict(card.deliveryState === CodeDeliveryState.Sent ? 'gift_card.already_sent' : 'gift_card.not_sent');
}
