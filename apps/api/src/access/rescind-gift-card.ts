import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { CodeDeliveryState, type TGiftCard } from '@innerway/domain';
import type { UserRow } from '../user-record/user-row.ts';
import { subscriptionCodes } from '../db/schema.ts';
import { assertDeliveryState, lockOwnGiftCard } from './find-gift-card.ts';
import { unusedCode } from './generate-code.ts';
import { toGiftCardReply } from './gift-card-reply.ts';
import { recordAccessEvent } from './record-access-event.ts';

/**
 * Takes a sent, unredeemed card back to unsent (only its buyer may). The card gets a new code:
 * the first recipient still has the old one in their mail, and must not be able to redeem the
 * card once it is sent to someone else. Sender name and message stay, to prefill the form.
 */
export async function rescindGiftCard(app: Pick<FastifyInstance, 'db'>, buyer: UserRow, giftCardId: number): Promise<TGiftCard> {
  return app.db.transaction(async (tx) => {
    const card = await lockOwnGiftCard(tx, buyer.id, giftCardId);
    assertDeliveryState(card, CodeDeliveryState.Sent);
    const [rescinded] = await tx
      .update(subscriptionCodes)
      .set({ deliveryState: CodeDeliveryState.Unsent, recipientEmail: null, sentAt: null, code: await unusedCode(tx) })
      .where(eq(subscriptionCodes.id, card.id))
      .returning();
    await recordAccessEvent(tx, {
      kind: 'gift_card_rescinded',
      userId: buyer.id,
      actorUserId: buyer.id,
      subscriptionCodeId: card.id,
      details: { recipient_email: card.recipientEmail },
    });
    return toGiftCardReply(rescinded!, 'buyer');
  });
}
