import {
  ContentStatus,
  studioMediaFieldsOf,
  StudioTextFields,
  type TLanguage,
  type TActivityFields,
  type TResourceFields,
  type TSegmentFields,
  type TStepFields,
  type TStudioKind,
  type TStudioPart,
  type TTopicFields,
  type TTranslationContentType,
  activitySeconds,
  mediaMinutes,
  segmentMinutes,
  topicMinutes,
} from '@innerway/domain';
import { isNotNull } from 'drizzle-orm';
import type { TQueryable } from '../db/client.ts';
import { contentDrafts } from '../db/schema.ts';
import { readMediaObjects } from '../media-store/media-objects.ts';
import type { TContentRows } from './load-content-rows.ts';

// What a studio draft does to the program's rows (decision 033). One mapping serves the preview,
// which applies every pending draft to the rows in memory, and the publish, which writes the same
// columns to the tables: what an editor previews is what the publish makes.

/** A pending draft: the whole part, as the studio validated it. */
export interface TPendingDraft {
  kind: TStudioKind;
  contentId: number;
  part: TStudioPart;
  values: Record<string, unknown>;
}

/** Every pending draft (the drafts table's parts with values). */
export async function readPendingDrafts(db: Pick<TQueryable, 'select'>): Promise<TPendingDraft[]> {
  const rows = await db.select().from(contentDrafts).where(isNotNull(contentDrafts.values));
  return rows.map((row) => ({ kind: row.kind as TStudioKind, contentId: row.contentId, part: row.part as TStudioPart, values: row.values! }));
}

/** The content type under which the translations table keeps each kind's texts. */
export const translationTypeOf: Record<TStudioKind, TTranslationContentType> = {
  topic: 'module',
  segment: 'lesson',
  step: 'step',
  activity: 'exercise',
  resource: 'extra_content',
};

const rowsKeyOf = {
  topic: 'modules',
  segment: 'lessons',
  step: 'steps',
  activity: 'exercises',
  resource: 'extraContents',
} as const satisfies Record<TStudioKind, keyof TContentRows>;

/** Publishing the fields part publishes the item (a new one too), or archives it. */
const statusOf = (archived: boolean) => (archived ? ContentStatus.Archived : ContentStatus.Published);

/** The row columns (drizzle's names) that a fields part sets. */
export function fieldColumns(kind: TStudioKind, values: Record<string, unknown>): Record<string, unknown> {
  // Every kind's fields part carries these three; the switch adds what is its own.
  const shared = values as { is_trial_content: boolean; sort_order: number; archived: boolean };
  const common = { isTrialContent: shared.is_trial_content, sortOrder: shared.sort_order, publishStatus: statusOf(shared.archived) };
  switch (kind) {
    case 'topic':
      return common;
    case 'segment': {
      const v = values as TSegmentFields;
      return { ...common, moduleId: v.topic_id, hasUserAssessment: v.has_user_assessment };
    }
    case 'step': {
      const v = values as TStepFields;
      return { ...common, lessonId: v.segment_id, vimeoLink: v.vimeo_link };
    }
    case 'activity': {
      const v = values as TActivityFields;
      return { ...common, lessonId: v.segment_id, activityType: v.activity_type, isFeatured: v.is_featured };
    }
    case 'resource': {
      const v = values as TResourceFields;
      return { ...common, category: v.category, isFeatured: v.is_featured, externalLink: v.external_link };
    }
  }
}

/** The resources a topic's or segment's fields part attaches, in order; null for the other kinds. */
export function attachedResources(kind: TStudioKind, values: Record<string, unknown>): number[] | null {
  return kind === 'topic' || kind === 'segment' ? (values as TTopicFields | TSegmentFields).resource_ids : null;
}

/** The row column (drizzle's name) of an API field: `assessment_intro` is `assessmentIntro`. */
export const columnOf = (field: string) => field.replace(/_([a-z])/g, (_, letter: string) => letter.toUpperCase());

/** The row columns an English part sets: English lives in the rows. */
export function englishColumns(kind: TStudioKind, values: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(StudioTextFields[kind].map((field) => [columnOf(field), values[field]]));
}

/** A French or Spanish part's texts: an empty text is no translation (members read English). */
export function translatedTexts(kind: TStudioKind, values: Record<string, unknown>): { field: string; value: string }[] {
  return StudioTextFields[kind].map((field) => ({ field, value: String(values[field] ?? '') }));
}

/**
 * The segments' numbers after a change of order: a topic's segments that are not archived,
 * by sort order, are 1, 2, ...; archived ones keep theirs. Only the ones that change are returned.
 */
function renumberedSegments(lessons: TContentRows['lessons'], moduleId: number): Map<number, number> {
  const changed = new Map<number, number>();
  lessons
    .filter((lesson) => lesson.moduleId === moduleId && lesson.publishStatus !== ContentStatus.Archived)
    .sort((a, b) => a.sortOrder - b.sortOrder || a.id - b.id)
    .forEach((lesson, index) => {
      if (lesson.segmentNumber !== index + 1) changed.set(lesson.id, index + 1);
    });
  return changed;
}

/** The topics whose segments a set of drafts may reorder: old and new parents of segments. */
function topicsToRenumber(rows: TContentRows, drafts: readonly TPendingDraft[]): Set<number> {
  const topics = new Set<number>();
  for (const draft of drafts) {
    if (draft.kind !== 'segment' || draft.part !== 'fields') continue;
    const before = rows.lessons.find((lesson) => lesson.id === draft.contentId);
    if (before) topics.add(before.moduleId);
    topics.add((draft.values as TSegmentFields).topic_id);
  }
  return topics;
}

/** The durations of the media keys a set of drafts name, from the record of accepted media (decision 039). */
export type TDraftDurations = ReadonlyMap<string, number | null>;

/** The recorded duration of every media key these drafts name (a key not recorded is absent). */
export async function readDraftDurations(db: Pick<TQueryable, 'select'>, drafts: readonly TPendingDraft[]): Promise<TDraftDurations> {
  const objects = await readMediaObjects(db, drafts.flatMap((draft) => mediaKeysOf(draft.values)));
  return new Map([...objects].map(([key, object]) => [key, object.durationSeconds]));
}

/** A key's duration: the record's; a key members already have there keeps the duration beside it; none without a key. */
export function publishDurations(durations: TDraftDurations): TDurationOf {
  return (key, current) => {
    if (key === null) return null;
    if (durations.has(key)) return durations.get(key)!;
    return key === current.key ? current.duration : null;
  };
}

/** The program's rows as they will be once these drafts are published (the rows are not changed). */
export function applyDrafts(rows: TContentRows, drafts: readonly TPendingDraft[], durations: TDraftDurations = new Map()): TContentRows {
  const next: TContentRows = {
    modules: [...rows.modules],
    lessons: [...rows.lessons],
    steps: [...rows.steps],
    exercises: [...rows.exercises],
    extraContents: [...rows.extraContents],
    moduleLinks: [...rows.moduleLinks],
    lessonLinks: [...rows.lessonLinks],
    translations: [...rows.translations],
  };
  const patch = (kind: TStudioKind, id: number, columns: Record<string, unknown>) => {
    const list = next[rowsKeyOf[kind]] as { id: number }[];
    const at = list.findIndex((row) => row.id === id);
    if (at !== -1) list[at] = { ...list[at]!, ...columns };
  };
  const current = (kind: TStudioKind, id: number) => ((next[rowsKeyOf[kind]] as { id: number }[]).find((row) => row.id === id) ?? {}) as TRow;
  const durationOf = publishDurations(durations);

  for (const draft of drafts) {
    const { kind, contentId: id, part, values } = draft;
    if (part === 'fields') {
      patch(kind, id, { ...fieldColumns(kind, values), ...mediaColumns(kind, 'fields', values, current(kind, id), durationOf) });
      const resources = attachedResources(kind, values);
      if (kind === 'topic' && resources) {
        next.moduleLinks = [
          ...next.moduleLinks.filter((link) => link.moduleId !== id),
          ...resources.map((extraContentId, sortOrder) => ({ moduleId: id, extraContentId, sortOrder })),
        ];
      }
      if (kind === 'segment' && resources) {
        next.lessonLinks = [
          ...next.lessonLinks.filter((link) => link.lessonId !== id),
          ...resources.map((extraContentId, sortOrder) => ({ lessonId: id, extraContentId, sortOrder })),
        ];
      }
    } else if (part === 'en') {
      patch(kind, id, { ...englishColumns(kind, values), ...mediaColumns(kind, 'en', values, current(kind, id), durationOf) });
    } else {
      const contentType = translationTypeOf[kind];
      const texts = [...translatedTexts(kind, values), ...translatedMedia(next, kind, part, id, values, durationOf)];
      const fields = new Set(texts.map((text) => text.field));
      const others = next.translations.filter(
        (row) => !(row.contentType === contentType && row.contentId === id && row.language === part && fields.has(row.field)),
      );
      const added = texts
        .filter((text) => text.value !== '')
        .map((text, index) => ({ id: -(next.translations.length + index + 1), contentType, contentId: id, field: text.field, language: part, value: text.value }));
      next.translations = [...others, ...added];
    }
  }

  for (const moduleId of topicsToRenumber(rows, drafts)) {
    for (const [id, segmentNumber] of renumberedSegments(next.lessons, moduleId)) patch('segment', id, { segmentNumber });
  }
  for (const [kind, id, minutesToComplete] of retimed(rows, next, drafts)) patch(kind, id, { minutesToComplete });
  return next;
}

/** A step's seconds: its video's; 0 without one (a video on an external host is not timed: the server does not call the host). */
const stepSeconds = (step: TContentRows['steps'][number]) => step.durationSeconds ?? 0;

/** An activity's seconds: its longest recording, every voice and language. */
function exerciseSeconds(rows: TContentRows, exercise: TContentRows['exercises'][number]): number {
  const translated = rows.translations
    .filter((row) => row.contentType === 'exercise' && row.contentId === exercise.id && (row.field === 'female_audio_duration' || row.field === 'male_audio_duration'))
    .map((row) => Number(row.value));
  return activitySeconds([exercise.femaleAudioDuration, exercise.maleAudioDuration, ...translated]);
}

/**
 * The minutes members see, retimed by the domain's rules (media-minutes) where a set of drafts may
 * change them: each step and activity drafted, the segments they leave or join, segments drafted,
 * and the topics of all these. Only what members see counts (published items). Returns each
 * changed item with its minutes.
 */
function retimed(before: TContentRows, next: TContentRows, drafts: readonly TPendingDraft[]): [TStudioKind, number, number][] {
  const steps = new Set<number>();
  const exercises = new Set<number>();
  const lessons = new Set<number>();
  const modules = new Set<number>();
  for (const { kind, contentId: id, part } of drafts) {
    if (kind === 'step') {
      steps.add(id);
      for (const lesson of [...before.steps, ...next.steps].filter((row) => row.id === id)) lessons.add(lesson.lessonId);
    } else if (kind === 'activity') {
      exercises.add(id);
      for (const lesson of [...before.exercises, ...next.exercises].filter((row) => row.id === id)) lessons.add(lesson.lessonId);
    } else if (kind === 'segment' && part === 'fields') {
      lessons.add(id);
    }
  }
  const shown = (row: { publishStatus: number }) => row.publishStatus === ContentStatus.Published;
  const changes: [TStudioKind, number, number][] = [];
  const minutes = new Map<string, number>();
  const set = (kind: TStudioKind, row: { id: number; minutesToComplete: number }, value: number) => {
    minutes.set(`${kind}/${row.id}`, value);
    if (row.minutesToComplete !== value) changes.push([kind, row.id, value]);
  };
  for (const step of next.steps) if (steps.has(step.id)) set('step', step, mediaMinutes(stepSeconds(step)));
  for (const exercise of next.exercises) if (exercises.has(exercise.id)) set('activity', exercise, mediaMinutes(exerciseSeconds(next, exercise)));
  for (const lesson of next.lessons) {
    if (!lessons.has(lesson.id)) continue;
    const lessonSteps = next.steps.filter((step) => step.lessonId === lesson.id && shown(step)).map(stepSeconds);
    const lessonExercises = next.exercises.filter((exercise) => exercise.lessonId === lesson.id && shown(exercise)).map((exercise) => exerciseSeconds(next, exercise));
    set('segment', lesson, segmentMinutes(lessonSteps, lessonExercises));
    for (const rows of [before, next]) for (const row of rows.lessons) if (row.id === lesson.id) modules.add(row.moduleId);
  }
  for (const module of next.modules) {
    if (!modules.has(module.id)) continue;
    const segmentMinutesList = next.lessons
      .filter((lesson) => lesson.moduleId === module.id && shown(lesson))
      .map((lesson) => minutes.get(`segment/${lesson.id}`) ?? lesson.minutesToComplete);
    set('topic', module, topicMinutes(segmentMinutesList));
  }
  return changes;
}

// Where the studio's media fields live in the content rows (decision 039), both ways: what an
// item's parts show as published, and what a draft's media write. English and the
// language-neutral fields live in the row's columns, French and Spanish in `translations` under
// the member API's field names. A recording's or video's duration goes beside its key.

interface TMediaPlace {
  /** The row's column (drizzle's name). */
  column: string;
  /** The row's column of the duration read from the file. */
  durationColumn?: string;
  /** The translations' field (French, Spanish), and its duration's. */
  translated?: string;
  translatedDuration?: string;
}

const places: Record<TStudioKind, Record<string, TMediaPlace>> = {
  topic: { image_key: { column: 'imageKey' } },
  segment: {},
  step: {
    media_key: { column: 'mediaKey', durationColumn: 'durationSeconds' },
    captions_key: { column: 'captionsKey', translated: 'captions_key' },
  },
  activity: {
    female_audio_key: { column: 'femaleAudioKey', durationColumn: 'femaleAudioDuration', translated: 'female_audio_file', translatedDuration: 'female_audio_duration' },
    male_audio_key: { column: 'maleAudioKey', durationColumn: 'maleAudioDuration', translated: 'male_audio_file', translatedDuration: 'male_audio_duration' },
    transcript_key: { column: 'transcriptKey', translated: 'transcript_key' },
  },
  resource: {
    file_key: { column: 'fileKey', durationColumn: 'audioDuration', translated: 'file_key', translatedDuration: 'audio_duration' },
    captions_key: { column: 'captionsKey', translated: 'captions_key' },
  },
};

/** A download's name: a text beside the file (not a key), kept where the file is. */
const fileName: TMediaPlace = { column: 'fileName', translated: 'file_name' };

type TRow = Record<string, unknown>;

/** Whether a kind's part holds media (a `media` object in its values). */
export const hasMedia = (kind: TStudioKind, part: TStudioPart) => Object.keys(studioMediaFieldsOf(kind, part)).length > 0;

/** The item's translations in one language, field -> value. */
function translatedValues(rows: TContentRows, kind: TStudioKind, id: number, language: TLanguage): Map<string, string> {
  const contentType = translationTypeOf[kind];
  return new Map(rows.translations.filter((row) => row.contentType === contentType && row.contentId === id && row.language === language).map((row) => [row.field, row.value]));
}

/** A part's media as members have them: `{ media: {...} }`, or nothing for a part without media. */
export function publishedMedia(rows: TContentRows, kind: TStudioKind, part: TStudioPart, row: TRow): { media?: Record<string, string | null> } {
  if (!hasMedia(kind, part)) return {};
  const fields = Object.keys(studioMediaFieldsOf(kind, part));
  const translated = part === 'fr' || part === 'es' ? translatedValues(rows, kind, row.id as number, part) : null;
  const valueOf = (place: TMediaPlace): string | null =>
    translated ? (translated.get(place.translated!) ?? null) : ((row[place.column] as string | null | undefined) ?? null);
  const media: Record<string, string | null> = Object.fromEntries(fields.map((field) => [field, valueOf(places[kind][field]!)]));
  if (kind === 'resource') media.file_name = valueOf(fileName) ?? '';
  return { media };
}

/** A key's duration: the record's, else (a key members already have) the one beside it now; null for none. */
export type TDurationOf = (key: string | null, current: { key: string | null; duration: number | null }) => number | null;

/** The row columns a fields or English part's media set, durations beside keys. */
export function mediaColumns(kind: TStudioKind, part: 'fields' | 'en', values: TRow, row: TRow, durationOf: TDurationOf): TRow {
  // A part drafted before media were (an older revision restored) leaves them as they are.
  const media = values.media as Record<string, string | null> | undefined;
  if (!hasMedia(kind, part) || !media) return {};
  const columns: TRow = {};
  for (const field of Object.keys(studioMediaFieldsOf(kind, part))) {
    const place = places[kind][field]!;
    const key = media[field] ?? null;
    columns[place.column] = key;
    if (place.durationColumn) {
      const current = { key: (row[place.column] as string | null) ?? null, duration: (row[place.durationColumn] as number | null) ?? null };
      columns[place.durationColumn] = durationOf(key, current);
    }
  }
  if (kind === 'resource') columns[fileName.column] = media.file_name || null;
  return columns;
}

/**
 * The translations a French or Spanish part's media set: field and value, an empty value for
 * none (no translation: members get the English file).
 */
export function translatedMedia(rows: TContentRows, kind: TStudioKind, language: 'fr' | 'es', id: number, values: TRow, durationOf: TDurationOf): { field: string; value: string }[] {
  const media = values.media as Record<string, string | null> | undefined;
  if (!hasMedia(kind, language) || !media) return [];
  const current = translatedValues(rows, kind, id, language);
  const texts: { field: string; value: string }[] = [];
  for (const field of Object.keys(studioMediaFieldsOf(kind, language))) {
    const place = places[kind][field]!;
    const key = media[field] ?? null;
    texts.push({ field: place.translated!, value: key ?? '' });
    if (place.translatedDuration) {
      const before = current.get(place.translatedDuration);
      const duration = durationOf(key, { key: current.get(place.translated!) ?? null, duration: before === undefined ? null : Number(before) });
      texts.push({ field: place.translatedDuration, value: duration === null ? '' : String(duration) });
    }
  }
  if (kind === 'resource') texts.push({ field: fileName.translated!, value: media.file_name ?? '' });
  return texts;
}

/** Every media key a part's values name. */
export function mediaKeysOf(values: TRow | null | undefined): string[] {
  const media = values?.media as Record<string, unknown> | undefined;
  if (!media) return [];
  return Object.entries(media).flatMap(([field, value]) => (field !== 'file_name' && typeof value === 'string' ? [value] : []));
}
