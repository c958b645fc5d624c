import type { TUser } from '@innerway/domain';

/**
 * A signed-in trial user, as `GET /users/me` describes them. Their tutorial offer and age survey
 * are behind them, so the dashboard's onboarding popups stay out of the tests of other screens;
 * the onboarding tests set these statuses themselves.
 */
export const testUser: TUser = {
  id: 7,
  email: 'ana@example.com',
  name: 'Ana',
  is_email_verified: true,
  is_disabled: false,
  is_admin: false,
  institution_id: null,
  institution_name: null,
  institution_code_id: null,
  is_trial_mode: true,
  marketing_opt_in: false,
  preferred_language: 'en',
  age_survey_status: 'NOT_APPLICABLE',
  tutorial_offer_status: 'Completed',
  agreed_to_conditions: true,
};

/**
 * The same person, named for the tests where being on trial is the point.
 * @alias
 */
export const trialUser = testUser;

/** Another person, with full access. */
export const fullUser: TUser = { ...testUser, id: 8, name: 'Sam', is_trial_mode: false };
