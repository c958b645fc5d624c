import type { QueryClient } from '@tanstack/react-query';
export { contentKeys } from './api/content-keys';
export { useModulesQuery, useModuleQuery } from './api/modules-query';
export { useExercisesQuery, useExerciseQuery } from './api/exercises-query';
export { useResourcesByCategoryQuery, useFeaturedResourcesQuery, useResourceQuery } from './api/extra-contents-query';
export { useSaveStepProgress, useSaveExerciseProgress, useSubmitAssessment, useRecordAssessmentView } from './api/progress-mutations';
export type { TLocalizedResult } from './api/use-localized-query';
export { useTopicTitle } from './api/topic-title';
export { useCheckInsQuery, useTopicCheckInOffer } from './hooks/use-check-ins';
export { activityKind, type TActivityKind } from './lib/activity-kind';
export { checkInOffer, formatCheckInDate, type TCheckInOffer } from './lib/check-ins';
export {
  findStep,
  liveSegmentCounts,
  liveTopicCounts,
  nextUpAfterStep,
  orderedSegments,
  relatedResources,
  resolveTopicEntry,
  segmentItems,
  type TNextUp,
  type TTopicEntry,
  type TTopicItem,
} from './lib/topic-navigation';
/** The apps only: replays the progress saves kept while offline (loads the outbox's code). */
export const connectProgressOutbox = async (queryClient: QueryClient) => (await import('./api/progress-outbox')).connectProgressOutbox(queryClient);
