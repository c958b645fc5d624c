import type { TStep } from '@innerway/domain';
import { step } from '../../../test/content-fixtures';

/** The first step of topic 1: a 20-second local video with English captions. */
export function stepFixture(overrides: Partial<TStep> = {}): TStep {
  return step({
    id: 111,
    segment_id: 11,
    title: 'Welcome to Connect',
    media_key: 'videos/connect-1-1.mp4',
    captions_key: 'captions/step-111.en.vtt',
    duration_seconds: 20,
    minutes_to_complete: 1,
    is_trial_content: true,
    ...overrides,
  });
}
