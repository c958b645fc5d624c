import type { TSegment } from '@innerway/domain';

/**
 * Topic detail at a segment's first visible step (spec section 2). The server sends only the
 * visible steps, in order, so the first one is it. A segment made only of activities opens at
 * its first activity; an empty one at the topic, where the detail picks the first incomplete step.
 */
export function segmentHref(topicId: number, segment: Pick<TSegment, 'steps' | 'activities'>): string {
  const step = segment.steps[0];
  if (step) return `/topic_detail/${topicId}?stepId=${step.id}`;
  const activity = segment.activities[0];
  if (activity) return `/topic_detail/${topicId}?activityId=${activity.id}`;
  return `/topic_detail/${topicId}`;
}
