export { StepPlayer, type StepPlayerProps } from './components/step-player';
export { VideoPlayer, type VideoPlayerProps } from './components/video-player';
export { NextUpOverlay, type NextUpOverlayProps, type TNextUpOffer } from './components/next-up-overlay';
export { useStepProgressTracker, type StepProgressTracker, type StepProgressTrackerOptions } from './hooks/use-step-progress-tracker';
export { videoSourceOf, vimeoEmbedUrl, type TVideoSource } from './lib/video-source';
export { resumePosition } from './lib/resume-position';
export type { TVideoPlayerEvents, TVideoPlayerProps } from './lib/player-types';
