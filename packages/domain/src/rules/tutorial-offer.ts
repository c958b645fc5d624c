import { TutorialOfferStatus } from '../enums/index.ts';
import { datedOffer, type TDatedOfferState } from './dated-offer.ts';

const tutorialOffer = datedOffer(
  {
    completed: TutorialOfferStatus.Completed,
    notApplicable: TutorialOfferStatus.NotApplicable,
    notYetOffered: TutorialOfferStatus.NotYetOffered,
    offeredPrefix: TutorialOfferStatus.OfferedPrefix,
  },
  'DMY',
);

export type TTutorialOfferState = TDatedOfferState;

/** `15032024` for 15 March 2024 (day first, as the status stores it). */
export const formatTutorialOfferDate = tutorialOffer.formatDate;

/** The status to store when the popup is shown: `Offered_DDMMYYYY` of the local day. */
export const tutorialOfferedStatus = tutorialOffer.offeredStatus;

export const parseTutorialOfferStatus = tutorialOffer.parse;

/** Spec section 4: see `datedOffer` for the overdue rule. */
export const isTutorialOfferDue = tutorialOffer.isDue;
