export { default } from '../../features/progress/routes/progress-route';
