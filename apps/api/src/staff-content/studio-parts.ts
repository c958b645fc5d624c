import {
  ContentStatus,
  StudioTextFields,
  type TLanguage,
  type TStudioItemStatus,
  type TStudioKind,
  type TStudioLanguageState,
  type TStudioPart,
} from '@innerway/domain';
import { columnOf, translationTypeOf } from '../content/drafted-rows.ts';
import type { TContentRows } from '../content/load-content-rows.ts';

// An item of the program as the studio reads it from the content rows: its four parts as members
// have them, its media, and the state of each language.

export type TParts = Record<TStudioPart, Record<string, unknown>>;

type TAnyRow = { id: number; publishStatus: number; isTrialContent: boolean; sortOrder: number } & Record<string, unknown>;

/** The row of an item, or undefined when there is none. */
export function rowOf(rows: TContentRows, kind: TStudioKind, id: number): TAnyRow | undefined {
  const list: readonly TAnyRow[] = {
    topic: rows.modules,
    segment: rows.lessons,
    step: rows.steps,
    activity: rows.exercises,
    resource: rows.extraContents,
  }[kind];
  return list.find((row) => row.id === id);
}

export function statusOf(row: { publishStatus: number }): TStudioItemStatus {
  if (row.publishStatus === ContentStatus.Published) return 'published';
  return row.publishStatus === ContentStatus.Archived ? 'archived' : 'unpublished';
}

/** The topic of a segment, the segment of a step or activity; null for topics and resources. */
export function parentOf(kind: TStudioKind, row: TAnyRow): number | null {
  if (kind === 'segment') return row.moduleId as number;
  return kind === 'step' || kind === 'activity' ? (row.lessonId as number) : null;
}

const linkedResources = (links: readonly { extraContentId: number; sortOrder: number }[]) =>
  [...links].sort((a, b) => a.sortOrder - b.sortOrder || a.extraContentId - b.extraContentId).map((link) => link.extraContentId);

function fieldsOf(rows: TContentRows, kind: TStudioKind, row: TAnyRow): Record<string, unknown> {
  const common = { is_trial_content: row.isTrialContent, archived: row.publishStatus === ContentStatus.Archived, sort_order: row.sortOrder };
  switch (kind) {
    case 'topic':
      return { ...common, resource_ids: linkedResources(rows.moduleLinks.filter((link) => link.moduleId === row.id)) };
    case 'segment':
      return {
        topic_id: row.moduleId,
        ...common,
        has_user_assessment: row.hasUserAssessment,
        resource_ids: linkedResources(rows.lessonLinks.filter((link) => link.lessonId === row.id)),
      };
    case 'step':
      return { segment_id: row.lessonId, ...common, vimeo_link: row.vimeoLink };
    case 'activity':
      return { segment_id: row.lessonId, ...common, activity_type: row.activityType, is_featured: row.isFeatured };
    case 'resource':
      return { category: row.category, ...common, is_featured: row.isFeatured, external_link: row.externalLink };
  }
}

/** An item's translations in one language: field -> text. */
function translationsOf(rows: TContentRows, kind: TStudioKind, id: number, language: TLanguage): Map<string, string> {
  const contentType = translationTypeOf[kind];
  return new Map(
    rows.translations
      .filter((row) => row.contentType === contentType && row.contentId === id && row.language === language)
      .map((row) => [row.field, row.value]),
  );
}

function textsOf(rows: TContentRows, kind: TStudioKind, row: TAnyRow, language: TLanguage): Record<string, string> {
  const fields = StudioTextFields[kind];
  if (language === 'en') return Object.fromEntries(fields.map((field) => [field, String(row[columnOf(field)] ?? '')]));
  const translated = translationsOf(rows, kind, row.id, language);
  return Object.fromEntries(fields.map((field) => [field, translated.get(field) ?? '']));
}

/** The item's four parts as members have them (a language's texts empty where it has none). */
export function publishedParts(rows: TContentRows, kind: TStudioKind, row: TAnyRow): TParts {
  return {
    fields: fieldsOf(rows, kind, row),
    en: textsOf(rows, kind, row, 'en'),
    fr: textsOf(rows, kind, row, 'fr'),
    es: textsOf(rows, kind, row, 'es'),
  };
}

/** Media fields per kind: the row's column (English) and the translations' field (French, Spanish). */
const mediaFields: Record<TStudioKind, readonly { field: string; column: string; translated: string | null }[]> = {
  topic: [{ field: 'image_key', column: 'imageKey', translated: null }],
  segment: [],
  step: [
    { field: 'media_key', column: 'mediaKey', translated: null },
    { field: 'captions_key', column: 'captionsKey', translated: 'captions_key' },
    { field: 'duration_seconds', column: 'durationSeconds', translated: null },
  ],
  activity: [
    { field: 'female_audio_key', column: 'femaleAudioKey', translated: 'female_audio_file' },
    { field: 'female_audio_duration', column: 'femaleAudioDuration', translated: 'female_audio_duration' },
    { field: 'male_audio_key', column: 'maleAudioKey', translated: 'male_audio_file' },
    { field: 'male_audio_duration', column: 'maleAudioDuration', translated: 'male_audio_duration' },
    { field: 'transcript_key', column: 'transcriptKey', translated: 'transcript_key' },
  ],
  resource: [
    { field: 'file_key', column: 'fileKey', translated: 'file_key' },
    { field: 'file_name', column: 'fileName', translated: 'file_name' },
    { field: 'captions_key', column: 'captionsKey', translated: 'captions_key' },
    { field: 'audio_duration', column: 'audioDuration', translated: 'audio_duration' },
  ],
};

type TMediaValue = string | number | null;

/** The item's media, read-only in the studio: per field, its value in each language. */
export function mediaOf(rows: TContentRows, kind: TStudioKind, row: TAnyRow): { field: string; en: TMediaValue; fr: TMediaValue; es: TMediaValue }[] {
  const fr = translationsOf(rows, kind, row.id, 'fr');
  const es = translationsOf(rows, kind, row.id, 'es');
  return mediaFields[kind].map(({ field, column, translated }) => {
    const en = (row[column] ?? null) as TMediaValue;
    const numeric = typeof en === 'number';
    const inLanguage = (table: Map<string, string>): TMediaValue => {
      if (!translated) return en;
      const value = table.get(translated);
      if (value === undefined) return null;
      return numeric || field.endsWith('_duration') ? Number(value) : value;
    };
    return { field, en, fr: inLanguage(fr), es: inLanguage(es) };
  });
}

/** When each part of each item was last published (from the revisions): `kind/id` -> part -> time. */
export type TLastPublished = Map<string, Partial<Record<TStudioPart, Date>>>;
export const itemKey = (kind: TStudioKind, id: number) => `${kind}/${id}`;

/**
 * Each language's state: English is missing without a title; French or Spanish is missing a text
 * that English has, or outdated when English was published after it last was.
 */
export function languageStates(
  parts: TParts,
  published: Partial<Record<TStudioPart, Date>> | undefined,
): { states: Record<TLanguage, TStudioLanguageState>; missing: Record<'fr' | 'es', string[]> } {
  const english = parts.en as Record<string, string>;
  const missingIn = (language: 'fr' | 'es') => {
    const texts = parts[language] as Record<string, string>;
    return Object.keys(english).filter((field) => english[field] !== '' && texts[field] === '');
  };
  const missing = { fr: missingIn('fr'), es: missingIn('es') };
  const stateOf = (language: 'fr' | 'es'): TStudioLanguageState => {
    if (missing[language].length > 0) return 'missing';
    const englishAt = published?.en;
    const languageAt = published?.[language];
    return englishAt && (!languageAt || languageAt < englishAt) ? 'outdated' : 'complete';
  };
  return { states: { en: english.title === '' ? 'missing' : 'complete', fr: stateOf('fr'), es: stateOf('es') }, missing };
}
