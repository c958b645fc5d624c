export { AudioPlayer, type AudioPlayerProps } from './components/audio-player';
export type { TAudioPlayback } from './lib/use-audio-player';
export { ActivityBody, type ActivityBodyProps } from './components/activity-body';
export { MeditationActivity } from './components/meditation-activity';
export { WrittenActivity } from './components/written-activity';
