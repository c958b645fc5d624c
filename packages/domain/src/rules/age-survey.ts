import { AgeSurveyStatus } from '../enums/index.ts';
import { datedOffer, type TDatedOfferState } from './dated-offer.ts';

const ageSurvey = datedOffer(
  {
    completed: AgeSurveyStatus.Completed,
    notApplicable: AgeSurveyStatus.NotApplicable,
    notYetOffered: AgeSurveyStatus.NotYetOffered,
    offeredPrefix: AgeSurveyStatus.OfferedPrefix,
  },
  'MDY',
);

export type TAgeSurveyState = TDatedOfferState;

/** `03152024` for 15 March 2024 (month first, unlike the tutorial offer). */
export const formatAgeSurveyDate = ageSurvey.formatDate;

/** The status to store when the survey is closed without an answer: `OFFERED_MMDDYYYY`. */
export const ageSurveyOfferedStatus = ageSurvey.offeredStatus;

export const parseAgeSurveyStatus = ageSurvey.parse;

/**
 * The survey is for institution-linked users only (a product decision where the spec is silent);
 * among them the overdue rule is the tutorial offer's, the only threshold the spec gives.
 */
export function isAgeSurveyDue(status: string | null | undefined, today: Date, linkedToInstitution: boolean): boolean {
  return linkedToInstitution && ageSurvey.isDue(status, today);
}
