import { ContentStatus, type TStep } from '@innerway/domain';

export function stepFixture(overrides: Partial<TStep> = {}): TStep {
  return {
    id: 111,
    segment_id: 11,
    title: 'Welcome to Connect',
    vimeo_link: null,
    media_key: 'videos/connect-1-1.mp4',
    captions_key: 'captions/step-111.en.vtt',
    duration_seconds: 20,
    sort_order: 1,
    minutes_to_complete: 1,
    user_percent_complete: 0,
    user_time: 0,
    publish_status: ContentStatus.Published,
    is_trial_content: true,
    ...overrides,
  };
}
