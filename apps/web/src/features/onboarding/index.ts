export { useDashboardPopup } from './hooks/use-dashboard-popup';
export { visitPopups } from './lib/visit';
