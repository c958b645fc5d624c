import { useCallback, useRef, useState } from 'react';
import { PercentMax, type TStep } from '@innerway/domain';
import { shouldSaveStepProgress, videoPercent } from '../lib/step-progress';
import { useSaveStepProgress } from '../../content';

export interface StepProgressTrackerOptions {
  step: Pick<TStep, 'id' | 'user_percent_complete' | 'duration_seconds'>;
  /** False for trial users: their video progress is not saved (spec section 6). */
  saveProgress: boolean;
  /** The video reached its end (100 %): time for 'Next up'. */
  onReachEnd?: () => void;
}

export interface StepProgressTracker {
  /** Whole percent of the video at the current position, 0..100 (never below what was saved). */
  percent: number;
  handleTimeUpdate: (currentSeconds: number, durationSeconds: number) => void;
  handleEnded: () => void;
}

/**
 * Turns the player's events into saved progress (spec sections 4 and 7): the percent is
 * `videoPercent`, and PUT /steps/:id/progress goes out only when `shouldSaveStepProgress` says so
 * (grown by 5 points since the last save, or reached 100), with the position in whole seconds.
 *
 * The baseline is the highest percent saved or on its way, so that a burst of time updates sends
 * one request, not five. A failed save (only logged by the mutation) lowers the baseline back to
 * what the server really holds, so the next time update carries the progress again.
 */
export function useStepProgressTracker({ step, saveProgress, onReachEnd }: StepProgressTrackerOptions): StepProgressTracker {
  const { mutateAsync } = useSaveStepProgress();
  const saved = useRef(step.user_percent_complete);
  const inFlight = useRef(new Set<number>());
  const lastPosition = useRef({ current: 0, duration: Number.NaN });
  const [percent, setPercent] = useState(step.user_percent_complete);

  const report = useCallback(
    (next: number, seconds: number) => {
      setPercent((shown) => Math.max(shown, next));
      if (next >= PercentMax) onReachEnd?.();
      if (!saveProgress) return;
      const baseline = Math.max(saved.current, ...inFlight.current);
      if (!shouldSaveStepProgress(baseline, next)) return;
      inFlight.current.add(next);
      mutateAsync({ stepId: step.id, progress: next, time: Math.max(0, Math.floor(seconds)) })
        .then((reply) => {
          saved.current = Math.max(saved.current, reply.user_percent_complete);
        })
        .catch(() => undefined)
        .finally(() => inFlight.current.delete(next));
    },
    [mutateAsync, onReachEnd, saveProgress, step.id],
  );

  const handleTimeUpdate = useCallback(
    (currentSeconds: number, durationSeconds: number) => {
      // Before the player knows the length, the step's own duration stands in for it.
      const duration = Number.isFinite(durationSeconds) && durationSeconds > 0 ? durationSeconds : (step.duration_seconds ?? Number.NaN);
      lastPosition.current = { current: currentSeconds, duration };
      report(videoPercent(currentSeconds, duration), currentSeconds);
    },
    [report, step.duration_seconds],
  );

  // `ended` is the very end whatever the last time update said (spec: the caller maps it to 100).
  const handleEnded = useCallback(() => {
    const { current, duration } = lastPosition.current;
    report(PercentMax, Number.isFinite(duration) ? duration : current);
  }, [report]);

  return { percent, handleTimeUpdate, handleEnded };
}
