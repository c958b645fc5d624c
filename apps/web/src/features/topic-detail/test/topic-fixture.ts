import { ActivityType, ContentStatus, ResourceCategory, type TActivity, type TModule, type TResource, type TSegment, type TStep } from '@innerway/domain';
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
  return {
    id,
    segment_id: segmentId,
    module_id: 1,
    title,
    body: '<p>Take your time.</p>',
    activity_type: type,
    sort_order: sortOrder,
    minutes_to_complete: 3,
    is_featured: false,
    male_audio_id: null,
    male_audio_duration: null,
    female_audio_id: null,
    female_audio_duration: null,
    transcript_key: null,
    user_percent_complete: 0,
    ...published,
    ...overrides,
  };
}

export function resourceFixture(id: number, title: string, overrides: Partial<TResource> = {}): TResource {
  return {
    id,
    title,
    body: '<p>Worth a look.</p>',
    category: ResourceCategory.SongRecommendation,
    external_link: null,
    file_id: null,
    file_name: null,
    audio_duration: null,
    captions_key: null,
    is_featured: false,
    ...published,
    ...overrides,
  };
}

function segment(id: number, number: number, title: string, parts: Partial<TSegment>): TSegment {
  return {
    id,
    module_id: 1,
    title,
    body: `<p>About ${title.toLowerCase()}.</p>`,
    segment_number: number,
    minutes_to_complete: 7,
    has_user_assessment: false,
    steps: [],
    activities: [],
    resources: [],
    done_steps: 0,
    total_steps: 0,
    done_exercises: 0,
    total_exercises: 0,
    ...published,
    ...parts,
  };
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
  return {
    id: 1,
    title: 'Connect',
    subtitle: 'Come back to the present moment',
    body: '<p>Land where you are.</p>',
    image_key: 'banners/connect.svg',
    banner_images: [],
    hue: 174,
    minutes_to_complete: 16,
    sort_order: 1,
    user_assessment_completed: false,
    user_percent_complete: 0,
    assessment_intro: 'Take a moment to look back on this topic.',
    quantitative_assessment_question: 'How much do you feel able to come back to the present moment?',
    qualitative_assessment_question_one: 'What helped you feel most present this week?',
    qualitative_assessment_question_two: 'Where in your day could you take one mindful breath?',
    segments,
    // 9 is also a segment resource: listed once.
    resources: [resourceFixture(9, 'A one-minute breathing space', { category: ResourceCategory.AudioFile }), resourceFixture(6, 'Breathing space guide', { category: ResourceCategory.FileDownload })],
    nextModule: {
      id: 2,
      title: 'Forward',
      subtitle: '',
      body: '',
      image_key: null,
      banner_images: [],
      hue: 30,
      minutes_to_complete: 20,
      sort_order: 2,
      user_assessment_completed: false,
      user_percent_complete: 0,
      done_steps: 0,
      total_steps: 5,
      done_exercises: 0,
      total_exercises: 2,
      ...published,
      is_trial_content: false,
    },
    done_steps: 0,
    total_steps: 4,
    done_exercises: 0,
    total_exercises: 2,
    ...published,
    ...overrides,
  };
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
