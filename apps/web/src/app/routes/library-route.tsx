export { default } from '../../features/topics/routes/library-route';
