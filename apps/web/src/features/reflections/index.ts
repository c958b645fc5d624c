export { default as ReflectionsSection } from './components/reflections-section';
export { useTopicCheckInOffer } from './api/use-topic-check-in-offer';
export { formatCheckInDate } from './lib/check-in-dates';
