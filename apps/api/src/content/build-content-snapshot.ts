import {
  ContentStatus,
  isLockedItem,
  Languages,
  ResourceCategory,
  TranslationContentType,
  videoPosterKey,
  type TLanguage,
  type TTranslationContentType,
  type TTranslationTable,
} from '@innerway/domain';
import { buildContentView } from './build-content-view.ts';
import type { TContentSnapshot, TContentView, TPerViewer } from './content-snapshot.ts';
import type { TContentRows } from './load-content-rows.ts';
import { Accesses, Audiences } from './visibility.ts';

export function buildContentSnapshot(rows: TContentRows): TContentSnapshot {
  const views = {} as TPerViewer<TContentView>;
  for (const audience of Audiences) {
    views[audience] = { trial: buildContentView(rows, audience, 'trial'), full: buildContentView(rows, audience, 'full') };
  }
  return { views, translations: buildTranslationTables(rows, views), mediaTrialAccess: buildMediaTrialAccess(rows) };
}

/** Which translated fields of an item a viewer gets: all of them, or (locked) only these. */
type TTranslatable = 'all' | ReadonlySet<string>;
const translatable = (item: object): TTranslatable => (isLockedItem(item) ? new Set(Object.keys(item)) : 'all');
/** A segment of a locked topic is read only in the topic's replies, which are refused: its title at most. */
const lockedSegment: TTranslatable = new Set(['title']);

/**
 * The items of each translatable content type in a view, by id, with the fields the viewer gets
 * translated; institution codes are not program content.
 */
function viewItems(view: TContentView): Partial<Record<TTranslationContentType, Map<number, TTranslatable>>> {
  const each = <T extends object>(items: Iterable<[number, T]>) => new Map([...items].map(([id, item]) => [id, translatable(item)] as const));
  return {
    module: each(view.modules.map((module) => [module.summary.id, module.summary])),
    lesson: new Map(
      view.modules.flatMap((module) =>
        module.segments.map((segment) => [segment.base.id, isLockedItem(module.summary) ? lockedSegment : 'all'] as const),
      ),
    ),
    step: each(view.stepById),
    exercise: each(view.activityById),
    extra_content: each(view.resourceById),
  };
}

const isContentType = (value: string): value is TTranslationContentType =>
  (TranslationContentType as readonly string[]).includes(value);

/**
 * English lives in the content rows, so its table is empty. Other languages carry only the items
 * the viewer may see: a draft's French title is not for people who cannot see the draft. Of an
 * item locked for the viewer, only the fields its locked shape has are translated (its title, a
 * topic card's subtitle), and of a locked topic's segments only their titles: never a body, media
 * or file names (translations name media `male_audio_file`, `file_key` ..., which no locked shape has).
 */
function buildTranslationTables(rows: TContentRows, views: TPerViewer<TContentView>): TContentSnapshot['translations'] {
  const tables = {} as TContentSnapshot['translations'];
  for (const language of Languages) tables[language] = { user: { trial: {}, full: {} }, admin: { trial: {}, full: {} } };

  for (const audience of Audiences) {
    for (const access of Accesses) {
      const items = viewItems(views[audience][access]);
      for (const row of rows.translations) {
        const language = row.language as TLanguage;
        if (language === 'en' || !tables[language] || !isContentType(row.contentType)) continue;
        const byType = items[row.contentType];
        if (byType) {
          const fields = byType.get(row.contentId);
          if (!fields || (fields !== 'all' && !fields.has(row.field))) continue;
        }
        const table: TTranslationTable = tables[language][audience][access];
        const byId = (table[row.contentType] ??= {});
        (byId[String(row.contentId)] ??= {})[row.field] = row.value;
      }
    }
  }
  return tables;
}

/** Translation fields that name media, per content type (the API's field names, see seed.ts). */
const translatedMediaFields: Partial<Record<TTranslationContentType, readonly string[]>> = {
  module: ['image_key'],
  step: ['media_key', 'captions_key'],
  exercise: ['male_audio_file', 'female_audio_file', 'transcript_key'],
  extra_content: ['file_key', 'captions_key'],
};

/** Tutorials are always openable (spec section 4), so their video and captions are too. */
const opensToTrial = (row: TContentRows['extraContents'][number]) =>
  row.category === ResourceCategory.Tutorial ? { ...row, isTrialContent: true } : row;

/**
 * Which media a trial user may fetch: a key is open to them when any trial item uses it, in any
 * language (the French captions of a trial step included), and a video's poster with its video.
 * Archived items open nothing.
 */
function buildMediaTrialAccess(rows: TContentRows): Map<string, boolean> {
  const access = new Map<string, boolean>();
  const note = (key: string | null, item: { isTrialContent: boolean; publishStatus: number }) => {
    if (!key || item.publishStatus === ContentStatus.Archived) return;
    for (const used of [key, videoPosterKey(key)]) if (used) access.set(used, (access.get(used) ?? false) || item.isTrialContent);
  };

  const items: Partial<Record<TTranslationContentType, Map<number, { isTrialContent: boolean; publishStatus: number }>>> = {
    module: new Map(rows.modules.map((row) => [row.id, row])),
    step: new Map(rows.steps.map((row) => [row.id, row])),
    exercise: new Map(rows.exercises.map((row) => [row.id, row])),
    extra_content: new Map(rows.extraContents.map((row) => [row.id, opensToTrial(row)])),
  };

  for (const row of rows.modules) note(row.imageKey, row);
  for (const row of rows.steps) {
    note(row.mediaKey, row);
    note(row.captionsKey, row);
  }
  for (const row of rows.exercises) {
    note(row.maleAudioKey, row);
    note(row.femaleAudioKey, row);
    note(row.transcriptKey, row);
  }
  for (const row of rows.extraContents) {
    const item = opensToTrial(row);
    note(row.fileKey, item);
    note(row.captionsKey, item);
  }
  for (const row of rows.translations) {
    if (!isContentType(row.contentType) || !translatedMediaFields[row.contentType]?.includes(row.field)) continue;
    const item = items[row.contentType]?.get(row.contentId);
    if (item) note(row.value, item);
  }
  return access;
}
