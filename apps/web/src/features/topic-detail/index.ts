export { default as TopicDetailRoute } from './routes/topic-detail-route';
