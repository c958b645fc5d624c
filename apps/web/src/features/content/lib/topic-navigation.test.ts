import { describe, expect, it } from 'vitest';
import { ContentStatus } from '@innerway/domain';
import {
  findStep,
  firstIncompleteStep,
  firstTopicStep,
  firstVisibleStep,
  liveSegmentCounts,
  liveTopicCounts,
  nextUpAfterStep,
  orderedSegments,
  relatedResources,
  resolveTopicEntry,
  segmentItems,
  type TNavigableActivity,
  type TNavigableResource,
  type TNavigableSegment,
  type TNavigableStep,
  type TNextUp,
} from './topic-navigation';

const step = (id: number, sort_order: number, extra: Partial<TNavigableStep> = {}): TNavigableStep => ({
  id,
  sort_order,
  publish_status: ContentStatus.Published,
  user_percent_complete: 0,
  ...extra,
});

const activity = (id: number, sort_order: number, extra: Partial<TNavigableActivity> = {}): TNavigableActivity => ({
  id,
  sort_order,
  publish_status: ContentStatus.Published,
  user_percent_complete: 0,
  ...extra,
});

const resource = (id: number, publish_status: TNavigableResource['publish_status'] = ContentStatus.Published) => ({ id, publish_status });

const segment = (id: number, segment_number: number, parts: Partial<TNavigableSegment> = {}): TNavigableSegment => ({
  id,
  segment_number,
  publish_status: ContentStatus.Published,
  has_user_assessment: false,
  steps: [],
  activities: [],
  resources: [],
  ...parts,
});

/** Like the demo topic 1: two segments, steps first, activities after; the last holds the assessment. */
function demoTopic() {
  return {
    resources: [resource(5), resource(9)],
    segments: [
      // Listed out of order on purpose: segment_number decides.
      segment(12, 2, {
        has_user_assessment: true,
        steps: [step(122, 2), step(121, 1)],
        activities: [activity(3, 4), activity(2, 3)],
        resources: [resource(9), resource(7)],
      }),
      segment(11, 1, { steps: [step(111, 1), step(112, 2)], activities: [activity(1, 3)], resources: [resource(4)] }),
    ],
  };
}

const ids = (items: ReturnType<typeof segmentItems>) => items.map((item) => (item.kind === 'step' ? `s${item.step.id}` : `a${item.activity.id}`));
const describeNext = (next: TNextUp | null) =>
  next === null ? null : next.kind === 'assessment' ? 'assessment' : next.kind === 'step' ? `s${next.step.id}` : `a${next.activity.id}`;

describe('segment order', () => {
  it('orders segments by number and hides archived ones', () => {
    const topic = demoTopic();
    expect(orderedSegments(topic).map((s) => s.id)).toEqual([11, 12]);
    const archived = { segments: [...topic.segments, segment(13, 3, { publish_status: ContentStatus.Archived })] };
    expect(orderedSegments(archived).map((s) => s.id)).toEqual([11, 12]);
  });

  it('orders items by sort_order, steps before activities on a tie, and keeps drafts but not archived items', () => {
    const mixed = segment(1, 1, {
      steps: [step(10, 2), step(11, 1, { publish_status: ContentStatus.Draft }), step(12, 3, { publish_status: ContentStatus.Archived })],
      activities: [activity(20, 2), activity(21, 1)],
    });
    expect(ids(segmentItems(mixed))).toEqual(['s11', 'a21', 's10', 'a20']);
  });
});

describe('firstVisibleStep', () => {
  it('is the lowest sort_order step that is not archived', () => {
    const s = segment(1, 1, { steps: [step(10, 1, { publish_status: ContentStatus.Archived }), step(12, 3), step(11, 2)] });
    expect(firstVisibleStep(s)?.id).toBe(11);
  });

  it('is null for a segment with only activities', () => {
    expect(firstVisibleStep(segment(1, 1, { activities: [activity(1, 1)] }))).toBeNull();
  });
});

describe('firstIncompleteStep', () => {
  it('is the first step below 100 in topic order, across segments', () => {
    const topic = demoTopic();
    expect(firstIncompleteStep(topic)?.id).toBe(111);
    topic.segments[1]!.steps = [step(111, 1, { user_percent_complete: 100 }), step(112, 2, { user_percent_complete: 99 })];
    expect(firstIncompleteStep(topic)?.id).toBe(112);
    topic.segments[1]!.steps = [step(111, 1, { user_percent_complete: 100 }), step(112, 2, { user_percent_complete: 100 })];
    expect(firstIncompleteStep(topic)?.id).toBe(121);
  });

  it('starts again at the first step when every video is complete, and is null without videos', () => {
    const done = { segments: [segment(1, 1, { steps: [step(10, 1, { user_percent_complete: 100 }), step(11, 2, { user_percent_complete: 100 })] })] };
    expect(firstIncompleteStep(done)?.id).toBe(10);
    expect(firstIncompleteStep({ segments: [segment(1, 1, { activities: [activity(1, 1)] })] })).toBeNull();
  });
});

describe('resolveTopicEntry', () => {
  const topic = demoTopic();

  it('keeps a valid stepId as it is', () => {
    expect(resolveTopicEntry(topic, { stepId: '122' })).toEqual({
      stepId: 122,
      activityId: null,
      resourceId: null,
      assessment: false,
      invalid: false,
      replace: false,
    });
  });

  it('chooses the first incomplete step when none is named, and asks to write it into the URL', () => {
    const progressed = demoTopic();
    progressed.segments[1]!.steps = [step(111, 1, { user_percent_complete: 100 }), step(112, 2, { user_percent_complete: 40 })];
    expect(resolveTopicEntry(progressed, {})).toMatchObject({ stepId: 112, invalid: false, replace: true });
    expect(resolveTopicEntry(progressed, { stepId: '' })).toMatchObject({ stepId: 112, invalid: false, replace: true });
  });

  it('falls back to the first visible step for a step of another topic, and asks to replace the entry', () => {
    const progressed = demoTopic();
    progressed.segments[1]!.steps = [step(111, 1, { user_percent_complete: 100 }), step(112, 2)];
    // Not the first incomplete step (112): the spec says the first visible one.
    expect(resolveTopicEntry(progressed, { stepId: '999' })).toMatchObject({ stepId: 111, invalid: true, replace: true });
  });

  it.each(['abc', '1.5', '-111', '0', '1e3', ' 111'])('treats the malformed stepId %j as invalid', (stepId) => {
    expect(resolveTopicEntry(topic, { stepId })).toMatchObject({ stepId: 111, invalid: true, replace: true });
  });

  it('opens a valid activity or resource of the topic, from any segment', () => {
    expect(resolveTopicEntry(topic, { stepId: '112', activityId: '3' })).toMatchObject({ stepId: 112, activityId: 3, invalid: false, replace: false });
    // 7 belongs to segment 12, 5 to the topic itself.
    expect(resolveTopicEntry(topic, { stepId: '112', resourceId: '7' })).toMatchObject({ resourceId: 7, invalid: false });
    expect(resolveTopicEntry(topic, { stepId: '112', resourceId: '5' })).toMatchObject({ resourceId: 5, invalid: false });
  });

  it('drops an activity or resource that is not part of the topic and falls back to the first visible step', () => {
    expect(resolveTopicEntry(topic, { activityId: '99' })).toMatchObject({ stepId: 111, activityId: null, invalid: true, replace: true });
    // The tutorial (0) and unknown resources are no related resource of this topic.
    expect(resolveTopicEntry(topic, { resourceId: '0' })).toMatchObject({ stepId: 111, resourceId: null, invalid: true });
    expect(resolveTopicEntry(topic, { resourceId: '12' })).toMatchObject({ stepId: 111, resourceId: null, invalid: true });
  });

  it('keeps a valid step beside an invalid activity, but still drops the activity and replaces', () => {
    expect(resolveTopicEntry(topic, { stepId: '122', activityId: '99' })).toMatchObject({ stepId: 122, activityId: null, invalid: true, replace: true });
  });

  it('treats archived items as unknown', () => {
    const archived = demoTopic();
    archived.segments[0]!.activities = [activity(3, 4, { publish_status: ContentStatus.Archived })];
    archived.resources = [resource(5, ContentStatus.Archived)];
    expect(resolveTopicEntry(archived, { stepId: '111', activityId: '3' })).toMatchObject({ activityId: null, invalid: true });
    expect(resolveTopicEntry(archived, { stepId: '111', resourceId: '5' })).toMatchObject({ resourceId: null, invalid: true });
  });

  it('reads assessment=true only', () => {
    expect(resolveTopicEntry(topic, { stepId: '111', assessment: 'true' }).assessment).toBe(true);
    expect(resolveTopicEntry(topic, { stepId: '111', assessment: '1' }).assessment).toBe(false);
    expect(resolveTopicEntry(topic, { stepId: '111', assessment: null }).assessment).toBe(false);
  });

  it('has no step for a topic without videos, and nothing to replace', () => {
    const empty = { segments: [segment(1, 1, { activities: [activity(1, 1)] })] };
    expect(resolveTopicEntry(empty, {})).toMatchObject({ stepId: null, invalid: false, replace: false });
  });
});

describe('nextUpAfterStep', () => {
  const topic = demoTopic();

  it('is the next step in the segment', () => {
    expect(describeNext(nextUpAfterStep(topic, 111))).toBe('s112');
  });

  it('is the activity that follows a step', () => {
    expect(describeNext(nextUpAfterStep(topic, 112))).toBe('a1');
    expect(describeNext(nextUpAfterStep(topic, 122))).toBe('a2');
  });

  it('puts a step before an activity with the same sort_order', () => {
    const tie = { segments: [segment(1, 1, { steps: [step(10, 1), step(11, 2)], activities: [activity(20, 1)] })] };
    expect(describeNext(nextUpAfterStep(tie, 10))).toBe('a20');
  });

  it("moves on to the next segment's first item, skipping empty segments", () => {
    const topic2 = demoTopic();
    topic2.segments[1]!.activities = [];
    expect(describeNext(nextUpAfterStep(topic2, 112))).toBe('s121');
    const withEmpty = { segments: [...topic2.segments, segment(15, 1.5 as number)] };
    expect(describeNext(nextUpAfterStep(withEmpty, 112))).toBe('s121');
  });

  it("is the assessment after the topic's last item, even when the last item is a step", () => {
    const endsWithStep = { segments: [segment(1, 1, { steps: [step(10, 1), step(11, 2)] })] };
    expect(describeNext(nextUpAfterStep(endsWithStep, 11))).toBe('assessment');
    const last = { segments: [segment(1, 1, { steps: [step(10, 1)], activities: [activity(20, 0)] })] };
    expect(describeNext(nextUpAfterStep(last, 10))).toBe('assessment');
  });

  it('is null for a step that is not in the topic', () => {
    expect(nextUpAfterStep(topic, 999)).toBeNull();
  });
});

describe('relatedResources', () => {
  it("lists the segment's resources, then the topic's, each once and never archived", () => {
    const topic = demoTopic();
    const [first, second] = orderedSegments(topic);
    expect(relatedResources(topic, second!).map((r) => r.id)).toEqual([9, 7, 5]);
    expect(relatedResources(topic, first!).map((r) => r.id)).toEqual([4, 5, 9]);
    expect(relatedResources(topic, null).map((r) => r.id)).toEqual([5, 9]);
    topic.resources = [resource(5, ContentStatus.Archived)];
    expect(relatedResources(topic, first!).map((r) => r.id)).toEqual([4]);
  });
});

describe('live counts', () => {
  it('count complete steps (100) and activities (above 90) from the items', () => {
    const s = segment(1, 1, {
      has_user_assessment: true,
      steps: [step(10, 1, { user_percent_complete: 100 }), step(11, 2, { user_percent_complete: 99 })],
      activities: [activity(20, 3, { user_percent_complete: 91 }), activity(21, 4, { user_percent_complete: 90 })],
    });
    expect(liveSegmentCounts(s)).toEqual({ done_steps: 1, total_steps: 2, done_exercises: 1, total_exercises: 2, has_user_assessment: true });
  });

  it('sum over the visible segments of a topic, leaving archived items out', () => {
    const topic = demoTopic();
    topic.segments[1]!.steps = [step(111, 1, { user_percent_complete: 100 }), step(112, 2, { publish_status: ContentStatus.Archived })];
    expect(liveTopicCounts(topic)).toEqual({ done_steps: 1, total_steps: 3, done_exercises: 0, total_exercises: 3 });
  });
});

describe('findStep', () => {
  it('finds a step with its segment', () => {
    const found = findStep(demoTopic(), 121);
    expect(found?.segment.id).toBe(12);
    expect(firstTopicStep(demoTopic())?.id).toBe(111);
  });
});
