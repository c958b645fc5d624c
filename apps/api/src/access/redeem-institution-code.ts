import { and, eq, exists, isNull, lt, or, sql } from 'drizzle-orm';
import { SubscriptionCodeType } from '@innerway/domain';
import type { TQueryable } from '../db/client.ts';
import { institutions, subscriptionCodes } from '../db/schema.ts';
import { unprocessable, type AppError } from '../http/app-error.ts';

/**
 * Counts one redemption of an institution's UNLOCK code and returns the code and the
 * institution to link the user to. 422 for a code that is unknown, inactive, used up or whose
 * institution is inactive, each with its own message. One conditional UPDATE, so two people
 * cannot take the last redemption together; callers run it in the transaction that links the
 * user, so a failure writes nothing.
 */
export async function redeemInstitutionCode(tx: TQueryable, code: string): Promise<{ codeId: number; institutionId: number }> {
  const [redeemed] = await tx
    .update(subscriptionCodes)
    .set({ redemptionCount: sql`${subscriptionCodes.redemptionCount} + 1` })
    .where(
      and(
        eq(subscriptionCodes.code, code),
        eq(subscriptionCodes.type, SubscriptionCodeType.Unlock),
        eq(subscriptionCodes.isActive, true),
        or(isNull(subscriptionCodes.maxRedemptions), lt(subscriptionCodes.redemptionCount, subscriptionCodes.maxRedemptions)),
        exists(
          tx
            .select({ id: institutions.id })
            .from(institutions)
            .where(and(eq(institutions.id, subscriptionCodes.institutionId), eq(institutions.isActive, true))),
        ),
      ),
    )
    .returning({ codeId: subscriptionCodes.id, institutionId: subscriptionCodes.institutionId });
  // The exists() above guarantees an institution; the column is nullable only for GIFT codes.
  if (!redeemed?.institutionId) throw await refusal(tx, code);
  return { codeId: redeemed.codeId, institutionId: redeemed.institutionId };
}

/** The inline message for a code that did not work: the screens show it as it is. */
async function refusal(tx: TQueryable, code: string): Promise<AppError> {
  const [row] = await tx
    .select({ code: subscriptionCodes, institutionActive: institutions.isActive })
    .from(subscriptionCodes)
    .leftJoin(institutions, eq(institutions.id, subscriptionCodes.institutionId))
    .where(and(eq(subscriptionCodes.code, code), eq(subscriptionCodes.type, SubscriptionCodeType.Unlock)))
    .limit(1);
  if (!row) return unprocessable('code.invalid');
  if (!row.code.isActive || !row.institutionActive) return unprocessable('code.inactive');
  return unprocessable('code.used_up');
}
