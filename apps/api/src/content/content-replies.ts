import {
  isActivityComplete,
  isStepComplete,
  topicPercentComplete,
  type TActivity,
  type TModule,
  type TModuleSummary,
  type TSegment,
  type TSegmentCountsReply,
  type TStep,
} from '@innerway/domain';
import type { TUserProgress } from './user-progress.ts';
import type { TActivityBase, TModuleNode, TSegmentNode, TStepBase } from './content-snapshot.ts';

// The replies of the content endpoints: the held content plus the caller's progress.

function stepReply(step: TStepBase, progress: TUserProgress): TStep {
  const saved = progress.steps.get(step.id);
  return { ...step, user_percent_complete: saved?.percent ?? 0, user_time: saved?.time ?? 0 };
}

export function activityReply(activity: TActivityBase, progress: TUserProgress): TActivity {
  return { ...activity, user_percent_complete: progress.exercises.get(activity.id) ?? 0 };
}

/** Done and total of a segment's visible steps (at 100 %) and activities (over 90 %). */
function segmentCounts(segment: TSegmentNode, progress: TUserProgress): TSegmentCountsReply {
  let doneSteps = 0;
  let doneExercises = 0;
  for (const step of segment.steps) if (isStepComplete(progress.steps.get(step.id)?.percent)) doneSteps += 1;
  for (const activity of segment.activities) if (isActivityComplete(progress.exercises.get(activity.id))) doneExercises += 1;
  return {
    done_steps: doneSteps,
    total_steps: segment.steps.length,
    done_exercises: doneExercises,
    total_exercises: segment.activities.length,
  };
}

export function moduleCounts(module: TModuleNode, progress: TUserProgress): TSegmentCountsReply {
  const counts: TSegmentCountsReply = { done_steps: 0, total_steps: 0, done_exercises: 0, total_exercises: 0 };
  for (const segment of module.segments) {
    const each = segmentCounts(segment, progress);
    counts.done_steps += each.done_steps;
    counts.total_steps += each.total_steps;
    counts.done_exercises += each.done_exercises;
    counts.total_exercises += each.total_exercises;
  }
  return counts;
}

export function moduleSummaryReply(module: TModuleNode, progress: TUserProgress): TModuleSummary {
  const counts = moduleCounts(module, progress);
  const assessed = progress.assessedModuleIds.has(module.summary.id);
  return {
    ...module.summary,
    ...counts,
    user_assessment_completed: assessed,
    user_percent_complete: topicPercentComplete({ ...counts, user_assessment_completed: assessed }),
  };
}

function segmentReply(segment: TSegmentNode, progress: TUserProgress, fullDetail: boolean): TSegment {
  return {
    ...segment.base,
    ...segmentCounts(segment, progress),
    steps: segment.steps.map((step) => stepReply(step, progress)),
    activities: segment.activities.map((activity) => activityReply(activity, progress)),
    resources: fullDetail ? segment.resources : [],
  };
}

/**
 * A topic with its segments. Full detail adds the related resources and `nextModule` (null after
 * the last topic); brief detail has empty resource lists and no `nextModule` key at all.
 */
export function moduleReply(module: TModuleNode, progress: TUserProgress, fullDetail: boolean): TModule {
  const reply: TModule = {
    ...moduleSummaryReply(module, progress),
    ...module.assessment,
    segments: module.segments.map((segment) => segmentReply(segment, progress, fullDetail)),
    resources: fullDetail ? module.resources : [],
  };
  if (fullDetail) reply.nextModule = module.next ? moduleSummaryReply(module.next, progress) : null;
  return reply;
}
