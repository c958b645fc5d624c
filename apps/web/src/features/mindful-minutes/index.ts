export { MindfulMinutesBox } from './components/mindful-minutes-box';
export { usePlayReporting } from './hooks/use-play-reporting';
