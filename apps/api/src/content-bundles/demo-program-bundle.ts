import { createHash } from 'node:crypto';
import { ContentBundleFormat, ContentBundleVersion, ContentStatus, ResourceCategory, type TBundleItemKind, type TBundleManifest } from '@innerway/domain';
import type { Content } from '@innerway/content';
import type { TBundleMediaStore } from './bundle-media.ts';
import { parseManifest, type TBundle } from './read-bundle.ts';

/**
 * The demo program's uid of an item: derived from its stable id (content/README.md), the same
 * md5 that the migration adding uids gave the rows already seeded by those ids.
 */
export function demoUid(kind: TBundleItemKind, id: number): string {
  const hex = createHash('md5').update(`innerway:${kind}:${id}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

const languages = ['en', 'fr', 'es'] as const;
type Texts = Record<string, string | number | null>;
type Localized<T> = Record<(typeof languages)[number], T>;

/** Texts per language from fields given per language (a field absent for an item is left out). */
function perLanguage(fields: Record<string, Localized<string | number> | undefined>): Localized<Texts> {
  return Object.fromEntries(
    languages.map((lang) => [lang, Object.fromEntries(Object.entries(fields).flatMap(([field, values]) => (values ? [[field, values[lang]]] : [])))]),
  ) as Localized<Texts>;
}

/**
 * The demo program (`content/`, read by `loadContent()`) as a whole-program bundle, converted in
 * memory: the content files stay the one source the authors edit and the media generator reads,
 * and the seed imports them through the same reader and import as an uploaded bundle. Its media
 * are the content folder's own (checked by `loadContent()`), so the bundle carries none.
 */
export function demoProgramBundle(content: Content): TBundle {
  // Tests seed every database they make from one loaded program: it is converted once.
  const known = converted.get(content);
  if (known) return known;
  const uid = demoUid;
  const manifest = {
    format: ContentBundleFormat,
    version: ContentBundleVersion,
    exported_at: new Date().toISOString(),
    scope: { kind: 'program' },
    topics: content.topics.map((topic) => ({
      uid: uid('topic', topic.id),
      id: topic.id,
      publish_status: topic.publish_status,
      is_trial_content: topic.is_trial_content,
      sort_order: topic.id,
      slug: topic.slug,
      hue: topic.hue,
      image_key: topic.image_key,
      minutes_to_complete: topic.minutes_to_complete,
      languages: perLanguage({
        title: topic.title,
        subtitle: topic.subtitle,
        body: topic.body,
        assessment_intro: topic.assessment_intro,
        quantitative_assessment_question: topic.quantitative_assessment_question,
        qualitative_assessment_question_one: topic.qualitative_assessment_question_one,
        qualitative_assessment_question_two: topic.qualitative_assessment_question_two,
      }),
    })),
    segments: content.topics.flatMap((topic) =>
      topic.segments.map((segment) => ({
        uid: uid('segment', segment.id),
        id: segment.id,
        publish_status: ContentStatus.Published,
        is_trial_content: topic.is_trial_content,
        sort_order: segment.segment_number,
        topic_uid: uid('topic', topic.id),
        segment_number: segment.segment_number,
        has_user_assessment: segment.has_user_assessment,
        minutes_to_complete: segment.minutes_to_complete,
        languages: perLanguage({ title: segment.title, body: segment.body }),
      })),
    ),
    steps: content.topics.flatMap((topic) =>
      topic.segments.flatMap((segment) =>
        segment.steps.map((step) => ({
          uid: uid('step', step.id),
          id: step.id,
          publish_status: step.publish_status,
          is_trial_content: step.is_trial_content,
          sort_order: step.sort_order,
          segment_uid: uid('segment', segment.id),
          vimeo_link: null,
          media_key: step.media_key,
          duration_seconds: step.duration,
          minutes_to_complete: step.minutes_to_complete,
          languages: perLanguage({ title: step.title, captions_key: step.captions_keys }),
        })),
      ),
    ),
    activities: content.topics.flatMap((topic) =>
      topic.segments.flatMap((segment) =>
        segment.activities.map((activity) => ({
          uid: uid('activity', activity.id),
          id: activity.id,
          publish_status: activity.publish_status,
          is_trial_content: activity.is_trial_content,
          sort_order: activity.sort_order,
          segment_uid: uid('segment', segment.id),
          activity_type: activity.activity_type,
          featured: activity.featured,
          minutes_to_complete: activity.minutes_to_complete,
          languages: perLanguage({
            title: activity.title,
            body: activity.body,
            female_audio_file: activity.meditation?.female_audio_keys,
            female_audio_duration: activity.meditation?.female_audio_duration,
            male_audio_file: activity.meditation?.male_audio_keys,
            male_audio_duration: activity.meditation?.male_audio_duration,
            transcript_key: activity.meditation?.transcript_keys,
          }),
        })),
      ),
    ),
    resources: [
      {
        uid: uid('resource', content.tutorial.id),
        id: content.tutorial.id,
        publish_status: content.tutorial.publish_status,
        is_trial_content: content.tutorial.is_trial_content,
        sort_order: 0,
        category: ResourceCategory.Tutorial,
        external_link: null,
        featured: content.tutorial.featured,
        topic_uids: [],
        segment_uids: [],
        languages: perLanguage({ title: content.tutorial.title, body: content.tutorial.body, captions_key: content.tutorial.captions_keys }),
      },
      ...content.resources.map((resource, index) => ({
        uid: uid('resource', resource.id),
        id: resource.id,
        publish_status: resource.publish_status,
        is_trial_content: resource.is_trial_content,
        sort_order: index + 1,
        category: resource.category,
        external_link: resource.external_link ?? null,
        featured: resource.featured,
        topic_uids: resource.topic_ids.map((id) => uid('topic', id)),
        segment_uids: resource.segment_ids.map((id) => uid('segment', id)),
        languages: perLanguage({
          title: resource.title,
          body: resource.body,
          file_key: resource.file_keys ?? resource.audio_keys,
          file_name: resource.file_names,
          audio_duration: resource.audio_duration,
        }),
      })),
    ],
    media: [],
  };
  // The tutorial's video and its length are one file for every language.
  Object.assign(manifest.resources[0]!.languages.en, { file_key: content.tutorial.media_key, audio_duration: content.tutorial.duration });
  const json = JSON.stringify(manifest);
  const bundle = { manifest: parseManifest(manifest) satisfies TBundleManifest, files: new Map(), hash: createHash('sha256').update(json).digest('hex') };
  converted.set(content, bundle);
  return bundle;
}

const converted = new WeakMap<Content, TBundle>();

/**
 * The demo program's media: the content folder's files, every one listed in its manifest (checked
 * by `loadContent()`), with the durations the media generator read from them by ffprobe: the
 * seed of every test database reads no file.
 */
export function demoProgramMedia(content: Content): Pick<TBundleMediaStore, 'has' | 'durationOf'> {
  return {
    has: async (key) => Object.hasOwn(content.manifest, key),
    durationOf: async (key) => {
      const duration = Object.hasOwn(content.manifest, key) ? content.manifest[key]!.duration : undefined;
      return duration === undefined ? null : Math.floor(duration);
    },
  };
}
