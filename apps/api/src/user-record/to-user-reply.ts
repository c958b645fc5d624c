import { eq } from 'drizzle-orm';
import type { TUser } from '@innerway/domain';
import type { UserRow } from './user-row.ts';
import type { Db } from '../db/client.ts';
import { institutions } from '../db/schema.ts';
import { userLanguage } from './user-language.ts';

/** The user as every reply carries it (`TUser`); only the institution's name needs a look-up. */
export async function toUserReply(db: Db, user: UserRow): Promise<TUser> {
  let institutionName: string | null = null;
  if (user.institutionId !== null) {
    const [institution] = await db
      .select({ name: institutions.name })
      .from(institutions)
      .where(eq(institutions.id, user.institutionId));
    institutionName = institution?.name ?? null;
  }
  return {
    id: user.id,
    email: user.email,
    name: user.name,
    is_email_verified: user.isEmailVerified,
    is_disabled: user.isDisabled,
    is_admin: user.isAdmin,
    institution_id: user.institutionId,
    institution_name: institutionName,
    is_trial_mode: user.isTrialMode,
    marketing_opt_in: user.marketingOptIn,
    preferred_language: userLanguage(user),
    age_survey_status: user.ageSurveyStatus,
    tutorial_offer_status: user.tutorialOfferStatus,
    agreed_to_conditions: user.agreedToConditions,
  };
}
