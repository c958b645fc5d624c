import { eq, sql } from 'drizzle-orm';
import { AgeSurveyStatus, SubscriptionCodeType } from '@innerway/domain';
import type { UserRow } from '../user-record/user-row.ts';
import type { TQueryable } from '../db/client.ts';
import { subscriptionCodes, users } from '../db/schema.ts';
import { redeemInstitutionCode } from './redeem-institution-code.ts';
import { claimGiftCard } from './redeem-gift-card.ts';
import { recordAccessEvent } from './record-access-event.ts';

/**
 * A code typed into the one code entry there is (registration's institution code, the subscribe
 * prompt): the server tells the kinds apart, so the screens send whatever was typed. An UNLOCK
 * code links the user to its institution with full access; a GIFT code redeems that gift card.
 * Runs in the caller's transaction and returns the user as it now is.
 */
export async function redeemEnteredCode(
  tx: TQueryable,
  user: UserRow,
  code: string,
  via: 'prompt' | 'registration',
): Promise<UserRow> {
  const [kind] = await tx.select({ type: subscriptionCodes.type }).from(subscriptionCodes).where(eq(subscriptionCodes.code, code)).limit(1);
  if (kind?.type === SubscriptionCodeType.Gift) return (await claimGiftCard(tx, user, { by: 'code', code, via })).user;

  // Unknown codes fall through here and get the institution code's 'did not work' message.
  const { codeId, institutionId, counted } = await redeemInstitutionCode(tx, user.id, code);
  // The age survey is for institution-linked people only: joining one makes it due, unless it was
  // already offered or answered.
  const [linked] = await tx
    .update(users)
    .set({
      institutionId,
      isTrialMode: false,
      ageSurveyStatus: sql`case when ${users.ageSurveyStatus} = ${AgeSurveyStatus.NotApplicable} then ${AgeSurveyStatus.NotYetOffered} else ${users.ageSurveyStatus} end`,
    })
    .where(eq(users.id, user.id))
    .returning();
  // A code entered again links as before but is no new redemption.
  if (!counted) return linked!;
  await recordAccessEvent(tx, {
    kind: 'institution_code_redeemed',
    userId: user.id,
    actorUserId: user.id,
    subscriptionCodeId: codeId,
    institutionId,
    details: { via },
  });
  return linked!;
}
