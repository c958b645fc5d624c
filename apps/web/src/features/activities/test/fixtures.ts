import { ActivityType, ContentStatus, ResourceCategory, type TActivity, type TResource } from '@innerway/domain';

export function activityFixture(overrides: Partial<TActivity> = {}): TActivity {
  return {
    id: 1,
    segment_id: 11,
    module_id: 1,
    title: 'A three-minute landing',
    body: '<p>Find a comfortable position.</p>',
    activity_type: ActivityType.Meditation,
    sort_order: 3,
    minutes_to_complete: 3,
    is_featured: false,
    male_audio_id: 'audio/meditation-1-male-en.mp3',
    male_audio_duration: 62,
    female_audio_id: 'audio/meditation-1-female-en.mp3',
    female_audio_duration: 60,
    transcript_key: 'transcripts/meditation-1.en.txt',
    user_percent_complete: 0,
    publish_status: ContentStatus.Published,
    is_trial_content: true,
    ...overrides,
  };
}

export function writtenActivityFixture(overrides: Partial<TActivity> = {}): TActivity {
  return activityFixture({
    id: 3,
    title: "I'm having the thought that...",
    body: '<p>Pick a thought that has been bothering you.</p><script>alert(1)</script>',
    activity_type: ActivityType.Activity,
    male_audio_id: null,
    male_audio_duration: null,
    female_audio_id: null,
    female_audio_duration: null,
    transcript_key: null,
    ...overrides,
  });
}

export function resourceFixture(overrides: Partial<TResource> = {}): TResource {
  return {
    id: 1,
    title: 'Weightless, by Marconi Union',
    body: '<p>A slow, spacious instrumental piece.</p>',
    category: ResourceCategory.SongRecommendation,
    external_link: null,
    file_id: null,
    file_name: null,
    audio_duration: null,
    captions_key: null,
    is_featured: false,
    publish_status: ContentStatus.Published,
    is_trial_content: true,
    ...overrides,
  };
}
