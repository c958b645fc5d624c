export { default } from '../../features/resources/routes/resources-route';
