import type { PgTable } from 'drizzle-orm/pg-core';
import type { TBundleItemKind } from '@innerway/domain';
import { exercises, extraContents, lessons, modules, steps } from '../db/schema.ts';

/**
 * How each kind of bundle item maps onto its table: its language-neutral fields and its texts (English
 * in the row, French and Spanish as `translations` rows under the API's field names).
 */
export interface TKindSpec {
  kind: TBundleItemKind;
  table: PgTable & { id: unknown; uid: unknown };
  tableName: string;
  /** `translations.content_type` */
  translationType: string;
  /** bundle field -> row property (camelCase) */
  fields: Record<string, string>;
  /** A parent by uid: bundle field -> row property holding the parent's id, and the parent's kind. */
  parent?: { field: string; column: string; kind: TBundleItemKind };
  /** bundle text field -> row property; French and Spanish are translations of the same name. */
  texts: Record<string, string>;
  /** Text fields holding a number (seconds): stored as text in translations. */
  numericTexts: readonly string[];
}

const common = { publish_status: 'publishStatus', is_trial_content: 'isTrialContent', sort_order: 'sortOrder' };

export const KindSpecs: Record<TBundleItemKind, TKindSpec> = {
  topic: {
    kind: 'topic',
    table: modules,
    tableName: 'modules',
    translationType: 'module',
    fields: { ...common, slug: 'slug', hue: 'hue', image_key: 'imageKey', minutes_to_complete: 'minutesToComplete' },
    texts: {
      title: 'title',
      subtitle: 'subtitle',
      body: 'body',
      assessment_intro: 'assessmentIntro',
      quantitative_assessment_question: 'quantitativeAssessmentQuestion',
      qualitative_assessment_question_one: 'qualitativeAssessmentQuestionOne',
      qualitative_assessment_question_two: 'qualitativeAssessmentQuestionTwo',
    },
    numericTexts: [],
  },
  segment: {
    kind: 'segment',
    table: lessons,
    tableName: 'lessons',
    translationType: 'lesson',
    fields: { ...common, segment_number: 'segmentNumber', has_user_assessment: 'hasUserAssessment', minutes_to_complete: 'minutesToComplete' },
    parent: { field: 'topic_uid', column: 'moduleId', kind: 'topic' },
    texts: { title: 'title', body: 'body' },
    numericTexts: [],
  },
  step: {
    kind: 'step',
    table: steps,
    tableName: 'steps',
    translationType: 'step',
    fields: { ...common, vimeo_link: 'vimeoLink', media_key: 'mediaKey', duration_seconds: 'durationSeconds', minutes_to_complete: 'minutesToComplete' },
    parent: { field: 'segment_uid', column: 'lessonId', kind: 'segment' },
    texts: { title: 'title', captions_key: 'captionsKey' },
    numericTexts: [],
  },
  activity: {
    kind: 'activity',
    table: exercises,
    tableName: 'exercises',
    translationType: 'exercise',
    fields: { ...common, activity_type: 'activityType', featured: 'isFeatured', minutes_to_complete: 'minutesToComplete' },
    parent: { field: 'segment_uid', column: 'lessonId', kind: 'segment' },
    texts: {
      title: 'title',
      body: 'body',
      female_audio_file: 'femaleAudioKey',
      female_audio_duration: 'femaleAudioDuration',
      male_audio_file: 'maleAudioKey',
      male_audio_duration: 'maleAudioDuration',
      transcript_key: 'transcriptKey',
    },
    numericTexts: ['female_audio_duration', 'male_audio_duration'],
  },
  resource: {
    kind: 'resource',
    table: extraContents,
    tableName: 'extra_contents',
    translationType: 'extra_content',
    fields: { ...common, category: 'category', external_link: 'externalLink', featured: 'isFeatured' },
    texts: { title: 'title', body: 'body', file_key: 'fileKey', file_name: 'fileName', captions_key: 'captionsKey', audio_duration: 'audioDuration' },
    numericTexts: ['audio_duration'],
  },
};

/** The kinds in the order an import writes them: parents first. */
export const KindsInOrder = ['topic', 'segment', 'step', 'activity', 'resource'] as const satisfies readonly TBundleItemKind[];

/** The manifest's list of each kind. */
export const ListOfKind = {
  topic: 'topics',
  segment: 'segments',
  step: 'steps',
  activity: 'activities',
  resource: 'resources',
} as const satisfies Record<TBundleItemKind, string>;

/** The text fields holding a rich-text body (sanitised on the way in). */
export const BodyFields = ['body'] as const;
