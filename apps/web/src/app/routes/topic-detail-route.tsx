// The screen lives in its feature; the route table loads it from here like every other route.
export { default } from '../../features/topic-detail/routes/topic-detail-route';
