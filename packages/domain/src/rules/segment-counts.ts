import { isSegmentDone } from './segment-done.ts';
import type { TSegmentProgressCounts } from './segment-done.ts';

export interface TSegmentCounts {
  completed: number;
  total: number;
}

/** The 'completed of total segments' count on a topic overview. */
export function segmentCounts(segments: readonly TSegmentProgressCounts[], topicAssessmentCompleted: boolean): TSegmentCounts {
  let completed = 0;
  for (const segment of segments) if (isSegmentDone(segment, topicAssessmentCompleted)) completed += 1;
  return { completed, total: segments.length };
}
