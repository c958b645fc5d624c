export { default } from '../../features/topics/routes/topic-overview-route';
