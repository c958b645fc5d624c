export { useDashboardPopup, type TDashboardPopupOptions } from './hooks/use-dashboard-popup';
export { chooseDashboardPopup, type TDashboardPopup } from './lib/choose-popup';
export { visitPopups } from './lib/visit';
export { LazyAgeSurveyPopup, LazyTutorialOfferFlow } from './components/lazy-popups';
export type { TutorialOfferFlowProps } from './components/tutorial-offer-flow';
export type { AgeSurveyPopupProps } from './components/age-survey-popup';
