import { z } from 'zod';
import { ActivityType, ResourceCategory } from '../enums/index.ts';
import { issueMessage, type TFieldKey } from '../error-codes.ts';
import { isMediaKey, VimeoHosts } from '../media-keys.ts';
import { MediaUploadKinds } from '../media-uploads.ts';
import {
  StudioItemStatuses,
  StudioKinds,
  StudioLanguageStates,
  StudioLimits,
  StudioParts,
  type TStudioKind,
  type TStudioPart,
} from '../studio.ts';
import { tooLong, ZLanguage } from './fields.ts';

// The content studio's API (docs/decisions/033-content-studio-drafts.md): the program's tree, one
// item with its published values and its drafts, saving and discarding a draft of one PART of an
// item, creating an item, publishing a chosen set of drafts at once, revisions and restoring one,
// and the translation view. Every item is one of five kinds (the database's modules, lessons,
// steps, exercises and extra contents) and has four parts: `fields` (what no language changes)
// and one part per language (its texts). Each part's draft and version are its own.

export const ZStudioKind = z.enum(StudioKinds);
export const ZStudioPart = z.enum(StudioParts);

// ---------------------------------------------------------------------------------------------
// Field values

const sortOrder = z.number().int().min(0).max(StudioLimits.sortOrderMax);
const itemId = z.number().int().min(0).max(2_147_483_647);
const resourceIds = z
  .array(itemId)
  .max(StudioLimits.attachedResourcesMax)
  .refine((ids) => new Set(ids).size === ids.length, { error: issueMessage('content.resource_twice') });

/** An address a member's browser opens: http or https, a host, at most `linkMax` characters. */
const webLink = (field: TFieldKey & ('external_link' | 'vimeo_link'), hosts?: readonly string[]) =>
  z
    .string()
    .trim()
    .max(StudioLimits.linkMax, tooLong(field, StudioLimits.linkMax))
    .refine((value) => isWebLink(value, hosts), { error: issueMessage('validation.link_invalid', { field }) });

function isWebLink(value: string, hosts?: readonly string[]): boolean {
  if (!URL.canParse(value)) return false;
  const url = new URL(value);
  if (hosts) return url.protocol === 'https:' && hosts.includes(url.hostname);
  return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname.includes('.');
}

const archived = z.boolean();

/**
 * A media field: the key of an upload (the `key` its upload's reply gave), null for none. Keys
 * only: the server reads the kind and the duration of each key from its record of the uploads
 * (decision 039) and refuses a key it does not know or of another kind.
 */
const mediaKey = (field: TFieldKey) =>
  z
    .string()
    .refine(isMediaKey, { error: issueMessage('media.key_unknown', { field }) })
    .nullable();

/** The language-neutral fields of each kind (the `fields` part). */
export const ZTopicFields = z.strictObject({
  is_trial_content: z.boolean(),
  archived,
  sort_order: sortOrder,
  /** The resources attached to the topic, in the order it lists them. */
  resource_ids: resourceIds,
  /** The banner picture (an `image` upload: the server made every size from it). */
  media: z.strictObject({ image_key: mediaKey('image_key') }),
});
export const ZSegmentFields = z.strictObject({
  topic_id: itemId,
  is_trial_content: z.boolean(),
  archived,
  /** Its place in the topic; publishing numbers the topic's segments 1, 2, ... in this order. */
  sort_order: sortOrder,
  has_user_assessment: z.boolean(),
  resource_ids: resourceIds,
});
export const ZStepFields = z.strictObject({
  segment_id: itemId,
  is_trial_content: z.boolean(),
  archived,
  /** Steps and activities share one order inside their segment. */
  sort_order: sortOrder,
  /** A Vimeo video instead of an uploaded one; null for none. */
  vimeo_link: webLink('vimeo_link', VimeoHosts).nullable(),
  /** The uploaded video (one for every language: captions carry the languages). */
  media: z.strictObject({ media_key: mediaKey('media_key') }),
});
export const ZActivityFields = z.strictObject({
  segment_id: itemId,
  is_trial_content: z.boolean(),
  archived,
  sort_order: sortOrder,
  activity_type: z.union(Object.values(ActivityType).map((value) => z.literal(value))),
  is_featured: z.boolean(),
});
export const ZResourceFields = z.strictObject({
  category: z.union(Object.values(ResourceCategory).map((value) => z.literal(value))),
  is_trial_content: z.boolean(),
  archived,
  sort_order: sortOrder,
  is_featured: z.boolean(),
  /** A song's, book's or movie's page; null for none. */
  external_link: webLink('external_link').nullable(),
});

/**
 * A text of one language. In English the title is required (members see English where a
 * translation is empty); in French and Spanish an empty text means "not translated".
 */
const text = (field: TFieldKey, max: number) => z.string().trim().max(max, tooLong(field, max));
const requiredTitle = text('title', StudioLimits.titleMax).min(1, { error: issueMessage('validation.field_required', { field: 'title' }) });
/** Bodies are rich text: the server sanitises them to the allow-list of content-html before storing. */
const body = text('body', StudioLimits.bodyMax);

const topicTexts = (title: z.ZodString) =>
  z.strictObject({
    title,
    subtitle: text('subtitle', StudioLimits.subtitleMax),
    body,
    assessment_intro: text('assessment_intro', StudioLimits.assessmentIntroMax),
    quantitative_assessment_question: text('quantitative_assessment_question', StudioLimits.questionMax),
    qualitative_assessment_question_one: text('qualitative_assessment_question_one', StudioLimits.questionMax),
    qualitative_assessment_question_two: text('qualitative_assessment_question_two', StudioLimits.questionMax),
  });
const titleAndBody = (title: z.ZodString) => z.strictObject({ title, body });
const titleOnly = (title: z.ZodString) => z.strictObject({ title });

const translatedTitle = text('title', StudioLimits.titleMax);

/**
 * The media of one language (`media` of the `en`, `fr` and `es` parts). In French and Spanish a
 * null key means "none in this language": members get the English one.
 */
const stepLanguageMedia = z.strictObject({ captions_key: mediaKey('captions_key') });
const activityLanguageMedia = z.strictObject({
  female_audio_key: mediaKey('female_audio_key'),
  male_audio_key: mediaKey('male_audio_key'),
  transcript_key: mediaKey('transcript_key'),
});
const resourceLanguageMedia = z.strictObject({
  /** The recording, download or tutorial video, as the category has it (ResourceFileKinds). */
  file_key: mediaKey('file_key'),
  /** The name members' browsers save a download under; empty for none. */
  file_name: text('file_name', StudioLimits.fileNameMax),
  captions_key: mediaKey('captions_key'),
});

/** The texts (and media) of one language of each kind (the `en`, `fr` and `es` parts). */
export const studioTextSchemas = {
  topic: { en: topicTexts(requiredTitle), other: topicTexts(translatedTitle) },
  segment: { en: titleAndBody(requiredTitle), other: titleAndBody(translatedTitle) },
  step: { en: titleOnly(requiredTitle).extend({ media: stepLanguageMedia }), other: titleOnly(translatedTitle).extend({ media: stepLanguageMedia }) },
  activity: {
    en: titleAndBody(requiredTitle).extend({ media: activityLanguageMedia }),
    other: titleAndBody(translatedTitle).extend({ media: activityLanguageMedia }),
  },
  resource: {
    en: titleAndBody(requiredTitle).extend({ media: resourceLanguageMedia }),
    other: titleAndBody(translatedTitle).extend({ media: resourceLanguageMedia }),
  },
} as const;

export const studioFieldSchemas = {
  topic: ZTopicFields,
  segment: ZSegmentFields,
  step: ZStepFields,
  activity: ZActivityFields,
  resource: ZResourceFields,
} as const;

/** The schema of one part of one kind: what a draft of it holds. */
export function studioPartSchema(kind: TStudioKind, part: TStudioPart): z.ZodType<Record<string, unknown>> {
  if (part === 'fields') return studioFieldSchemas[kind];
  return part === 'en' ? studioTextSchemas[kind].en : studioTextSchemas[kind].other;
}

export type TTopicFields = z.output<typeof ZTopicFields>;
export type TSegmentFields = z.output<typeof ZSegmentFields>;
export type TStepFields = z.output<typeof ZStepFields>;
export type TActivityFields = z.output<typeof ZActivityFields>;
export type TResourceFields = z.output<typeof ZResourceFields>;
export type TTopicTexts = z.output<typeof studioTextSchemas.topic.en>;
export type TSegmentTexts = z.output<typeof studioTextSchemas.segment.en>;
export type TStepTexts = z.output<typeof studioTextSchemas.step.en>;
export type TActivityTexts = z.output<typeof studioTextSchemas.activity.en>;
export type TResourceTexts = z.output<typeof studioTextSchemas.resource.en>;

// ---------------------------------------------------------------------------------------------
// Replies

/** A pending draft of one part: its values, or null when nothing is pending, and its version. */
const draftOf = <S extends z.ZodType>(values: S) =>
  z.object({
    /** Every save, discard and publish of the part adds one; 0 before the first. */
    version: z.number().int(),
    values: values.nullable(),
    updated_at: z.iso.datetime({ offset: true }).nullable(),
    /** Who saved it last (their address), null when nothing is pending. */
    updated_by: z.string().nullable(),
  });

/**
 * A media file an item names (in what members have or in a pending draft), as the server
 * recorded it when it was uploaded or imported: its kind, the duration it read from the file
 * (video and audio; null otherwise), and where the screen plays or opens it.
 */
export const ZStudioMedia = z
  .object({
    key: z.string(),
    kind: z.enum(MediaUploadKinds),
    duration_seconds: z.number().int().min(0).nullable(),
    /** The file under the API's base address (`/content_media/<key>`). */
    url: z.string(),
  })
  .meta({ id: 'StudioMedia' });
export type TStudioMedia = z.output<typeof ZStudioMedia>;

const ZLanguageStates = z.object({ en: z.enum(StudioLanguageStates), fr: z.enum(StudioLanguageStates), es: z.enum(StudioLanguageStates) });

const itemOf = <K extends TStudioKind, F extends z.ZodType, T extends z.ZodType>(kind: K, fields: F, texts: T) =>
  z.object({
    kind: z.literal(kind),
    id: z.number().int(),
    status: z.enum(StudioItemStatuses),
    /** The topic of a segment, the segment of a step or activity (as published); null otherwise. */
    parent_id: z.number().int().nullable(),
    /** What members have now; a language's texts are empty where it has no translation. */
    published: z.object({ fields, en: texts, fr: texts, es: texts }),
    drafts: z.object({ fields: draftOf(fields), en: draftOf(texts), fr: draftOf(texts), es: draftOf(texts) }),
    languages: ZLanguageStates,
    /** Every media file the item's parts name (published and drafts), once each. */
    media: z.array(ZStudioMedia),
  });

/** GET /staff/content/:kind/:id, and the reply of every change to one item. */
export const ZStudioItem = z
  .discriminatedUnion('kind', [
    itemOf('topic', ZTopicFields, studioTextSchemas.topic.other),
    itemOf('segment', ZSegmentFields, studioTextSchemas.segment.other),
    itemOf('step', ZStepFields, studioTextSchemas.step.other),
    itemOf('activity', ZActivityFields, studioTextSchemas.activity.other),
    itemOf('resource', ZResourceFields, studioTextSchemas.resource.other),
  ])
  .meta({ id: 'StudioItem' });
export type TStudioItem = z.output<typeof ZStudioItem>;

/** One part's pending draft, as an item's `drafts` and a conflict carry it. */
export const ZStudioPartDraft = draftOf(z.record(z.string(), z.unknown()));
export type TStudioPartDraft = z.output<typeof ZStudioPartDraft>;

/**
 * The data of a 409 `content.edit_conflict`: each part whose version was not the one the request
 * was based on, with its draft as it is now (the screen shows it beside the editor's own values,
 * so that neither is lost).
 */
export const ZStudioConflict = z
  .object({
    stale: z.array(z.object({ kind: ZStudioKind, id: z.number().int(), part: ZStudioPart, draft: ZStudioPartDraft })),
  })
  .meta({ id: 'StudioConflict' });
export type TStudioConflict = z.output<typeof ZStudioConflict>;

/**
 * An item in the tree. Its place (`parent_id`, `sort_order`) and `archived` are the pending
 * draft's where the fields part has one (the tree shows the order being edited), `status` is what
 * members have now, `pending_parts` the parts with a draft.
 */
const treeNode = {
  id: z.number().int(),
  title: z.string(),
  status: z.enum(StudioItemStatuses),
  archived: z.boolean(),
  is_trial_content: z.boolean(),
  sort_order: z.number().int(),
  pending_parts: z.array(ZStudioPart),
  languages: ZLanguageStates,
};
const ZStudioLeaf = z.object({ kind: z.enum(['step', 'activity']), ...treeNode });
const ZStudioSegmentNode = z.object({ kind: z.literal('segment'), ...treeNode, resource_ids: z.array(z.number().int()), children: z.array(ZStudioLeaf) });
const ZStudioTopicNode = z.object({ kind: z.literal('topic'), ...treeNode, resource_ids: z.array(z.number().int()), segments: z.array(ZStudioSegmentNode) });
const ZStudioResourceNode = z.object({ kind: z.literal('resource'), ...treeNode, category: z.number().int() });

/** GET /staff/content/tree: the topics (segments, then steps and activities in order) and the resources. */
export const ZStudioTree = z
  .object({ topics: z.array(ZStudioTopicNode), resources: z.array(ZStudioResourceNode) })
  .meta({ id: 'StudioTree' });
export type TStudioTree = z.output<typeof ZStudioTree>;
export type TStudioTreeTopic = z.output<typeof ZStudioTopicNode>;
export type TStudioTreeSegment = z.output<typeof ZStudioSegmentNode>;
export type TStudioTreeLeaf = z.output<typeof ZStudioLeaf>;
export type TStudioTreeResource = z.output<typeof ZStudioResourceNode>;

// ---------------------------------------------------------------------------------------------
// Requests

const baseVersion = z.number().int().min(0);
const note = z.string().trim().max(StudioLimits.noteMax, tooLong('note', StudioLimits.noteMax));

/**
 * PUT /staff/content/:kind/:id/drafts/:part: the part's values in full (the schema of the kind
 * and part: `studioPartSchema`), and the version they were based on (the draft's `version` as
 * the item reply gave it).
 */
export const ZStudioDraftSave = z.strictObject({ base_version: baseVersion, values: z.record(z.string(), z.unknown()) });
export type TStudioDraftSave = z.input<typeof ZStudioDraftSave>;

/** POST /staff/content/:kind/:id/drafts/:part/discard. */
export const ZStudioDraftDiscard = z.strictObject({ base_version: baseVersion });

/** POST /staff/content/items: a new item, unpublished until its first publish. */
export const ZStudioCreate = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('topic'), title: requiredTitle }),
  z.strictObject({ kind: z.literal('segment'), topic_id: itemId, title: requiredTitle }),
  z.strictObject({ kind: z.literal('step'), segment_id: itemId, title: requiredTitle }),
  z.strictObject({ kind: z.literal('activity'), segment_id: itemId, title: requiredTitle, activity_type: ZActivityFields.shape.activity_type }),
  z.strictObject({ kind: z.literal('resource'), title: requiredTitle, category: ZResourceFields.shape.category }),
]);
export type TStudioCreate = z.input<typeof ZStudioCreate>;

const ZStudioChange = z.strictObject({ kind: ZStudioKind, id: itemId, part: ZStudioPart, version: baseVersion });
export type TStudioChange = z.output<typeof ZStudioChange>;

/**
 * POST /staff/content/publish: the drafts to publish, each at the version the editor saw. All of
 * them or none: one stale version refuses the whole publish.
 */
export const ZStudioPublish = z.strictObject({
  changes: z
    .array(ZStudioChange)
    .min(1)
    .max(StudioLimits.publishMax)
    .refine((changes) => new Set(changes.map((change) => `${change.kind}/${change.id}/${change.part}`)).size === changes.length, {
      error: issueMessage('content.change_twice'),
    }),
  note: note.optional(),
});
export type TStudioPublish = z.input<typeof ZStudioPublish>;

export const ZStudioPublished = z
  .object({ revisions: z.array(z.object({ kind: ZStudioKind, id: z.number().int(), number: z.number().int(), parts: z.array(ZStudioPart) })) })
  .meta({ id: 'StudioPublished' });

/** A revision's full snapshot: every part as it was published then. */
const ZStudioSnapshot = z.object({
  fields: z.record(z.string(), z.unknown()),
  en: z.record(z.string(), z.unknown()),
  fr: z.record(z.string(), z.unknown()),
  es: z.record(z.string(), z.unknown()),
});

/** GET /staff/content/:kind/:id/revisions: every publish of the item, newest first. */
export const ZStudioRevisions = z
  .object({
    revisions: z.array(
      z.object({
        number: z.number().int(),
        at: z.iso.datetime({ offset: true }),
        /** Who published it (their address, kept when their account is gone). */
        actor_email: z.string(),
        /** The parts that publish changed. */
        parts: z.array(ZStudioPart),
        note: z.string(),
        snapshot: ZStudioSnapshot,
      }),
    ),
  })
  .meta({ id: 'StudioRevisions' });
export type TStudioRevisions = z.output<typeof ZStudioRevisions>;

/**
 * POST /staff/content/:kind/:id/revisions/:number/restore: the revision becomes drafts of the
 * parts where it differs from what members have; `base_versions` are the versions of the four
 * parts as the editor saw them (a part changed since is a conflict).
 */
export const ZStudioRestore = z.strictObject({
  base_versions: z.strictObject({ fields: baseVersion, en: baseVersion, fr: baseVersion, es: baseVersion }),
  note: note.optional(),
});

/** GET /staff/content/translations: every item and language that is missing a text or older than English. */
export const ZStudioTranslationGaps = z
  .object({
    gaps: z.array(
      z.object({
        kind: ZStudioKind,
        id: z.number().int(),
        /** The English title (the draft's where one is pending). */
        title: z.string(),
        language: ZLanguage,
        state: z.enum(['missing', 'outdated']),
        /** The text fields that are empty in that language while English has them (missing). */
        fields: z.array(z.string()),
      }),
    ),
  })
  .meta({ id: 'StudioTranslationGaps' });
export type TStudioTranslationGaps = z.output<typeof ZStudioTranslationGaps>;
