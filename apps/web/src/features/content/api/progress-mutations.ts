import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { TAssessmentViewCreate, TModule, TStepProgressUpdate, TUser, TUserAssessment, TUserAssessmentCreate } from '@innerway/domain';
import { sessionQueryKey } from '../../session';
import { apiPost } from '../../../lib/api-client';
import { contentKeys } from './content-keys';
import { patchCachedExercise, patchCachedStep, putExerciseProgress, putStepProgress } from './progress-saves';

function postUserAssessment(answer: TUserAssessmentCreate): Promise<TUserAssessment> {
  return apiPost('/user_assessments', answer);
}

function postAssessmentView(view: TAssessmentViewCreate): Promise<null> {
  return apiPost('/user_assessments/views', view);
}

/**
 * TanStack Query holds a mutation back while the device is offline, in memory only: lost when the
 * app closes. The apps' saves go to the outbox at once instead, which keeps them on the device.
 */
const progressNetworkMode = import.meta.env.VITE_APP_TARGET === 'native' ? 'always' : 'online';

/** Who is signed in; progress is saved only on signed-in screens. */
function signedInId(queryClient: QueryClient): number {
  const user = queryClient.getQueryData<TUser | null>(sessionQueryKey);
  if (!user) throw new Error('Progress is saved only while signed in');
  return user.id;
}

/**
 * Saves how far a video was watched. The server keeps the highest percent, so a late, smaller
 * save never moves progress back; the reply is what it kept. Failures are only logged (spec
 * section 8): the next save carries the newer percent anyway.
 */
export function useSaveStepProgress() {
  const queryClient = useQueryClient();
  return useMutation({
    // The apps keep each save in the outbox until the server has it (progress-outbox.ts).
    mutationFn: async ({ stepId, ...update }: TStepProgressUpdate & { stepId: number }) =>
      import.meta.env.VITE_APP_TARGET === 'native'
        ? (await import('./progress-outbox')).saveStepProgressThroughOutbox({ stepId, ...update, userId: signedInId(queryClient) }, queryClient)
        : putStepProgress(stepId, update),
    networkMode: progressNetworkMode,
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
    mutationFn: async ({ exerciseId, progress }: { exerciseId: number; progress: number }) =>
      import.meta.env.VITE_APP_TARGET === 'native'
        ? (await import('./progress-outbox')).saveExerciseProgressThroughOutbox({ exerciseId, progress, userId: signedInId(queryClient) }, queryClient)
        : putExerciseProgress(exerciseId, progress),
    networkMode: progressNetworkMode,
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
