import { and, asc, desc, eq, isNotNull, sql } from 'drizzle-orm';
import { SubscriptionCodeType, type TLanguage } from '@innerway/domain';
import type { TQueryable } from '../db/client.ts';
import { accessEvents, institutions, subscriptionCodes } from '../db/schema.ts';
import { institutionNameIn } from './institution-name.ts';

/**
 * A linked person's institution as the user reply names it: its name in `language` (the person's
 * own), and the institution code
 * the person counts under (`institution_code_id`, the age survey's payload). That is the code they
 * joined with (the latest `institution_code_redeemed` for this institution), else the
 * institution's first UNLOCK code (someone linked by other means), else none. One query.
 */
export async function institutionLinkOf(db: TQueryable, userId: number, institutionId: number, language: TLanguage) {
  const joinedWith = db
    .select({ id: accessEvents.subscriptionCodeId })
    .from(accessEvents)
    .where(
      and(
        eq(accessEvents.userId, userId),
        eq(accessEvents.kind, 'institution_code_redeemed'),
        eq(accessEvents.institutionId, institutionId),
        isNotNull(accessEvents.subscriptionCodeId),
      ),
    )
    .orderBy(desc(accessEvents.at), desc(accessEvents.id))
    .limit(1);
  const firstCode = db
    .select({ id: subscriptionCodes.id })
    .from(subscriptionCodes)
    .where(and(eq(subscriptionCodes.institutionId, institutionId), eq(subscriptionCodes.type, SubscriptionCodeType.Unlock)))
    .orderBy(asc(subscriptionCodes.id))
    .limit(1);
  const [row] = await db
    .select({ name: institutionNameIn(language), codeId: sql<number | null>`coalesce((${joinedWith}), (${firstCode}))` })
    .from(institutions)
    .where(eq(institutions.id, institutionId));
  return { name: row?.name ?? null, codeId: row?.codeId ?? null };
}
