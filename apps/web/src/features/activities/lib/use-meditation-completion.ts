import { useCallback, useRef } from 'react';
import { isActivityComplete, type TActivity } from '@innerway/domain';
import { ActivityCompleteProgress, shouldCompleteMeditation } from './activity-completion';
import { useSaveExerciseProgress } from '../../content';
import type { TAudioPlayback } from './use-audio-player';

/**
 * Meditation completion (spec section 4): progress 100 is sent once, when the audio reaches 90
 * percent or ends, only while progress is tracked and the activity is not already complete.
 * The ref, not the activity's cached percent, says 'sent': the refetch after the save must not
 * matter, and switching voices must not send it twice.
 */
export function useMeditationCompletion(activity: Pick<TActivity, 'id' | 'user_percent_complete'>, tracked: boolean) {
  const { mutate } = useSaveExerciseProgress();
  const done = useRef(!tracked || isActivityComplete(activity.user_percent_complete));
  const activityId = activity.id;
  return useCallback(
    (playback: TAudioPlayback) => {
      if (!shouldCompleteMeditation({ alreadyComplete: done.current, ...playback })) return;
      done.current = true;
      mutate({ exerciseId: activityId, progress: ActivityCompleteProgress });
    },
    [mutate, activityId],
  );
}
