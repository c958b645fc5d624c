import { ActivityType, Languages, ResourceCategory, type TResourceCategory } from './enums/index.ts';
import type { TMediaUploadKind } from './media-uploads.ts';

// What the content studio's server and screens share without zod (the screens read these before
// their first render): kinds, parts, states, limits, the preview header. Decision 033.

/** The five kinds of item: the database's modules, lessons, steps, exercises and extra contents. */
export const StudioKinds = ['topic', 'segment', 'step', 'activity', 'resource'] as const;
export type TStudioKind = (typeof StudioKinds)[number];

/** An item's parts: `fields` (what no language changes) and one part per language (its texts). */
export const StudioParts = ['fields', ...Languages] as const;
export type TStudioPart = (typeof StudioParts)[number];

/** An item's state as members have it: never published, published, archived. */
export const StudioItemStatuses = ['unpublished', 'published', 'archived'] as const;
export type TStudioItemStatus = (typeof StudioItemStatuses)[number];

/**
 * A language's state on an item: `complete`, `missing` (a text English has is empty in this
 * language; for English, the title is empty), or `outdated` (English was published after this
 * language last was).
 */
export const StudioLanguageStates = ['complete', 'missing', 'outdated'] as const;
export type TStudioLanguageState = (typeof StudioLanguageStates)[number];

/** The text fields of each kind, in the order the editor shows them. */
export const StudioTextFields = {
  topic: [
    'title',
    'subtitle',
    'body',
    'assessment_intro',
    'quantitative_assessment_question',
    'qualitative_assessment_question_one',
    'qualitative_assessment_question_two',
  ],
  segment: ['title', 'body'],
  step: ['title'],
  activity: ['title', 'body'],
  resource: ['title', 'body'],
} as const satisfies Record<TStudioKind, readonly string[]>;

/** The limits of the studio's fields (the demo program's longest texts are well inside them). */
export const StudioLimits = {
  titleMax: 120,
  subtitleMax: 200,
  /** A body's HTML, tags included. */
  bodyMax: 10_000,
  assessmentIntroMax: 1_000,
  questionMax: 300,
  linkMax: 500,
  /** The note of a publish or restore, kept in its revision and the audit log. */
  noteMax: 500,
  sortOrderMax: 10_000,
  attachedResourcesMax: 50,
  /** Drafts published at once. */
  publishMax: 500,
  /** A download's file name, as members' browsers save it. */
  fileNameMax: 120,
} as const;

/**
 * The request header with which staff who open the content area ask the members' content
 * endpoints for the draft view, as a trial or a full-access member would see it. Anyone else's
 * header is ignored (they get the published view).
 */
export const PreviewHeader = 'x-innerway-preview';
export const PreviewAccesses = ['trial', 'full'] as const;
export type TPreviewAccess = (typeof PreviewAccesses)[number];

/**
 * The media each kind keeps, by part (decision 039): language-neutral ones in the `fields` part,
 * per-language ones in each language's part, under `media`, each with the kind of upload it takes.
 * A resource's `file_key` takes the kind its category plays (`ResourceFileKinds`); its captions
 * go with the tutorial's video only. Drafts hold keys only: the server reads each key's kind and
 * duration from its record of the uploads.
 */
export const StudioMediaFields = {
  topic: { fields: { image_key: 'image' }, language: {} },
  segment: { fields: {}, language: {} },
  step: { fields: { media_key: 'video' }, language: { captions_key: 'captions' } },
  activity: { fields: {}, language: { female_audio_key: 'audio', male_audio_key: 'audio', transcript_key: 'transcript' } },
  resource: { fields: {}, language: { file_key: 'file', captions_key: 'captions' } },
} as const satisfies Record<TStudioKind, Record<'fields' | 'language', Record<string, TMediaUploadKind>>>;

/** The media field names of one kind's part. */
export function studioMediaFieldsOf(kind: TStudioKind, part: TStudioPart): Readonly<Record<string, TMediaUploadKind>> {
  return part === 'fields' ? StudioMediaFields[kind].fields : StudioMediaFields[kind].language;
}

/**
 * What a resource's `file_key` holds, by category: an audio file's recording, a download's PDF,
 * the tutorial's video (with captions). Songs, books and movies are links: no file.
 */
export const ResourceFileKinds: Partial<Record<TResourceCategory, TMediaUploadKind>> = {
  [ResourceCategory.AudioFile]: 'audio',
  [ResourceCategory.FileDownload]: 'file',
  [ResourceCategory.Tutorial]: 'video',
};

/** What of an item's settings decides which media it takes. */
export type TMediaSettings = { category?: unknown; activity_type?: unknown };

/**
 * The kind of upload a media field of an item takes, by its settings: a resource's file by its
 * category, an activity's recordings and transcript only when it is a meditation (journaling and
 * written activities have none, spec section 1); null when it takes none.
 */
export function studioMediaKindOf(kind: TStudioKind, field: string, settings: TMediaSettings = {}): TMediaUploadKind | null {
  if (kind === 'resource') {
    const file = ResourceFileKinds[settings.category as TResourceCategory] ?? null;
    if (field === 'file_key') return file;
    return field === 'captions_key' && file === 'video' ? 'captions' : null;
  }
  if (kind === 'activity' && settings.activity_type !== ActivityType.Meditation) return null;
  const fields: Record<string, TMediaUploadKind> = { ...StudioMediaFields[kind].fields, ...StudioMediaFields[kind].language };
  return fields[field] ?? null;
}
