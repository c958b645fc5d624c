import { and, eq, exists, gt, isNull, lt, or, sql } from 'drizzle-orm';
import { SubscriptionCodeType } from '@innerway/domain';
import type { TQueryable } from '../db/client.ts';
import { accessEvents, institutions, subscriptionCodes, users } from '../db/schema.ts';
import { unprocessable, type AppError } from '../http/app-error.ts';

/**
 * Counts one redemption of an institution's UNLOCK code by a user and returns the code and the
 * institution to link them to. A code the user has redeemed before counts no second seat
 * (`counted` false): redemption is once per user and code, however often and however
 * concurrently it is entered. 422 for a code that is unknown, inactive, past its end date, used
 * up (unless the user holds it already) or whose institution is inactive, each with its own
 * message; a holder entering an ended code again is refused too (the code no longer works). One
 * conditional UPDATE, so two people cannot take the last seat together; callers run it in the
 * transaction that links the user, so a failure writes nothing.
 */
export async function redeemInstitutionCode(
  tx: TQueryable,
  userId: number,
  code: string,
): Promise<{ codeId: number; institutionId: number; counted: boolean }> {
  // One person's entries of codes wait for each other on their own row: of two racing entries
  // of one code, the second sees the first's redemption once it commits.
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
  const held = await holdsCode(tx, userId, code);
  const [redeemed] = await tx
    .update(subscriptionCodes)
    .set({ redemptionCount: sql`${subscriptionCodes.redemptionCount} + ${held ? 0 : 1}` })
    .where(
      and(
        eq(subscriptionCodes.code, code),
        eq(subscriptionCodes.type, SubscriptionCodeType.Unlock),
        eq(subscriptionCodes.isActive, true),
        or(isNull(subscriptionCodes.endsAt), gt(subscriptionCodes.endsAt, sql`now()`)),
        held ? undefined : or(isNull(subscriptionCodes.maxRedemptions), lt(subscriptionCodes.redemptionCount, subscriptionCodes.maxRedemptions)),
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
  return { codeId: redeemed.codeId, institutionId: redeemed.institutionId, counted: !held };
}

/** Whether the user has redeemed this code before: every redemption is on record (access_events). */
async function holdsCode(tx: TQueryable, userId: number, code: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: accessEvents.id })
    .from(accessEvents)
    .innerJoin(subscriptionCodes, eq(subscriptionCodes.id, accessEvents.subscriptionCodeId))
    .where(
      and(
        eq(accessEvents.userId, userId),
        eq(accessEvents.kind, 'institution_code_redeemed'),
        eq(subscriptionCodes.code, code),
        eq(subscriptionCodes.type, SubscriptionCodeType.Unlock),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** The inline message for a code that did not work: the screens show it as it is. */
async function refusal(tx: TQueryable, code: string): Promise<AppError> {
  const [row] = await tx
    .select({ code: subscriptionCodes, institutionActive: institutions.isActive, ended: sql<boolean>`${subscriptionCodes.endsAt} <= now()` })
    .from(subscriptionCodes)
    .leftJoin(institutions, eq(institutions.id, subscriptionCodes.institutionId))
    .where(and(eq(subscriptionCodes.code, code), eq(subscriptionCodes.type, SubscriptionCodeType.Unlock)))
    .limit(1);
  if (!row) return unprocessable('code.invalid');
  if (!row.code.isActive || !row.institutionActive) return unprocessable('code.inactive');
  if (row.ended) return unprocessable('code.expired');
  return unprocessable('code.used_up');
}
