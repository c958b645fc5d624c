import {
  isActivityComplete,
  isStepComplete,
  topicPercentComplete,
  type TListedModuleSummary,
  type TModule,
  type TSegment,
  type TSegmentCountsReply,
} from '@innerway/domain';
import type { TUserProgress } from './user-progress.ts';
import type {
  TListedActivityBase,
  TListedModuleSummaryBase,
  TListedStepBase,
  TModuleNode,
  TModuleSummaryBase,
  TSegmentNode,
} from './content-snapshot.ts';

// The replies of the content endpoints: the held content plus the caller's progress. The held
// content is already in the shape the caller may get (whole or locked, see locked-shapes.ts);
// these add the caller's own progress to either shape.

function stepReply<S extends TListedStepBase>(step: S, progress: TUserProgress) {
  const saved = progress.steps.get(step.id);
  return { ...step, user_percent_complete: saved?.percent ?? 0, user_time: saved?.time ?? 0 };
}

export function activityReply<A extends TListedActivityBase>(activity: A, progress: TUserProgress) {
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

function moduleSummaryReply<M extends TListedModuleSummaryBase>(module: TModuleNode, summary: M, progress: TUserProgress) {
  const counts = moduleCounts(module, progress);
  const assessed = progress.assessedModuleIds.has(summary.id);
  return {
    ...summary,
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

/** A topic as lists and `nextModule` name it: whole, or the locked card. */
export function listedModuleSummaryReply(module: TModuleNode, progress: TUserProgress): TListedModuleSummary {
  return moduleSummaryReply(module, module.summary, progress);
}

/**
 * A topic with its segments, for a caller who may open it (`summary`: its summary, checked
 * unlocked). Full detail adds the related resources and `nextModule` (null after the last topic);
 * brief detail has empty resource lists and no `nextModule` key at all.
 */
export function moduleReply(module: TModuleNode, summary: TModuleSummaryBase, progress: TUserProgress, fullDetail: boolean): TModule {
  const reply: TModule = {
    ...moduleSummaryReply(module, summary, progress),
    ...module.assessment,
    segments: module.segments.map((segment) => segmentReply(segment, progress, fullDetail)),
    resources: fullDetail ? module.resources : [],
  };
  if (fullDetail) reply.nextModule = module.next ? listedModuleSummaryReply(module.next, progress) : null;
  return reply;
}
