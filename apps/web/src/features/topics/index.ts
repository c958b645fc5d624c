// The topic building blocks the dashboard, progress and topic detail screens share with the library.
export { TopicCard, TopicCardSkeleton, type TopicCardProps } from './components/topic-card';
export { TopicCardFrame, TopicCardFrameSkeleton, type TopicCardFrameProps } from './components/topic-card-frame';
export { TopicGrid, TopicGridItem, type TopicGridProps } from './components/topic-grid';
export { TopicBanner, type TopicBannerProps } from './components/topic-banner';
export { TopicProgress, type TopicProgressProps } from './components/topic-progress';
export { LoadError, type LoadErrorProps } from './components/load-error';
export { TopicLoadError, TopicLocked, TopicNotFound, type TopicLoadErrorProps, type TopicStateTexts } from './components/topic-load-states';
export { isLockedFor, topicHref } from './lib/topic-href';
