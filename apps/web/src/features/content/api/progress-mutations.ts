import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type {
  TAssessmentViewCreate,
  TExerciseProgress,
  TModule,
  TStepProgress,
  TStepProgressUpdate,
  TUserAssessment,
  TUserAssessmentCreate,
} from '@innerway/domain';
import { apiPost, apiPut } from '../../../lib/api-client';
import { contentKeys } from './content-keys';

function putStepProgress(stepId: number, update: TStepProgressUpdate): Promise<TStepProgress> {
  return apiPut(`/steps/${stepId}/progress`, update);
}

function putExerciseProgress(exerciseId: number, progress: number): Promise<TExerciseProgress> {
  return apiPut(`/exercises/${exerciseId}/progress`, { progress });
}

function postUserAssessment(answer: TUserAssessmentCreate): Promise<TUserAssessment> {
  return apiPost('/user_assessments', answer);
}

function postAssessmentView(view: TAssessmentViewCreate): Promise<null> {
  return apiPost('/user_assessments/views', view);
}

/** Writes a saved step percent into every cached topic detail, so the menu and 'Next up' see it at once. */
function patchCachedStep(queryClient: QueryClient, saved: TStepProgress) {
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

function patchCachedExercise(queryClient: QueryClient, saved: TExerciseProgress) {
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

/**
 * Saves how far a video was watched. The server keeps the highest percent, so a late, smaller
 * save never moves progress back; the reply is what it kept. Failures are only logged (spec
 * section 8): the next save carries the newer percent anyway.
 */
export function useSaveStepProgress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ stepId, ...update }: TStepProgressUpdate & { stepId: number }) => putStepProgress(stepId, update),
    onSuccess: (saved) => {
      patchCachedStep(queryClient, saved);
      // Counts in lists and the other topic views are now stale; refetched when next shown.
      void queryClient.invalidateQueries({ queryKey: contentKeys.all, refetchType: 'none' });
    },
    onError: (error) => console.warn('Saving video progress failed', error),
  });
}

/** Marks an activity's progress (100 on completion). Failures are only logged (spec section 8). */
export function useSaveExerciseProgress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ exerciseId, progress }: { exerciseId: number; progress: number }) => putExerciseProgress(exerciseId, progress),
    onSuccess: (saved) => {
      patchCachedExercise(queryClient, saved);
      void queryClient.invalidateQueries({ queryKey: contentKeys.all });
    },
    onError: (error) => console.warn('Saving activity progress failed', error),
  });
}

/** Sends the self-assessment; on success the topic reads assessment-completed everywhere. */
export function useSubmitAssessment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postUserAssessment,
    onSuccess: (_saved, answer) => {
      queryClient.setQueriesData<TModule>({ queryKey: contentKeys.modulesDetail() }, (module) =>
        module && module.id === answer.module_id ? { ...module, user_assessment_completed: true } : module,
      );
      void queryClient.invalidateQueries({ queryKey: contentKeys.all });
    },
  });
}

/** Records that the assessment was opened (spec section 7); a failure is only logged. */
export function useRecordAssessmentView() {
  return useMutation({
    mutationFn: postAssessmentView,
    onError: (error) => console.warn('Recording the assessment view failed', error),
  });
}
