import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { CodeDeliveryState, SubscriptionCodeType, type TGiftCardsReply } from '@innerway/domain';
import type { UserRow } from '../user-record/user-row.ts';
import type { TQueryable } from '../db/client.ts';
import { subscriptionCodes } from '../db/schema.ts';
import { toGiftCardReply } from './gift-card-reply.ts';

const cards = subscriptionCodes;

/**
 * The account screen's Gift Cards section (the caller's purchases, newest first) and the
 * subscribe prompt's offer: the longest-waiting card sent to the caller's address, when that
 * address is verified and the caller is still on trial (otherwise redeeming it would fail).
 */
export async function listGiftCards(db: TQueryable, user: UserRow): Promise<TGiftCardsReply> {
  const purchased = await db
    .select()
    .from(cards)
    .where(and(eq(cards.type, SubscriptionCodeType.Gift), eq(cards.purchaserUserId, user.id), eq(cards.isActive, true)))
    .orderBy(desc(cards.createdAt), desc(cards.id));

  let redeemable = null;
  if (user.isTrialMode && user.isEmailVerified) {
    [redeemable = null] = await db
      .select()
      .from(cards)
      .where(
        and(
          eq(cards.type, SubscriptionCodeType.Gift),
          eq(cards.deliveryState, CodeDeliveryState.Sent),
          eq(cards.isActive, true),
          eq(cards.recipientEmail, user.email),
          sql`${cards.purchaserUserId} is distinct from ${user.id}`,
        ),
      )
      .orderBy(asc(cards.sentAt), asc(cards.id))
      .limit(1);
  }

  return {
    purchased_gift_cards: purchased.map((card) => toGiftCardReply(card, 'buyer')),
    redeemable_gift_card: redeemable ? toGiftCardReply(redeemable, 'recipient') : null,
  };
}
