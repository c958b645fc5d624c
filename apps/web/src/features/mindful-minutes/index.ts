export { LazyMindfulMinutesBox } from './components/lazy-mindful-minutes-box';
export { usePlayReporting } from './hooks/use-play-reporting';
