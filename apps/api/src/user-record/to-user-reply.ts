import type { TUser } from '@innerway/domain';
import type { UserRow } from './user-row.ts';
import type { Db } from '../db/client.ts';
import { institutionLinkOf } from './institution-link.ts';
import { userLanguage } from './user-language.ts';

/** The user as every reply carries it (`TUser`); only a linked person's institution needs a look-up. */
export async function toUserReply(db: Db, user: UserRow): Promise<TUser> {
  const language = userLanguage(user);
  const institution = user.institutionId === null ? null : await institutionLinkOf(db, user.id, user.institutionId, language);
  return {
    id: user.id,
    email: user.email,
    name: user.name,
    is_email_verified: user.isEmailVerified,
    is_disabled: user.isDisabled,
    is_admin: user.isAdmin,
    institution_id: user.institutionId,
    institution_name: institution?.name ?? null,
    institution_code_id: institution?.codeId ?? null,
    is_trial_mode: user.isTrialMode,
    marketing_opt_in: user.marketingOptIn,
    preferred_language: language,
    age_survey_status: user.ageSurveyStatus,
    tutorial_offer_status: user.tutorialOfferStatus,
    agreed_to_conditions: user.agreedToConditions,
  };
}
