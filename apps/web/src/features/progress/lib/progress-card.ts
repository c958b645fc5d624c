import { PercentMax, type TTopicProgressCounts } from '@innerway/domain';

export type TProgressButton = 'start' | 'continue' | 'done';

/** English labels; the web app translates by key. */
export const ProgressButtonLabel: Record<TProgressButton, string> = {
  start: 'Start Topic',
  continue: 'Continue Topic',
  done: 'Done',
};

/** 'Start Topic' at 0 %, 'Done' at 100 %, 'Continue Topic' in between. */
export function progressButton(percent: number): TProgressButton {
  if (!(percent > 0)) return 'start';
  if (percent >= PercentMax) return 'done';
  return 'continue';
}

/** A row reads 'Done' when its numerator equals its denominator (so 0/0 also reads 'Done'). */
export function isProgressRowDone(numerator: number, denominator: number): boolean {
  return numerator === denominator;
}

type TProgressRowKey = 'videos' | 'activities' | 'assessment';

export interface TProgressRow {
  key: TProgressRowKey;
  done: number;
  total: number;
  isDone: boolean;
}

function row(key: TProgressRowKey, done: number, total: number): TProgressRow {
  // Shown as a fraction, so a done count above its total (an item archived after it was done) is capped.
  const shown = Math.min(done, total);
  return { key, done: shown, total, isDone: isProgressRowDone(shown, total) };
}

/** The progress card's rows: Videos, Activities and Assessment (1/1 or 0/1). */
export function progressRows(topic: TTopicProgressCounts): TProgressRow[] {
  return [
    row('videos', topic.done_steps, topic.total_steps),
    row('activities', topic.done_exercises, topic.total_exercises),
    row('assessment', topic.user_assessment_completed ? 1 : 0, 1),
  ];
}
