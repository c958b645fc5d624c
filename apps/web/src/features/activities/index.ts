export { AudioPlayer, type AudioPlayerProps, type TAudioPlayback } from './components/audio-player';
export { ActivityBody, type ActivityBodyProps } from './components/activity-body';
export { MeditationActivity } from './components/meditation-activity';
export { WrittenActivity } from './components/written-activity';
