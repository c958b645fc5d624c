import { CodeDeliveryState, GiftCardStatus, type TGiftCard, type TGiftCardStatus } from '@innerway/domain';
import type { subscriptionCodes } from '../db/schema.ts';

export type CodeRow = typeof subscriptionCodes.$inferSelect;

const statusOf: Record<number, TGiftCardStatus> = {
  [CodeDeliveryState.Unsent]: GiftCardStatus.Unsent,
  [CodeDeliveryState.Sent]: GiftCardStatus.Sent,
  [CodeDeliveryState.Redeemed]: GiftCardStatus.Redeemed,
};

/**
 * A gift card (a GIFT row of subscription_codes) as the API shows it. The code is the card's
 * value: only its buyer sees it; the recipient got it by mail and is offered the card by id.
 */
export function toGiftCardReply(card: CodeRow, viewer: 'buyer' | 'recipient'): TGiftCard {
  return {
    id: card.id,
    status: statusOf[card.deliveryState] ?? GiftCardStatus.Unsent,
    recipient_email: card.recipientEmail,
    display_from: card.displayFrom,
    message: card.message,
    code: viewer === 'buyer' ? card.code : null,
    purchased_at: card.createdAt.toISOString(),
    sent_at: card.sentAt?.toISOString() ?? null,
    redeemed_at: card.redeemedAt?.toISOString() ?? null,
  };
}
