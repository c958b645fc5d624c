import { lazy } from 'react';

// Dialog code arrives only for the visits that show one of these.
export const LazyTutorialOfferFlow = lazy(() => import('./tutorial-offer-flow'));
export const LazyAgeSurveyPopup = lazy(() => import('./age-survey-popup'));
