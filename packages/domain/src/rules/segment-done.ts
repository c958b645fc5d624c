/** The segment fields the rule needs; a segment of a full topic reply satisfies it. */
export interface TSegmentProgressCounts {
  done_steps: number;
  total_steps: number;
  done_exercises: number;
  total_exercises: number;
  has_user_assessment: boolean;
}

/**
 * Spec section 4: done steps plus done exercises equal the totals and, when the segment holds the
 * assessment, the topic's assessment is complete. Steps and exercises are compared each with its own total, so that
 * extra done steps cannot stand in for a missing exercise; a done count above its total (an item
 * archived after it was done) still counts, rather than leaving the segment unfinishable.
 * A segment with nothing in it is done.
 */
export function isSegmentDone(segment: TSegmentProgressCounts, topicAssessmentCompleted: boolean): boolean {
  // Written as negated >= so that a NaN count reads as not done.
  if (!(segment.done_steps >= segment.total_steps) || !(segment.done_exercises >= segment.total_exercises)) return false;
  return !segment.has_user_assessment || topicAssessmentCompleted;
}
