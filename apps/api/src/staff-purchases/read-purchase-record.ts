import { asc, eq, or } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { SubscriptionCodeType, type TStaffAccessEvent, type TStaffPurchaseRecord, type TStaffStoreNotification } from '@innerway/domain';
import type { TQueryable } from '../db/client.ts';
import { accessEvents, inAppPurchases, storeNotifications, subscriptionCodes, users } from '../db/schema.ts';
import { notFound } from '../http/app-error.ts';
import { buyerRef, buyers, redeemerRef, redeemers, toStaffGiftCard, toStaffPurchase, type TPurchaseRow } from './staff-purchase-replies.ts';

// A purchase has a handful of events in its life; this bounds what one reply can carry.
const MAX_EVENTS = 200;
const people = alias(users, 'person');
const actors = alias(users, 'actor');

async function purchaseWhere(db: TQueryable, condition: ReturnType<typeof eq>) {
  const [row] = await db
    .select({ purchase: inAppPurchases, buyer: buyerRef })
    .from(inAppPurchases)
    .innerJoin(buyers, eq(buyers.id, inAppPurchases.userId))
    .where(condition)
    .limit(1);
  return row ?? null;
}

async function giftCard(db: TQueryable, id: number, purchaseId: number | null) {
  const [row] = await db
    .select({ card: subscriptionCodes, buyer: buyerRef, redeemedBy: redeemerRef })
    .from(subscriptionCodes)
    .leftJoin(buyers, eq(buyers.id, subscriptionCodes.purchaserUserId))
    .leftJoin(redeemers, eq(redeemers.id, subscriptionCodes.redeemedByUserId))
    .where(eq(subscriptionCodes.id, id))
    .limit(1);
  return row && row.card.type === SubscriptionCodeType.Gift ? toStaffGiftCard(row.card, row, purchaseId) : null;
}

async function history(db: TQueryable, purchase: TPurchaseRow | null, giftCardId: number | null) {
  const about = [
    ...(purchase ? [eq(accessEvents.inAppPurchaseId, purchase.id)] : []),
    ...(giftCardId !== null ? [eq(accessEvents.subscriptionCodeId, giftCardId)] : []),
  ];
  const eventRows = await db
    .select({ event: accessEvents, person: { id: people.id, email: people.email, name: people.name }, actor: { id: actors.id, email: actors.email, name: actors.name } })
    .from(accessEvents)
    .leftJoin(people, eq(people.id, accessEvents.userId))
    .leftJoin(actors, eq(actors.id, accessEvents.actorUserId))
    .where(or(...about))
    .orderBy(asc(accessEvents.at), asc(accessEvents.id))
    .limit(MAX_EVENTS);
  const events: TStaffAccessEvent[] = eventRows.map(({ event, person, actor }) => ({
    id: event.id,
    kind: event.kind,
    at: event.at.toISOString(),
    person,
    actor,
    details: event.details as TStaffAccessEvent['details'],
  }));
  const notificationRows = purchase
    ? await db.select().from(storeNotifications).where(eq(storeNotifications.inAppPurchaseId, purchase.id)).orderBy(asc(storeNotifications.receivedAt)).limit(MAX_EVENTS)
    : [];
  const notifications: TStaffStoreNotification[] = notificationRows.map((row) => ({
    id: row.id,
    store: row.store as TStaffStoreNotification['store'],
    type: row.type,
    subtype: row.subtype,
    outcome: row.outcome,
    occurred_at: row.occurredAt?.toISOString() ?? null,
    received_at: row.receivedAt.toISOString(),
  }));
  return { events, notifications };
}

/** A purchase, the gift card it bought if any, and their history. */
export async function readPurchaseRecord(db: TQueryable, purchaseId: number): Promise<TStaffPurchaseRecord> {
  const row = await purchaseWhere(db, eq(inAppPurchases.id, purchaseId));
  if (!row) throw notFound();
  const card = row.purchase.giftCodeId !== null ? await giftCard(db, row.purchase.giftCodeId, row.purchase.id) : null;
  return { purchase: toStaffPurchase(row.purchase, row.buyer), gift_card: card, ...(await history(db, row.purchase, card?.id ?? null)) };
}

/** A gift card, the purchase that bought it (none for a card made without one, as the demo's), and their history. */
export async function readGiftCardRecord(db: TQueryable, giftCardId: number): Promise<TStaffPurchaseRecord> {
  const row = await purchaseWhere(db, eq(inAppPurchases.giftCodeId, giftCardId));
  const card = await giftCard(db, giftCardId, row?.purchase.id ?? null);
  if (!card) throw notFound();
  return {
    purchase: row ? toStaffPurchase(row.purchase, row.buyer) : null,
    gift_card: card,
    ...(await history(db, row?.purchase ?? null, card.id)),
  };
}
