import { and, asc, eq, sql } from 'drizzle-orm';
import { SubscriptionCodeType } from '@innerway/domain';
import { accessEvents, inAppPurchases, institutions, subscriptionCodes } from '../../db/schema.ts';
import { jsonValue, type TSectionCollector } from './section.ts';

const deliveryStatus = sql<string>`case ${subscriptionCodes.deliveryState} when 10 then 'unsent' when 20 then 'sent' else 'redeemed' end`;

/**
 * How the member came to their access: every recorded grant and gift-card change (with the
 * institution code they joined with), their purchases, the gift cards they bought and those they
 * redeemed. Of a card someone else bought, only what was written to the member (from, message).
 */
export const collectAccessHistory: TSectionCollector = async (db, userId) => {
  const events = await db
    .select({
      kind: accessEvents.kind,
      at: accessEvents.at,
      by_you: sql<boolean>`${accessEvents.actorUserId} is not distinct from ${accessEvents.userId}`,
      institution: institutions.name,
      code: sql<string | null>`case when ${subscriptionCodes.type} = ${SubscriptionCodeType.Unlock} or ${subscriptionCodes.purchaserUserId} = ${userId} then ${subscriptionCodes.code} end`,
      details: jsonValue(accessEvents.details),
    })
    .from(accessEvents)
    .leftJoin(institutions, eq(institutions.id, accessEvents.institutionId))
    .leftJoin(subscriptionCodes, eq(subscriptionCodes.id, accessEvents.subscriptionCodeId))
    .where(eq(accessEvents.userId, userId))
    .orderBy(asc(accessEvents.at), asc(accessEvents.id));
  const purchases = await db
    .select({
      store: inAppPurchases.store,
      product: inAppPurchases.productId,
      transaction_id: inAppPurchases.transactionId,
      store_receipt: jsonValue(inAppPurchases.receipt),
      bought_at: inAppPurchases.createdAt,
    })
    .from(inAppPurchases)
    .where(eq(inAppPurchases.userId, userId))
    .orderBy(asc(inAppPurchases.createdAt), asc(inAppPurchases.id));
  const giftCardsBought = await db
    .select({
      code: subscriptionCodes.code,
      status: deliveryStatus,
      recipient_email: subscriptionCodes.recipientEmail,
      from: subscriptionCodes.displayFrom,
      message: subscriptionCodes.message,
      bought_at: subscriptionCodes.createdAt,
      sent_at: subscriptionCodes.sentAt,
      redeemed_at: subscriptionCodes.redeemedAt,
    })
    .from(subscriptionCodes)
    .where(and(eq(subscriptionCodes.type, SubscriptionCodeType.Gift), eq(subscriptionCodes.purchaserUserId, userId)))
    .orderBy(asc(subscriptionCodes.createdAt), asc(subscriptionCodes.id));
  const giftCardsRedeemed = await db
    .select({
      from: subscriptionCodes.displayFrom,
      message: subscriptionCodes.message,
      redeemed_at: subscriptionCodes.redeemedAt,
    })
    .from(subscriptionCodes)
    .where(and(eq(subscriptionCodes.type, SubscriptionCodeType.Gift), eq(subscriptionCodes.redeemedByUserId, userId)))
    .orderBy(asc(subscriptionCodes.redeemedAt), asc(subscriptionCodes.id));
  return { events, purchases, gift_cards_bought: giftCardsBought, gift_cards_redeemed: giftCardsRedeemed };
};
