import { isAgeSurveyDue, isTutorialOfferDue, type TUser } from '@innerway/domain';

export type TDashboardPopup = 'tutorialOffer' | 'ageSurvey';

/**
 * The dashboard's own popup for this visit, if any (spec section 4): the tutorial offer first,
 * else the age survey, which only people linked to an institution are ever offered.
 */
export function chooseDashboardPopup(
  user: Pick<TUser, 'tutorial_offer_status' | 'age_survey_status' | 'institution_id'>,
  today: Date,
): TDashboardPopup | null {
  if (isTutorialOfferDue(user.tutorial_offer_status, today)) return 'tutorialOffer';
  if (isAgeSurveyDue(user.age_survey_status, today, user.institution_id !== null)) return 'ageSurvey';
  return null;
}
