import {
  ContentStatus,
  contentMediaPath,
  StudioTextFields,
  type TLanguage,
  type TStudioItemStatus,
  type TStudioKind,
  type TStudioLanguageState,
  type TStudioMedia,
  type TStudioPart,
} from '@innerway/domain';
import { columnOf, mediaKeysOf, publishedMedia, translationTypeOf } from '../content/drafted-rows.ts';
import type { TContentRows } from '../content/load-content-rows.ts';
import { mediaKindOfKey, type TMediaObject } from '../media-store/media-objects.ts';

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

/** The item's four parts as members have them (a language's texts empty where it has none), media included. */
export function publishedParts(rows: TContentRows, kind: TStudioKind, row: TAnyRow): TParts {
  return {
    fields: { ...fieldsOf(rows, kind, row), ...publishedMedia(rows, kind, 'fields', row) },
    en: { ...textsOf(rows, kind, row, 'en'), ...publishedMedia(rows, kind, 'en', row) },
    fr: { ...textsOf(rows, kind, row, 'fr'), ...publishedMedia(rows, kind, 'fr', row) },
    es: { ...textsOf(rows, kind, row, 'es'), ...publishedMedia(rows, kind, 'es', row) },
  };
}

/**
 * The media files an item's parts name (published and pending), once each, as the record of
 * accepted media has them; a key not recorded (there should be none) is described by its folder.
 */
export function studioMediaOf(parts: readonly (Record<string, unknown> | null | undefined)[], recorded: ReadonlyMap<string, TMediaObject>): TStudioMedia[] {
  const keys = [...new Set(parts.flatMap((values) => mediaKeysOf(values)))];
  return keys.flatMap((key) => {
    const object = recorded.get(key);
    const kind = object?.kind ?? mediaKindOfKey(key);
    return kind ? [{ key, kind, duration_seconds: object?.durationSeconds ?? null, url: contentMediaPath(key) }] : [];
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
    return Object.keys(english).filter((field) => field !== 'media' && english[field] !== '' && texts[field] === '');
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
