export { DownloadsSection, MeditationDownload } from './components/lazy-sections';
