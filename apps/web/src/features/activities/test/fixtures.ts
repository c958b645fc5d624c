import { ActivityType, type TActivity, type TResource } from '@innerway/domain';
import { activity, resource } from '../../../test/content-fixtures';

/** What the content of these tests shares: open to trial users, not featured. */
const trialContent = { is_featured: false, is_trial_content: true } as const;

/** A meditation with both voices and a transcript. */
export function activityFixture(overrides: Partial<TActivity> = {}): TActivity {
  return activity({
    id: 1,
    title: 'A three-minute landing',
    body: '<p>Find a comfortable position.</p>',
    activity_type: ActivityType.Meditation,
    sort_order: 3,
    male_audio_id: 'audio/meditation-1-male-en.mp3',
    male_audio_duration: 62,
    female_audio_id: 'audio/meditation-1-female-en.mp3',
    female_audio_duration: 60,
    transcript_key: 'transcripts/meditation-1.en.txt',
    ...trialContent,
    ...overrides,
  });
}

/** A written activity, with a script in its body that must never run. */
export function writtenActivityFixture(overrides: Partial<TActivity> = {}): TActivity {
  return activity({
    id: 3,
    title: "I'm having the thought that...",
    body: '<p>Pick a thought that has been bothering you.</p><script>alert(1)</script>',
    activity_type: ActivityType.Activity,
    sort_order: 3,
    ...trialContent,
    ...overrides,
  });
}

/** A song recommendation. */
export function resourceFixture(overrides: Partial<TResource> = {}): TResource {
  return resource({
    id: 1,
    title: 'Weightless, by Marconi Union',
    body: '<p>A slow, spacious instrumental piece.</p>',
    ...trialContent,
    ...overrides,
  });
}
