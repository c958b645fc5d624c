import type { FastifyInstance } from 'fastify';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import { CodeDeliveryState, SubscriptionCodeType, type TRedeemReply } from '@innerway/domain';
import type { UserRow } from '../user-record/user-row.ts';
import type { TQueryable } from '../db/client.ts';
import { subscriptionCodes } from '../db/schema.ts';
import { conflict, forbidden, notFound, unprocessable, type AppError } from '../http/app-error.ts';
import { toUserReply } from '../user-record/to-user-reply.ts';
import { toGiftCardReply, type CodeRow } from './gift-card-reply.ts';
import { grantFullAccess } from './grant-full-access.ts';
import { recordAccessEvent } from './record-access-event.ts';

/**
 * How the card is claimed: offered to its recipient (`id`, needs the address it was sent to,
 * verified), or by whoever holds its code (typed into the prompt, or through registration).
 */
export type TGiftClaim = { by: 'id'; giftCardId: number } | { by: 'code'; code: string; via: 'prompt' | 'registration' };

const cards = subscriptionCodes;

/**
 * Marks a sent gift card redeemed by `user` and ends their trial, in the caller's transaction.
 * One conditional UPDATE decides: of any number of concurrent claims on one card, exactly one
 * finds it still SENT; the others wait for its row lock, see REDEEMED, and get 409.
 */
export async function claimGiftCard(tx: TQueryable, user: UserRow, claim: TGiftClaim): Promise<{ user: UserRow; card: CodeRow }> {
  if (!user.isTrialMode) throw conflict('purchase.already_full_access');
  const target = claim.by === 'id' ? eq(cards.id, claim.giftCardId) : eq(cards.code, claim.code);
  const conditions: SQL[] = [
    target,
    eq(cards.type, SubscriptionCodeType.Gift),
    eq(cards.deliveryState, CodeDeliveryState.Sent),
    // A card whose purchase the store refunded (store-notifications/refund-purchase.ts).
    eq(cards.isActive, true),
    sql`${cards.purchaserUserId} is distinct from ${user.id}`,
  ];
  if (claim.by === 'id') {
    // The recipient path trusts the address, so it must be proven: anyone can register an
    // unverified account under someone else's address.
    if (!user.isEmailVerified) throw await refusal(tx, user, claim);
    conditions.push(eq(cards.recipientEmail, user.email));
  }

  const [card] = await tx
    .update(cards)
    .set({
      deliveryState: CodeDeliveryState.Redeemed,
      redeemedByUserId: user.id,
      redeemedAt: sql`now()`,
      redemptionCount: sql`${cards.redemptionCount} + 1`,
    })
    .where(and(...conditions))
    .returning();
  if (!card) throw await refusal(tx, user, claim);

  const granted = await grantFullAccess(tx, user.id, { onlyFromTrial: true });
  await recordAccessEvent(tx, {
    kind: 'gift_card_redeemed',
    userId: user.id,
    actorUserId: user.id,
    subscriptionCodeId: card.id,
    details: { via: claim.by === 'id' ? 'recipient' : claim.via },
  });
  return { user: granted, card };
}

/** Why a claim found nothing to update, without telling anyone about cards that are not theirs. */
async function refusal(tx: TQueryable, user: UserRow, claim: TGiftClaim): Promise<AppError> {
  const target = claim.by === 'id' ? eq(cards.id, claim.giftCardId) : eq(cards.code, claim.code);
  const [card] = await tx.select().from(cards).where(and(target, eq(cards.type, SubscriptionCodeType.Gift))).limit(1);
  const unknown = claim.by === 'id' ? notFound() : unprocessable('code.invalid');
  if (!card) return unknown;
  if (card.purchaserUserId === user.id) return forbidden('gift_card.own');
  const addressedToUser = card.recipientEmail === user.email;
  // By id, a card is visible only to the address it was sent to.
  if (claim.by === 'id' && !addressedToUser) return unknown;
  if (card.deliveryState === CodeDeliveryState.Redeemed) return conflict('gift_card.already_redeemed');
  if (!card.isActive) return unprocessable('gift_card.refunded');
  // An unsent card's code is not live yet (its buyer may still send it to someone else).
  if (card.deliveryState === CodeDeliveryState.Unsent) return unknown;
  if (claim.by === 'id' && !user.isEmailVerified) return forbidden('gift_card.email_unverified');
  return conflict('gift_card.already_redeemed');
}

/** POST /users/:id/gift_cards/redeem. */
export async function redeemGiftCard(
  app: Pick<FastifyInstance, 'db'>,
  user: UserRow,
  input: { gift_card_id?: number | undefined; code?: string | undefined },
): Promise<TRedeemReply> {
  const claim: TGiftClaim =
    input.gift_card_id !== undefined ? { by: 'id', giftCardId: input.gift_card_id } : { by: 'code', code: input.code!, via: 'prompt' };
  const result = await app.db.transaction((tx) => claimGiftCard(tx, user, claim));
  return { user: await toUserReply(app.db, result.user), gift_card: toGiftCardReply(result.card, 'recipient') };
}
