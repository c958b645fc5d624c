import {
  ActivityType,
  ContentStatus,
  ResourceCategory,
  ZLockedActivity,
  ZLockedModuleSummary,
  ZLockedResource,
  ZLockedStep,
  type TActivity,
  type TLockedActivity,
  type TLockedModuleSummary,
  type TLockedResource,
  type TLockedStep,
  type TModule,
  type TModuleSummary,
  type TResource,
  type TSegment,
  type TStep,
} from '@innerway/domain';

// Content replies as the API sends them, small enough to read in a test; every field can be
// overridden.

export function topicSummary(overrides: Partial<TModuleSummary> = {}): TModuleSummary {
  const id = overrides.id ?? 1;
  return {
    id,
    title: `Topic ${id}`,
    subtitle: `Subtitle ${id}`,
    body: '<p>About this topic.</p>',
    image_key: `banners/topic-${id}.svg`,
    banner_images: [
      { key: `banners/topic-${id}-md-1x.webp`, width: 768 },
      { key: `banners/topic-${id}-sm-1x.webp`, width: 420 },
      { key: `banners/topic-${id}-xl-1x.webp`, width: 1440 },
    ],
    hue: 174,
    minutes_to_complete: 16,
    sort_order: id,
    publish_status: ContentStatus.Published,
    is_trial_content: false,
    done_steps: 0,
    total_steps: 4,
    done_exercises: 0,
    total_exercises: 2,
    user_assessment_completed: false,
    user_percent_complete: 0,
    ...overrides,
  };
}

export function step(overrides: Partial<TStep> & { id: number; segment_id: number }): TStep {
  return {
    title: `Step ${overrides.id}`,
    vimeo_link: null,
    media_key: `videos/step-${overrides.id}.mp4`,
    captions_key: null,
    duration_seconds: 120,
    sort_order: 1,
    minutes_to_complete: 2,
    user_percent_complete: 0,
    user_time: 0,
    publish_status: ContentStatus.Published,
    is_trial_content: false,
    ...overrides,
  };
}

export function activity(overrides: Partial<TActivity> & { id: number }): TActivity {
  return {
    segment_id: 11,
    module_id: 1,
    title: `Activity ${overrides.id}`,
    body: '<p>Try this.</p>',
    activity_type: ActivityType.Activity,
    sort_order: 5,
    minutes_to_complete: 3,
    is_featured: true,
    male_audio_id: null,
    male_audio_duration: null,
    female_audio_id: null,
    female_audio_duration: null,
    transcript_key: null,
    user_percent_complete: 0,
    publish_status: ContentStatus.Published,
    is_trial_content: false,
    ...overrides,
  };
}

export function resource(overrides: Partial<TResource> & { id: number }): TResource {
  return {
    title: `Resource ${overrides.id}`,
    body: '<p>A recommendation.</p>',
    category: ResourceCategory.SongRecommendation,
    external_link: null,
    file_id: null,
    file_name: null,
    audio_duration: null,
    captions_key: null,
    is_featured: true,
    publish_status: ContentStatus.Published,
    is_trial_content: false,
    ...overrides,
  };
}

export function segment(overrides: Partial<TSegment> & { id: number }): TSegment {
  return {
    module_id: 1,
    title: `Segment ${overrides.id}`,
    body: '',
    segment_number: 1,
    minutes_to_complete: 8,
    has_user_assessment: false,
    steps: [],
    activities: [],
    resources: [],
    done_steps: 0,
    total_steps: 0,
    done_exercises: 0,
    total_exercises: 0,
    publish_status: ContentStatus.Published,
    is_trial_content: false,
    ...overrides,
  };
}

export function topicDetail(overrides: Partial<TModule> = {}): TModule {
  return {
    ...topicSummary(overrides),
    assessment_intro: '',
    quantitative_assessment_question: '',
    qualitative_assessment_question_one: '',
    qualitative_assessment_question_two: '',
    segments: [],
    resources: [],
    ...overrides,
  };
}

// An item as the API sends it to a trial user who may not open it: its locked shape, which keeps
// only the fields that shape declares (zod drops the rest).
export const lockedTopic = (topic: TModuleSummary): TLockedModuleSummary => ZLockedModuleSummary.parse({ ...topic, locked: true });
export const lockedStep = (item: TStep): TLockedStep => ZLockedStep.parse({ ...item, locked: true });
export const lockedActivity = (item: TActivity): TLockedActivity => ZLockedActivity.parse({ ...item, locked: true });
export const lockedResource = (item: TResource): TLockedResource => ZLockedResource.parse({ ...item, locked: true });
