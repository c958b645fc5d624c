export { StudioNav } from './components/studio-nav';
