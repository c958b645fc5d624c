import { eq } from 'drizzle-orm';
import { institutions, users } from '../../db/schema.ts';
import type { TSectionCollector } from './section.ts';

/** The account itself: everything on the user's row but its password hash. */
export const collectProfile: TSectionCollector = async (db, userId) => {
  const [row] = await db
    .select({
      id: users.id,
      email: users.email,
      name: users.name,
      email_verified: users.isEmailVerified,
      disabled: users.isDisabled,
      admin: users.isAdmin,
      trial_mode: users.isTrialMode,
      marketing_opt_in: users.marketingOptIn,
      agreed_to_conditions: users.agreedToConditions,
      preferred_language: users.preferredLanguage,
      tutorial_offer_status: users.tutorialOfferStatus,
      age_survey_status: users.ageSurveyStatus,
      institution: institutions.name,
      created_at: users.createdAt,
      updated_at: users.updatedAt,
    })
    .from(users)
    .leftJoin(institutions, eq(institutions.id, users.institutionId))
    .where(eq(users.id, userId));
  return { account: row ?? null };
};
