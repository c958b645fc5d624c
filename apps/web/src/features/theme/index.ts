export { ThemeSection } from './components/theme-section';
