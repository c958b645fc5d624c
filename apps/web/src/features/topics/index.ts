// The topic building blocks the dashboard, progress and topic detail screens share with the library.
export { TopicCard, TopicCardSkeleton } from './components/topic-card';
export { TopicCardFrame, TopicCardFrameSkeleton } from './components/topic-card-frame';
export { TopicGrid, TopicGridItem } from './components/topic-grid';
export { TopicBanner } from './components/topic-banner';
export { TopicLoadError, TopicLocked, TopicNotFound } from './components/topic-load-states';
export { isLockedFor, topicHref } from './lib/topic-href';
