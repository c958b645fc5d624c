import { ActivityType, ContentStatus, ResourceCategory, type TActivity, type TModule, type TResource, type TSegment, type TStep } from '@innerway/domain';
import { activity as activityOf, resource, segment as segmentOf, topicDetail, topicSummary } from '../../../test/content-fixtures';
import { stepFixture } from '../../player/test/fixtures';

const published = { publish_status: ContentStatus.Published, is_trial_content: true } as const;

function step(id: number, segmentId: number, sortOrder: number, title: string, overrides: Partial<TStep> = {}): TStep {
  return stepFixture({
    id,
    segment_id: segmentId,
    sort_order: sortOrder,
    title,
    media_key: `videos/step-${id}.mp4`,
    captions_key: `captions/step-${id}.en.vtt`,
    ...overrides,
  });
}

function activity(id: number, segmentId: number, sortOrder: number, title: string, type: TActivity['activity_type'], overrides: Partial<TActivity> = {}): TActivity {
  return activityOf({
    id,
    segment_id: segmentId,
    title,
    body: '<p>Take your time.</p>',
    activity_type: type,
    sort_order: sortOrder,
    is_featured: false,
    ...published,
    ...overrides,
  });
}

function resourceFixture(id: number, title: string, overrides: Partial<TResource> = {}): TResource {
  return resource({ id, title, body: '<p>Worth a look.</p>', is_featured: false, ...published, ...overrides });
}

function segment(id: number, number: number, title: string, parts: Partial<TSegment>): TSegment {
  return segmentOf({
    id,
    title,
    body: `<p>About ${title.toLowerCase()}.</p>`,
    segment_number: number,
    minutes_to_complete: 7,
    ...published,
    ...parts,
  });
}

/** Topic 1 of the demo program in miniature: two segments, the second holding the assessment. */
export function topicFixture(overrides: Partial<TModule> = {}): TModule {
  const segments = [
    segment(11, 1, 'Arriving where you are', {
      steps: [step(111, 11, 1, 'Welcome to Connect'), step(112, 11, 2, 'Noticing your breath')],
      activities: [activity(1, 11, 3, 'A three-minute landing', ActivityType.Meditation)],
      resources: [resourceFixture(4, 'Weightless'), resourceFixture(9, 'A one-minute breathing space', { category: ResourceCategory.AudioFile })],
      total_steps: 2,
      total_exercises: 1,
    }),
    segment(12, 2, 'Coming to your senses', {
      has_user_assessment: true,
      steps: [step(121, 12, 1, 'Five things you can notice'), step(122, 12, 2, 'Coming back, again and again')],
      activities: [activity(2, 12, 3, 'Today, I noticed', ActivityType.Journaling)],
      resources: [resourceFixture(5, 'The Present')],
      total_steps: 2,
      total_exercises: 1,
    }),
  ];
  return topicDetail({
    id: 1,
    title: 'Connect',
    subtitle: 'Come back to the present moment',
    body: '<p>Land where you are.</p>',
    image_key: 'banners/connect.svg',
    banner_images: [],
    assessment_intro: 'Take a moment to look back on this topic.',
    quantitative_assessment_question: 'How much do you feel able to come back to the present moment?',
    qualitative_assessment_question_one: 'What helped you feel most present this week?',
    qualitative_assessment_question_two: 'Where in your day could you take one mindful breath?',
    segments,
    // 9 is also a segment resource: listed once.
    resources: [resourceFixture(9, 'A one-minute breathing space', { category: ResourceCategory.AudioFile }), resourceFixture(6, 'Breathing space guide', { category: ResourceCategory.FileDownload })],
    nextModule: topicSummary({
      id: 2,
      title: 'Forward',
      subtitle: '',
      body: '',
      image_key: null,
      banner_images: [],
      hue: 30,
      minutes_to_complete: 20,
      total_steps: 5,
    }),
    ...published,
    ...overrides,
  });
}

/** The same topic with every video and activity complete (the assessment gate open). */
export function completedTopicFixture(overrides: Partial<TModule> = {}): TModule {
  const topic = topicFixture();
  return {
    ...topic,
    segments: topic.segments.map((segment) => ({
      ...segment,
      steps: segment.steps.map((s) => ({ ...s, user_percent_complete: 100, user_time: 20 })),
      activities: segment.activities.map((a) => ({ ...a, user_percent_complete: 100 })),
      done_steps: segment.total_steps,
      done_exercises: segment.total_exercises,
    })),
    done_steps: topic.total_steps,
    done_exercises: topic.total_exercises,
    ...overrides,
  };
}
