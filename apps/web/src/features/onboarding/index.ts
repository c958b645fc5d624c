export { useDashboardPopup } from './hooks/use-dashboard-popup';
export { visitPopups } from './lib/visit';
export { LazyAgeSurveyPopup, LazyTutorialOfferFlow } from './components/lazy-popups';
