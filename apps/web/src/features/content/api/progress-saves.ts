import type { QueryClient } from '@tanstack/react-query';
import type { TExerciseProgress, TModule, TStepProgress, TStepProgressUpdate } from '@innerway/domain';
import { apiPut } from '../../../lib/api-client';
import { contentKeys } from './content-keys';

/*
 * The progress saves and what their replies change in the cached topics: the mutations send
 * them directly on the web, the apps through the outbox (progress-outbox.ts).
 */

export function putStepProgress(stepId: number, update: TStepProgressUpdate): Promise<TStepProgress> {
  return apiPut(`/steps/${stepId}/progress`, update);
}

export function putExerciseProgress(exerciseId: number, progress: number): Promise<TExerciseProgress> {
  return apiPut(`/exercises/${exerciseId}/progress`, { progress });
}

/** Writes a saved step percent into every cached topic detail, so the menu and 'Next up' see it at once. */
export function patchCachedStep(queryClient: QueryClient, saved: TStepProgress) {
  queryClient.setQueriesData<TModule>({ queryKey: contentKeys.modulesDetail() }, (module) =>
    module && {
      ...module,
      segments: module.segments.map((segment) => ({
        ...segment,
        steps: segment.steps.map((step) =>
          step.id === saved.step_id ? { ...step, user_percent_complete: saved.user_percent_complete, user_time: saved.user_time } : step,
        ),
      })),
    },
  );
}

export function patchCachedExercise(queryClient: QueryClient, saved: TExerciseProgress) {
  queryClient.setQueriesData<TModule>({ queryKey: contentKeys.modulesDetail() }, (module) =>
    module && {
      ...module,
      segments: module.segments.map((segment) => ({
        ...segment,
        activities: segment.activities.map((activity) =>
          activity.id === saved.exercise_id ? { ...activity, user_percent_complete: saved.user_percent_complete } : activity,
        ),
      })),
    },
  );
}
