import { ContentStatus, isActivityComplete, isStepComplete, type TContentStatus, type TSegmentProgressCounts } from '@innerway/domain';

// Where a person is inside a topic and where they go next (spec section 4: Topic detail entry,
// Step progress). The rules take the smallest shapes they need and hand back the caller's own
// objects, so the screen gets its full steps and activities back.

export interface TNavigableStep {
  id: number;
  sort_order: number;
  publish_status: TContentStatus;
  user_percent_complete: number;
}

export interface TNavigableActivity {
  id: number;
  sort_order: number;
  publish_status: TContentStatus;
  user_percent_complete: number;
}

export interface TNavigableResource {
  id: number;
  publish_status: TContentStatus;
}

export interface TNavigableSegment {
  id: number;
  segment_number: number;
  publish_status: TContentStatus;
  has_user_assessment: boolean;
  steps: readonly TNavigableStep[];
  activities: readonly TNavigableActivity[];
  resources?: readonly TNavigableResource[];
}

export interface TNavigableTopic<G extends TNavigableSegment = TNavigableSegment> {
  segments: readonly G[];
  resources?: readonly TNavigableResource[];
}

type StepOf<G extends TNavigableSegment> = G['steps'][number];
type ActivityOf<G extends TNavigableSegment> = G['activities'][number];
type ResourceOf<G extends TNavigableSegment, T extends TNavigableTopic<G>> =
  | NonNullable<G['resources']>[number]
  | NonNullable<T['resources']>[number];

/** One entry of a segment's list, in the order the person meets them. */
export type TTopicItem<G extends TNavigableSegment = TNavigableSegment> =
  | { kind: 'step'; segment: G; step: StepOf<G> }
  | { kind: 'activity'; segment: G; activity: ActivityOf<G> };

/** What the 'Next up' overlay offers after a step. */
export type TNextUp<G extends TNavigableSegment = TNavigableSegment> = TTopicItem<G> | { kind: 'assessment' };

/**
 * Archived content is gone for the reader. Drafts that reach the screen are shown (the server
 * decides who may see drafts; lists mark them with a badge), so only archived items are hidden.
 */
function isVisibleContent(item: { publish_status: TContentStatus }): boolean {
  return item.publish_status !== ContentStatus.Archived;
}

/** The topic's segments in reading order: by segment number, then id so that ties stay stable. */
export function orderedSegments<G extends TNavigableSegment>(topic: TNavigableTopic<G>): G[] {
  return topic.segments.filter(isVisibleContent).sort((a, b) => a.segment_number - b.segment_number || a.id - b.id);
}

/**
 * A segment's steps and activities in one sequence: by sort_order, steps before activities on a
 * tie (a video introduces the activity that follows it), then by id.
 */
export function segmentItems<G extends TNavigableSegment>(segment: G): TTopicItem<G>[] {
  const items: TTopicItem<G>[] = [
    ...segment.steps.filter(isVisibleContent).map((step): TTopicItem<G> => ({ kind: 'step', segment, step })),
    ...segment.activities
      .filter(isVisibleContent)
      .map((activity): TTopicItem<G> => ({ kind: 'activity', segment, activity })),
  ];
  const order = (item: TTopicItem<G>) => (item.kind === 'step' ? item.step : item.activity);
  const kindRank = (item: TTopicItem<G>) => (item.kind === 'step' ? 0 : 1);
  return items.sort((a, b) => order(a).sort_order - order(b).sort_order || kindRank(a) - kindRank(b) || order(a).id - order(b).id);
}

/** The segment's steps in the order they play. */
function segmentSteps<G extends TNavigableSegment>(segment: G): StepOf<G>[] {
  return segmentItems(segment).flatMap((item) => (item.kind === 'step' ? [item.step] : []));
}

/** Where a segment opens (topic overview rows, and the fallback of an invalid link): its first visible step. */
export function firstVisibleStep<G extends TNavigableSegment>(segment: G): StepOf<G> | null {
  return segmentSteps(segment)[0] ?? null;
}

/** Every visible step of the topic in playing order. */
function topicSteps<G extends TNavigableSegment>(topic: TNavigableTopic<G>): StepOf<G>[] {
  return orderedSegments(topic).flatMap((segment) => segmentSteps(segment));
}

/** The topic's first visible step, or null for a topic without videos. */
export function firstTopicStep<G extends TNavigableSegment>(topic: TNavigableTopic<G>): StepOf<G> | null {
  return topicSteps(topic)[0] ?? null;
}

/**
 * Where a topic resumes when no step is named: the first step not yet complete. When every video
 * is complete, the first step (watching again from the start beats landing on the last video).
 */
export function firstIncompleteStep<G extends TNavigableSegment>(topic: TNavigableTopic<G>): StepOf<G> | null {
  const steps = topicSteps(topic);
  return steps.find((step) => !isStepComplete(step.user_percent_complete)) ?? steps[0] ?? null;
}

/** The segment a step belongs to, if the step is visible in this topic. */
export function findStep<G extends TNavigableSegment>(
  topic: TNavigableTopic<G>,
  stepId: number,
): { segment: G; step: StepOf<G> } | null {
  for (const segment of orderedSegments(topic)) {
    const step = segmentSteps(segment).find((candidate) => candidate.id === stepId);
    if (step) return { segment, step };
  }
  return null;
}

function findActivity<G extends TNavigableSegment>(
  topic: TNavigableTopic<G>,
  activityId: number,
): { segment: G; activity: ActivityOf<G> } | null {
  for (const segment of orderedSegments(topic)) {
    const activity = segment.activities.find((candidate) => candidate.id === activityId && isVisibleContent(candidate));
    if (activity) return { segment, activity };
  }
  return null;
}

/**
 * The Related Resources of a segment: its own resources first, then the topic's, each once and
 * in the order given. Without a segment, the topic's alone.
 */
export function relatedResources<G extends TNavigableSegment, T extends TNavigableTopic<G>>(
  topic: T,
  segment: G | null,
): ResourceOf<G, T>[] {
  const seen = new Set<number>();
  const result: ResourceOf<G, T>[] = [];
  for (const resource of [...(segment?.resources ?? []), ...(topic.resources ?? [])] as ResourceOf<G, T>[]) {
    if (seen.has(resource.id) || !isVisibleContent(resource)) continue;
    seen.add(resource.id);
    result.push(resource);
  }
  return result;
}

/** Every resource a link into this topic may open: the topic's and each segment's. */
function topicResourceIds(topic: TNavigableTopic): Set<number> {
  const ids = new Set<number>();
  for (const resource of topic.resources ?? []) if (isVisibleContent(resource)) ids.add(resource.id);
  for (const segment of orderedSegments(topic))
    for (const resource of segment.resources ?? []) if (isVisibleContent(resource)) ids.add(resource.id);
  return ids;
}

/** The query string of /topic_detail/:topicId, as read from the URL (null or absent when missing). */
export interface TTopicEntryQuery {
  stepId?: string | null | undefined;
  activityId?: string | null | undefined;
  resourceId?: string | null | undefined;
  assessment?: string | null | undefined;
}

export interface TTopicEntry {
  /** The step in the player; null only for a topic without videos. */
  stepId: number | null;
  /** The activity popup to open, if the link named a valid one. */
  activityId: number | null;
  /** The resource popup to open, if the link named a valid one. */
  resourceId: number | null;
  /** assessment=true */
  assessment: boolean;
  /** An id in the link was not part of this topic: it was dropped and the first visible step chosen. */
  invalid: boolean;
  /**
   * The URL must be rewritten in place (history replace) to say `stepId` and drop what was
   * invalid: after an invalid id (spec), and when no step was named, so that the player does not
   * jump to the next incomplete step the moment the current one completes.
   */
  replace: boolean;
}

/** A positive whole number as the URL spells it ('12'), else null ('', '1.5', '-3', '1e3', '0x1'). */
function parseId(value: string | null | undefined): number | null {
  if (value == null || !/^\d{1,9}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 ? id : null;
}

/**
 * Spec section 4, Topic detail entry. A named step, activity or resource that is not part of this
 * topic is dropped and the topic opens at its first visible step, with the history entry replaced.
 * A valid stepId is kept even when another id beside it is invalid: nothing is wrong with the step.
 * With no step named (and nothing invalid), the first incomplete step is chosen.
 */
export function resolveTopicEntry<G extends TNavigableSegment>(topic: TNavigableTopic<G>, query: TTopicEntryQuery): TTopicEntry {
  const given = (value: string | null | undefined) => value != null && value !== '';

  const stepParam = parseId(query.stepId);
  const step = stepParam === null ? null : findStep(topic, stepParam);
  const stepInvalid = given(query.stepId) && step === null;

  const activityParam = parseId(query.activityId);
  const activity = activityParam === null ? null : findActivity(topic, activityParam);
  const activityInvalid = given(query.activityId) && activity === null;

  // Resource ids start at 0 (the tutorial), but the tutorial is no topic's related resource.
  const resourceParam = parseId(query.resourceId);
  const resourceValid = resourceParam !== null && topicResourceIds(topic).has(resourceParam);
  const resourceInvalid = given(query.resourceId) && !resourceValid;

  const invalid = stepInvalid || activityInvalid || resourceInvalid;
  const chosen = step?.step ?? (invalid ? firstTopicStep(topic) : firstIncompleteStep(topic));

  return {
    stepId: chosen?.id ?? null,
    activityId: activity?.activity.id ?? null,
    resourceId: resourceValid ? resourceParam : null,
    assessment: query.assessment === 'true',
    invalid,
    replace: invalid || (step === null && chosen !== null),
  };
}

/**
 * Spec section 4, Step progress: what the 'Next up' overlay offers once a step is watched. The next
 * step or activity of the step's segment; after the segment's last item, the first item of the
 * next segment that has any; after the topic's last item, the assessment. Null when the step is
 * not part of the topic.
 */
export function nextUpAfterStep<G extends TNavigableSegment>(topic: TNavigableTopic<G>, stepId: number): TNextUp<G> | null {
  const segments = orderedSegments(topic);
  for (const [index, segment] of segments.entries()) {
    const items = segmentItems(segment);
    const position = items.findIndex((item) => item.kind === 'step' && item.step.id === stepId);
    if (position === -1) continue;
    const nextInSegment = items[position + 1];
    if (nextInSegment) return nextInSegment;
    for (const later of segments.slice(index + 1)) {
      const first = segmentItems(later)[0];
      if (first) return first;
    }
    return { kind: 'assessment' };
  }
  return null;
}

/**
 * A segment's counts as its items say now. The reply's own counts go stale the moment a video or
 * activity completes on this screen (the cache patch updates the item, not the totals), and the
 * side menu's done markers must change at once.
 */
export function liveSegmentCounts(segment: TNavigableSegment): TSegmentProgressCounts {
  const steps = segment.steps.filter(isVisibleContent);
  const activities = segment.activities.filter(isVisibleContent);
  return {
    done_steps: steps.filter((step) => isStepComplete(step.user_percent_complete)).length,
    total_steps: steps.length,
    done_exercises: activities.filter((activity) => isActivityComplete(activity.user_percent_complete)).length,
    total_exercises: activities.length,
    has_user_assessment: segment.has_user_assessment,
  };
}

/** The topic's counts from its items (see liveSegmentCounts), for the assessment gate. */
export function liveTopicCounts(topic: TNavigableTopic): Omit<TSegmentProgressCounts, 'has_user_assessment'> {
  const totals = { done_steps: 0, total_steps: 0, done_exercises: 0, total_exercises: 0 };
  for (const segment of orderedSegments(topic)) {
    const counts = liveSegmentCounts(segment);
    totals.done_steps += counts.done_steps;
    totals.total_steps += counts.total_steps;
    totals.done_exercises += counts.done_exercises;
    totals.total_exercises += counts.total_exercises;
  }
  return totals;
}
