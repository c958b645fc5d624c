import type { TStudioItem, TStudioTree } from '@innerway/domain';

const noDraft = { version: 0, values: null, updated_at: null, updated_by: null };

const texts = (title: string) => ({
  title,
  subtitle: '',
  body: '<p>Hello</p>',
  assessment_intro: '',
  quantitative_assessment_question: '',
  qualitative_assessment_question_one: '',
  qualitative_assessment_question_two: '',
});

/** A published topic: English, French and Spanish, no draft pending. */
export const reachTopic: TStudioItem = {
  kind: 'topic',
  id: 6,
  status: 'published',
  parent_id: null,
  published: {
    fields: { is_trial_content: false, archived: false, sort_order: 6, resource_ids: [], media: { image_key: 'banners/reach.svg' } },
    en: texts('Reach'),
    fr: texts('Tendre la main'),
    es: texts('Acercarte'),
  },
  drafts: { fields: noDraft, en: noDraft, fr: { ...noDraft, version: 2 }, es: noDraft },
  languages: { en: 'complete', fr: 'complete', es: 'complete' },
  media: [{ key: 'banners/reach.svg', kind: 'image', duration_seconds: null, url: '/content_media/banners/reach.svg' }],
};

/** The same topic once a French title is waiting to be published. */
export const reachWithFrenchDraft: TStudioItem = {
  ...reachTopic,
  drafts: {
    ...reachTopic.drafts,
    fr: { version: 3, values: texts('Tendre la main, autrement'), updated_at: '2026-11-26T13:00:00.000Z', updated_by: 'editor@example.com' },
  },
};

const voices = (language: string) => ({
  female_audio_key: `audio/meditation-14-female-${language}.mp3`,
  male_audio_key: `audio/meditation-14-male-${language}.mp3`,
  transcript_key: `transcripts/meditation-14.${language}.txt`,
});
const recording = (key: string, seconds: number) => ({ key, kind: 'audio' as const, duration_seconds: seconds, url: `/content_media/${key}` });

/** A published meditation with both voices and a transcript in each language. */
export const meditation: TStudioItem = {
  kind: 'activity',
  id: 14,
  status: 'published',
  parent_id: 71,
  published: {
    fields: { segment_id: 71, is_trial_content: true, archived: false, sort_order: 3, activity_type: 2, is_featured: true },
    en: { title: 'Making room for a feeling', body: '<p>Sit.</p>', media: voices('en') },
    fr: { title: 'Faire de la place à un ressenti', body: '<p>Asseyez-vous.</p>', media: voices('fr') },
    es: { title: 'Hacer sitio a un sentimiento', body: '<p>Siéntate.</p>', media: voices('es') },
  },
  drafts: { fields: noDraft, en: noDraft, fr: { ...noDraft, version: 4 }, es: noDraft },
  languages: { en: 'complete', fr: 'complete', es: 'complete' },
  media: [
    recording('audio/meditation-14-female-en.mp3', 151),
    recording('audio/meditation-14-male-en.mp3', 149),
    recording('audio/meditation-14-female-fr.mp3', 163),
    recording('audio/meditation-14-male-fr.mp3', 158),
  ],
};

const node = { status: 'published' as const, archived: false, is_trial_content: false, pending_parts: [], languages: { en: 'complete', fr: 'complete', es: 'complete' } as const };

export const tree: TStudioTree = {
  topics: [
    {
      ...node,
      kind: 'topic',
      id: 1,
      title: 'Connect',
      sort_order: 1,
      is_trial_content: true,
      resource_ids: [12],
      segments: [
        {
          ...node,
          kind: 'segment',
          id: 11,
          title: 'Arriving',
          sort_order: 1,
          resource_ids: [],
          children: [
            { ...node, kind: 'step', id: 111, title: 'Welcome', sort_order: 1 },
            { ...node, kind: 'activity', id: 112, title: 'Three minutes to land', sort_order: 2 },
          ],
        },
      ],
    },
    { ...node, kind: 'topic', id: 6, title: 'Reach', sort_order: 2, resource_ids: [], segments: [], pending_parts: ['fr'], languages: { en: 'complete', fr: 'complete', es: 'outdated' } },
    { ...node, kind: 'topic', id: 9, title: 'Rest', sort_order: 3, status: 'unpublished', resource_ids: [], segments: [] },
  ],
  resources: [{ ...node, kind: 'resource', id: 12, title: 'A book on listening', sort_order: 1, category: 3 }],
};
