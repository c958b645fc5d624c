// The topic building blocks the dashboard and progress screens share with the library.
export { TopicCard, TopicCardSkeleton, type TopicCardProps } from './components/topic-card';
export { TopicBanner, type TopicBannerProps } from './components/topic-banner';
export { TopicProgress, type TopicProgressProps } from './components/topic-progress';
export { LockBadge } from './components/lock-badge';
export { LoadError, type LoadErrorProps } from './components/load-error';
export { BannerSizes } from './lib/banner-sizes';
export { isLockedFor, topicHref } from './lib/topic-href';
export { useCssProperty } from './lib/use-css-property';
export { useWindowWidth } from './lib/use-window-width';
