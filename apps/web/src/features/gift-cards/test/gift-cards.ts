import type { TGiftCard, TGiftCardsReply } from '@innerway/domain';

/** A card as `GET /users/:id/gift_cards` lists it: unsent, bought on 1 May 2025, unless told otherwise. */
export function giftCard(overrides: Partial<TGiftCard> & { id: number }): TGiftCard {
  return {
    status: 'unsent',
    recipient_email: null,
    display_from: null,
    message: null,
    code: `CODE${overrides.id}XYZ`.slice(0, 8),
    purchased_at: '2025-05-01T10:00:00.000Z',
    sent_at: null,
    redeemed_at: null,
    ...overrides,
  };
}

/** The mocked reply of `GET /users/:id/gift_cards` with these cards, newest first. */
export const giftCardsReply = (cards: TGiftCard[]): { data: TGiftCardsReply } => ({
  data: { purchased_gift_cards: cards, redeemable_gift_card: null },
});
