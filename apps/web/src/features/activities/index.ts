export { AudioPlayer } from './components/audio-player';
export { ActivityBody } from './components/activity-body';
