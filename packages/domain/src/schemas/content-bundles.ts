import { z } from 'zod';
import { ActivityType, ContentStatus, ResourceCategory } from '../enums/index.ts';
import { issueMessage } from '../error-codes.ts';
import { ContentBundleLimits } from '../content-bundles.ts';
import { isMediaKey } from '../media-keys.ts';

/**
 * A content bundle (docs/decisions/036): the whole program or one topic, every item with its
 * fields and its texts in en/fr/es, named by a uid stable across environments, and the media it
 * references by content hash. As a file: a zip holding `manifest.json` and `media/<sha256>`.
 */
export const ContentBundleFormat = 'innerway-content-bundle';
/** The one format version this server reads and writes. */
export const ContentBundleVersion = 1;

export const BundleItemKinds = ['topic', 'segment', 'step', 'activity', 'resource'] as const;
export type TBundleItemKind = (typeof BundleItemKinds)[number];

export const BundleLanguages = ['en', 'fr', 'es'] as const;
export type TBundleLanguage = (typeof BundleLanguages)[number];

const text = (max: number) => z.string().trim().min(1).max(max);
const title = text(ContentBundleLimits.titleMax);
const optionalText = z.string().trim().max(ContentBundleLimits.textMax);
const body = z.string().max(ContentBundleLimits.bodyMax);
const mediaKey = z.string().refine(isMediaKey, 'not a media key');
const seconds = z.number().int().min(0).max(86_400);
const minutes = z.number().int().min(0).max(10_000);
const sortOrder = z.number().int().min(0).max(1_000_000);
const uid = z.guid();
const status = z.union([z.literal(ContentStatus.Draft), z.literal(ContentStatus.Published), z.literal(ContentStatus.Archived)]);

/** The id the item had where it was exported; kept on import where that id is free. */
const sourceId = z.number().int().min(0).max(2_147_483_647).optional();

const common = {
  uid,
  id: sourceId,
  publish_status: status,
  is_trial_content: z.boolean(),
  sort_order: sortOrder,
};

/** Texts of one language: English must have every required one, French and Spanish may leave any out (English is shown). */
function languages<R extends z.ZodRawShape, O extends z.ZodRawShape>(required: R, optional: O) {
  const english = z.strictObject({ ...required, ...optional });
  const other = english.partial();
  return z.strictObject({ en: english, fr: other, es: other });
}
const nullable = <S extends z.ZodType>(schema: S) => schema.nullable().optional();

export const ZBundleTopic = z.strictObject({
  ...common,
  slug: z.string().regex(/^[a-z0-9-]{1,60}$/).nullable(),
  hue: z.number().int().min(0).max(359).nullable(),
  image_key: mediaKey.nullable(),
  minutes_to_complete: minutes,
  languages: languages(
    {
      title,
      subtitle: optionalText,
      body,
      assessment_intro: optionalText,
      quantitative_assessment_question: optionalText,
      qualitative_assessment_question_one: optionalText,
      qualitative_assessment_question_two: optionalText,
    },
    {},
  ),
});

export const ZBundleSegment = z.strictObject({
  ...common,
  topic_uid: uid,
  segment_number: z.number().int().min(1).max(1000),
  has_user_assessment: z.boolean(),
  minutes_to_complete: minutes,
  languages: languages({ title, body }, {}),
});

export const ZBundleStep = z.strictObject({
  ...common,
  segment_uid: uid,
  vimeo_link: z.url({ protocol: /^https$/ }).max(ContentBundleLimits.linkMax).nullable(),
  media_key: mediaKey.nullable(),
  duration_seconds: seconds.nullable(),
  minutes_to_complete: minutes,
  languages: languages({ title }, { captions_key: nullable(mediaKey) }),
});

export const ZBundleActivity = z.strictObject({
  ...common,
  segment_uid: uid,
  activity_type: z.union([z.literal(ActivityType.Activity), z.literal(ActivityType.Meditation), z.literal(ActivityType.Journaling)]),
  featured: z.boolean(),
  minutes_to_complete: minutes,
  languages: languages(
    { title, body },
    {
      female_audio_file: nullable(mediaKey),
      female_audio_duration: nullable(seconds),
      male_audio_file: nullable(mediaKey),
      male_audio_duration: nullable(seconds),
      transcript_key: nullable(mediaKey),
    },
  ),
});

const resourceCategories = Object.values(ResourceCategory) as [number, ...number[]];

export const ZBundleResource = z.strictObject({
  ...common,
  category: z.number().int().refine((value) => resourceCategories.includes(value), 'not a resource category'),
  external_link: z.url({ protocol: /^https?$/ }).max(ContentBundleLimits.linkMax).nullable(),
  featured: z.boolean(),
  topic_uids: z.array(uid).max(ContentBundleLimits.topics),
  segment_uids: z.array(uid).max(ContentBundleLimits.segments),
  languages: languages(
    { title, body },
    {
      file_key: nullable(mediaKey),
      file_name: nullable(text(ContentBundleLimits.fileNameMax)),
      captions_key: nullable(mediaKey),
      audio_duration: nullable(seconds),
    },
  ),
});

/** A media file the bundle holds, at `media/<sha256>` in the archive. */
export const ZBundleMedia = z.strictObject({
  key: mediaKey,
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
  bytes: z.number().int().min(1).max(ContentBundleLimits.mediaFileBytes),
});

export type TBundleMedia = z.infer<typeof ZBundleMedia>;

export const ZBundleScope = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('program') }),
  z.strictObject({ kind: z.literal('topic'), topic_uid: uid }),
]);

/** `manifest.json`: the format and version are read first, so an unknown version is refused by name. */
export const ZBundleHeader = z.object({ format: z.literal(ContentBundleFormat), version: z.number().int() });

export const ZBundleManifest = z.strictObject({
  format: z.literal(ContentBundleFormat),
  version: z.literal(ContentBundleVersion),
  exported_at: z.iso.datetime({ offset: true }),
  scope: ZBundleScope,
  topics: z.array(ZBundleTopic).max(ContentBundleLimits.topics),
  segments: z.array(ZBundleSegment).max(ContentBundleLimits.segments),
  steps: z.array(ZBundleStep).max(ContentBundleLimits.steps),
  activities: z.array(ZBundleActivity).max(ContentBundleLimits.activities),
  resources: z.array(ZBundleResource).max(ContentBundleLimits.resources),
  media: z.array(ZBundleMedia).max(ContentBundleLimits.mediaFiles),
});
export type TBundleManifest = z.infer<typeof ZBundleManifest>;
export type TBundleTopic = z.infer<typeof ZBundleTopic>;
export type TBundleSegment = z.infer<typeof ZBundleSegment>;
export type TBundleStep = z.infer<typeof ZBundleStep>;
export type TBundleActivity = z.infer<typeof ZBundleActivity>;
export type TBundleResource = z.infer<typeof ZBundleResource>;
export type TBundleItem = TBundleTopic | TBundleSegment | TBundleStep | TBundleActivity | TBundleResource;

// ---------------------------------------------------------------------------------------------
// Routes

export const ZBundleOverview = z.object({
  format_version: z.number().int(),
  limits: z.object({ archive_bytes: z.number().int() }),
  topics: z.array(z.object({ uid, title: z.string(), publish_status: z.number().int() })),
});
export type TBundleOverview = z.infer<typeof ZBundleOverview>;

export const ZBundleExportQuery = z.object({ topic: uid.optional() });

const booleanFlag = z.enum(['true', 'false']).default('false').transform((value) => value === 'true');

export const ZBundlePreviewQuery = z.object({
  /** Whole-program bundles only: archive the items the bundle does not hold (never deletes). */
  archive_absent: booleanFlag,
});

/** A stored upload's id (a preview keeps the bundle it read, for the apply to name). */
const uploadId = z.string().regex(/^[0-9a-f]{32}$/);

/** Applying a previewed import: the upload the preview stored, and what the preview was made on. */
export const ZBundleApply = z.strictObject({
  upload_id: uploadId,
  /** Whole-program bundles only: archive the items the bundle does not hold (never deletes). */
  archive_absent: z.boolean().default(false),
  /** The content's hash the preview was made on: a change since refuses the import (409). */
  base_hash: z.string().regex(/^[0-9a-f]{64}$/),
  bundle_hash: z.string().regex(/^[0-9a-f]{64}$/),
  note: z.string().trim().max(ContentBundleLimits.noteMax, issueMessage('validation.too_long', { field: 'note', max: ContentBundleLimits.noteMax })).optional(),
});

export const BundleActions = ['create', 'update', 'unchanged', 'archive'] as const;
export type TBundleAction = (typeof BundleActions)[number];

export const ZBundlePlanItem = z.object({
  kind: z.enum(BundleItemKinds),
  uid,
  /** Its English title (in the bundle, or the database's for an item to archive). */
  title: z.string(),
  action: z.enum(BundleActions),
  /** The language-neutral fields an update changes. */
  fields: z.array(z.string()),
  /** Per language, the text fields an update changes (languages without a change are left out). */
  languages: z.array(z.object({ language: z.enum(BundleLanguages), fields: z.array(z.string()) })),
});
export type TBundlePlanItem = z.infer<typeof ZBundlePlanItem>;

const ZCounts = z.object({ create: z.number().int(), update: z.number().int(), unchanged: z.number().int(), archive: z.number().int() });

export const ZBundlePlan = z.object({
  /** The uploaded bundle as the server keeps it until it is applied or expires: what apply names. */
  upload_id: uploadId,
  scope: z.enum(['program', 'topic']),
  exported_at: z.string(),
  archive_absent: z.boolean(),
  base_hash: z.string(),
  bundle_hash: z.string(),
  counts: ZCounts,
  /** Media files the store does not hold yet. */
  new_media: z.number().int(),
  items: z.array(ZBundlePlanItem),
});
export type TBundlePlan = z.infer<typeof ZBundlePlan>;

export const ZBundleApplied = z.object({ counts: ZCounts, new_media: z.number().int() });
export type TBundleApplied = z.infer<typeof ZBundleApplied>;
