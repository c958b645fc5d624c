export { default } from '../../features/dashboard/routes/dashboard-route';
