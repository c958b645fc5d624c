import { and, desc, eq, lt, or, sql, type SQL } from 'drizzle-orm';
import { PurchaseStore, StaffPurchaseLimits, SubscriptionCodeType, type TStaffGiftCardsPage, type TStaffPurchasesPage } from '@innerway/domain';
import type { TQueryable } from '../db/client.ts';
import { inAppPurchases, subscriptionCodes } from '../db/schema.ts';
import { buyerRef, buyers, redeemerRef, redeemers, toStaffGiftCard, toStaffPurchase } from './staff-purchase-replies.ts';

// Searches are exact, on indexed columns: a support person has the address, the receipt or the
// code in front of them, and an exact look-up stays fast however many purchases there are.

const userIdsWithEmail = (email: string) => sql`(select id from users where email = ${email.toLowerCase()})`;

/** A store's id as staff quote it: the transaction id, or a Play order id. */
const purchaseWithReference = (reference: string) =>
  or(
    eq(inAppPurchases.transactionId, reference),
    and(eq(inAppPurchases.store, PurchaseStore.Play), sql`(${inAppPurchases.receipt}->>'order_id') = ${reference}`),
  )!;

const giftCardsWithCode = (code: string) =>
  sql`(select id from subscription_codes where code = ${code.toUpperCase()} and type = ${SubscriptionCodeType.Gift})`;

function purchaseMatches(q: string): SQL {
  if (q.includes('@')) return sql`${inAppPurchases.userId} in ${userIdsWithEmail(q)}`;
  return or(purchaseWithReference(q), sql`${inAppPurchases.giftCodeId} in ${giftCardsWithCode(q)}`)!;
}

function giftCardMatches(q: string): SQL {
  const cards = subscriptionCodes;
  if (q.includes('@')) {
    return or(
      sql`${cards.purchaserUserId} in ${userIdsWithEmail(q)}`,
      eq(cards.recipientEmail, q.toLowerCase()),
      sql`${cards.redeemedByUserId} in ${userIdsWithEmail(q)}`,
    )!;
  }
  return or(
    eq(cards.code, q.toUpperCase()),
    sql`${cards.id} in (select gift_code_id from in_app_purchases where ${purchaseWithReference(q)})`,
  )!;
}

/** A page and whether there is another: one row more than a page is read to know. */
function page<T>(rows: T[], idOf: (row: T) => number): { items: T[]; next_before: number | null } {
  const items = rows.slice(0, StaffPurchaseLimits.pageSize);
  return { items, next_before: rows.length > items.length ? idOf(items.at(-1)!) : null };
}

/** Purchases, newest first, optionally only those `q` finds; `before` continues a list. */
export async function searchPurchases(db: TQueryable, query: { q?: string | undefined; before?: number | undefined }): Promise<TStaffPurchasesPage> {
  const rows = await db
    .select({ purchase: inAppPurchases, buyer: buyerRef })
    .from(inAppPurchases)
    .innerJoin(buyers, eq(buyers.id, inAppPurchases.userId))
    .where(and(query.q ? purchaseMatches(query.q) : undefined, query.before ? lt(inAppPurchases.id, query.before) : undefined))
    .orderBy(desc(inAppPurchases.id))
    .limit(StaffPurchaseLimits.pageSize + 1);
  const { items, next_before } = page(rows, (row) => row.purchase.id);
  return { items: items.map((row) => toStaffPurchase(row.purchase, row.buyer)), next_before };
}

/** Gift cards, newest first, optionally only those `q` finds; `before` continues a list. */
export async function searchGiftCards(db: TQueryable, query: { q?: string | undefined; before?: number | undefined }): Promise<TStaffGiftCardsPage> {
  const cards = subscriptionCodes;
  const rows = await db
    .select({ card: cards, buyer: buyerRef, redeemedBy: redeemerRef, purchaseId: inAppPurchases.id })
    .from(cards)
    .leftJoin(buyers, eq(buyers.id, cards.purchaserUserId))
    .leftJoin(redeemers, eq(redeemers.id, cards.redeemedByUserId))
    .leftJoin(inAppPurchases, eq(inAppPurchases.giftCodeId, cards.id))
    .where(
      and(eq(cards.type, SubscriptionCodeType.Gift), query.q ? giftCardMatches(query.q) : undefined, query.before ? lt(cards.id, query.before) : undefined),
    )
    .orderBy(desc(cards.id))
    .limit(StaffPurchaseLimits.pageSize + 1);
  const { items, next_before } = page(rows, (row) => row.card.id);
  return { items: items.map((row) => toStaffGiftCard(row.card, row, row.purchaseId)), next_before };
}
