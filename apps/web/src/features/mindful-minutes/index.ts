export { MindfulMinutesBox } from './components/mindful-minutes-box';
export { usePlayReporting, type TPlayedItem } from './hooks/use-play-reporting';
