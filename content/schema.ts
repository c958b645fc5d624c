// Zod schemas for the demo program content (content/topics/*.json, content/resources.json).
// Two layers:
//   - `ContentSourceSchema`: the shape of the files, every text in en/fr/es, body HTML limited to a
//     small safe subset, ids unique per entity type, the spec's enumerations;
//   - `checkMedia()`: every media key the content names exists under content/media and is listed
//     in the generated manifest (content/media/manifest.json), which also gives audio durations.
import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import {
  ActivityType,
  bannerKeys,
  ContentStatus,
  isContentHref,
  isContentHtmlTag,
  isMediaKey,
  Languages,
  ResourceCategory,
  videoPosterKey,
} from '@innerway/domain';

// ---------------------------------------------------------------------------------------------
// Texts

const nonEmpty = z.string().trim().min(1);

/** A plain text in every language of the product. */
export const ZLocalizedText = z.strictObject({ en: nonEmpty, fr: nonEmpty, es: nonEmpty });
export type TLocalizedText = z.infer<typeof ZLocalizedText>;

/**
 * Returns the problems of a rich-text body: only the domain's tags (`ContentHtml`), no attributes
 * except `href` (http, https or mailto) on `a`, no stray `<`, and balanced tags.
 */
export function htmlProblems(html: string): string[] {
  const problems: string[] = [];
  const stack: string[] = [];
  const tagPattern = /<(\/?)([a-zA-Z0-9]+)([^<>]*?)(\/?)>/g;
  let match: RegExpExecArray | null;
  let rest = html;
  while ((match = tagPattern.exec(html)) !== null) {
    const [, closing, rawName, attributes, selfClosing] = match;
    const name = rawName!.toLowerCase();
    rest = rest.replace(match[0], '');
    if (!isContentHtmlTag(name)) {
      problems.push(`tag <${name}> is not allowed`);
      continue;
    }
    const attrs = attributes!.trim();
    if (attrs) {
      if (name !== 'a' || closing) problems.push(`<${name}> may not carry attributes`);
      else if (!isContentHref(/^href="([^"\s]+)"$/.exec(attrs)?.[1] ?? '')) problems.push(`<a> may only carry an http(s) or mailto href`);
    }
    if (name === 'br' || selfClosing) continue;
    if (closing) {
      if (stack.pop() !== name) problems.push(`</${name}> does not close the open tag`);
    } else {
      stack.push(name);
    }
  }
  if (stack.length) problems.push(`unclosed tags: ${stack.join(', ')}`);
  if (/[<>]/.test(rest)) problems.push('stray < or > outside a tag (write &lt; or &gt;)');
  return problems;
}

const ZRichText = z.string().trim().min(1).superRefine((html, ctx) => {
  for (const problem of htmlProblems(html)) ctx.addIssue({ code: 'custom', message: problem });
});

/** A rich-text body (simple HTML) in every language. */
const ZLocalizedRichText = z.strictObject({ en: ZRichText, fr: ZRichText, es: ZRichText });

// ---------------------------------------------------------------------------------------------
// Media keys

/** A path relative to content/media, served later at /api/content_media/<key>. */
const ZMediaKey = z
  .string()
  .refine(isMediaKey, 'not a media key (folder/file-name.kind: lowercase letters, digits, . _ -, a kind the folder holds)');
const ZLocalizedMediaKey = z.strictObject({ en: ZMediaKey, fr: ZMediaKey, es: ZMediaKey });

// ---------------------------------------------------------------------------------------------
// Enumerations

const ZContentStatus = z.union([z.literal(ContentStatus.Draft), z.literal(ContentStatus.Published), z.literal(ContentStatus.Archived)]);
const ZActivityType = z.union([z.literal(ActivityType.Activity), z.literal(ActivityType.Meditation), z.literal(ActivityType.Journaling)]);
const ZResourceCategory = z.union([
  z.literal(ResourceCategory.SongRecommendation),
  z.literal(ResourceCategory.BookRecommendation),
  z.literal(ResourceCategory.MovieRecommendation),
  z.literal(ResourceCategory.AudioFile),
  z.literal(ResourceCategory.FileDownload),
]);

const id = z.number().int().positive();

// ---------------------------------------------------------------------------------------------
// Program

const ZStep = z.strictObject({
  id,
  sort_order: z.number().int().min(1),
  publish_status: ZContentStatus,
  is_trial_content: z.boolean(),
  title: ZLocalizedText,
  /** The local video (English narration). */
  media_key: ZMediaKey,
  /** WebVTT captions of the narration, one file per language. */
  captions_keys: ZLocalizedMediaKey,
  /** The spoken narration, one entry per caption cue, in every language. */
  narration: z.array(ZLocalizedText).min(1).max(6),
});

const ZMeditation = z.strictObject({
  /** The spoken lines; a pause follows each line. */
  script: z.array(ZLocalizedText).min(3),
  female_audio_keys: ZLocalizedMediaKey,
  male_audio_keys: ZLocalizedMediaKey,
  transcript_keys: ZLocalizedMediaKey,
});

const ZActivity = z
  .strictObject({
    id,
    activity_type: ZActivityType,
    sort_order: z.number().int().min(1),
    publish_status: ZContentStatus,
    is_trial_content: z.boolean(),
    featured: z.boolean(),
    title: ZLocalizedText,
    body: ZLocalizedRichText,
    meditation: ZMeditation.optional(),
  })
  .refine((a) => (a.activity_type === ActivityType.Meditation) === (a.meditation !== undefined), {
    message: 'a meditation (and only a meditation) has audio: `meditation` is required for activity_type 2',
  });

const ZSegment = z.strictObject({
  id,
  segment_number: z.number().int().min(1),
  has_user_assessment: z.boolean(),
  title: ZLocalizedText,
  body: ZLocalizedRichText,
  steps: z.array(ZStep).min(2).max(4),
  activities: z.array(ZActivity).max(3),
});

const ZTopic = z
  .strictObject({
    id,
    slug: z.string().regex(/^[a-z]+$/),
    /** The topic's hue (0-359) for its banner and card, from one harmonious family. */
    hue: z.number().int().min(0).max(359),
    image_key: ZMediaKey,
    publish_status: ZContentStatus,
    is_trial_content: z.boolean(),
    title: ZLocalizedText,
    subtitle: ZLocalizedText,
    body: ZLocalizedRichText,
    assessment_intro: ZLocalizedText,
    /** Answered on the 1-5 scale, Not at all ... Very much. */
    quantitative_assessment_question: ZLocalizedText,
    qualitative_assessment_question_one: ZLocalizedText,
    qualitative_assessment_question_two: ZLocalizedText,
    segments: z.array(ZSegment).min(2).max(4),
  })
  .superRefine((topic, ctx) => {
    topic.segments.forEach((segment, index) => {
      if (segment.segment_number !== index + 1)
        ctx.addIssue({ code: 'custom', path: ['segments', index, 'segment_number'], message: `expected ${index + 1}` });
      const last = index === topic.segments.length - 1;
      if (segment.has_user_assessment !== last)
        ctx.addIssue({ code: 'custom', path: ['segments', index, 'has_user_assessment'], message: 'only the last segment has the assessment' });
      segment.steps.forEach((step, stepIndex) => {
        if (step.sort_order !== stepIndex + 1)
          ctx.addIssue({ code: 'custom', path: ['segments', index, 'steps', stepIndex, 'sort_order'], message: `expected ${stepIndex + 1}` });
      });
      if (topic.is_trial_content) {
        const notTrial = [...segment.steps, ...segment.activities].filter((item) => !item.is_trial_content);
        if (notTrial.length)
          ctx.addIssue({ code: 'custom', path: ['segments', index], message: 'everything inside a trial topic is trial content' });
      }
    });
  });

const ZResource = z
  .strictObject({
    id,
    category: ZResourceCategory,
    publish_status: ZContentStatus,
    is_trial_content: z.boolean(),
    featured: z.boolean(),
    title: ZLocalizedText,
    body: ZLocalizedRichText,
    /** Song, book, movie: the official page to listen, read or watch (https). */
    external_link: z.url({ protocol: /^https$/ }).optional(),
    /** AudioFile: the audio per language. */
    audio_keys: ZLocalizedMediaKey.optional(),
    /** AudioFile: the spoken text per language (the generator reads it). */
    audio_script: z.array(ZLocalizedText).optional(),
    /** FileDownload: the file per language and the name it downloads as. */
    file_keys: ZLocalizedMediaKey.optional(),
    file_names: ZLocalizedText.optional(),
    /** FileDownload: the printed text of the worksheet (the generator reads it). */
    file_lines: z.array(ZLocalizedText).optional(),
    topic_ids: z.array(id),
    segment_ids: z.array(id),
  })
  .superRefine((r, ctx) => {
    const need = (ok: boolean, message: string) => {
      if (!ok) ctx.addIssue({ code: 'custom', message: `resource ${r.id}: ${message}` });
    };
    const recommendation = ([ResourceCategory.SongRecommendation, ResourceCategory.BookRecommendation, ResourceCategory.MovieRecommendation] as number[]).includes(r.category);
    need(!recommendation || !!r.external_link, 'a song, book or movie needs an external_link (an official page to listen, read or watch)');
    need(r.category !== ResourceCategory.AudioFile || (!!r.audio_keys && !!r.audio_script), 'an audio file needs audio_keys and audio_script');
    need(r.category === ResourceCategory.AudioFile || (!r.audio_keys && !r.audio_script), 'only an audio file has audio');
    need(
      r.category !== ResourceCategory.FileDownload || (!!r.file_keys && !!r.file_names && !!r.file_lines),
      'a file download needs file_keys, file_names and file_lines',
    );
    need(r.category === ResourceCategory.FileDownload || (!r.file_keys && !r.file_names && !r.file_lines), 'only a file download has a file');
    const files = [...Object.values(r.file_keys ?? {}), ...Object.values(r.file_names ?? {})];
    need(files.every((name) => name.endsWith('.pdf')), 'a download is a PDF: its file_keys and file_names end in .pdf');
  });

const ZTutorial = z.strictObject({
  id: z.literal(0),
  category: z.literal(ResourceCategory.Tutorial),
  publish_status: z.literal(ContentStatus.Published),
  /** The tutorial is always openable, trial users included. */
  is_trial_content: z.literal(true),
  featured: z.literal(true),
  title: ZLocalizedText,
  body: ZLocalizedRichText,
  media_key: ZMediaKey,
  captions_keys: ZLocalizedMediaKey,
  narration: z.array(ZLocalizedText).min(1).max(6),
});

export const ZResourcesFile = z.strictObject({
  tutorial: ZTutorial,
  resources: z.array(ZResource).min(1),
});

export const TOPIC_SLUGS = ['connect', 'forward', 'past', 'positive', 'purpose', 'reach', 'respond', 'unlock'] as const;

function duplicates(values: number[]): number[] {
  const seen = new Set<number>();
  const dupes = new Set<number>();
  for (const v of values) (seen.has(v) ? dupes : seen).add(v);
  return [...dupes];
}

export const ZContentSource = z
  .strictObject({
    topics: z.array(ZTopic).length(TOPIC_SLUGS.length),
    tutorial: ZTutorial,
    resources: z.array(ZResource),
  })
  .superRefine((content, ctx) => {
    content.topics.forEach((topic, index) => {
      if (topic.slug !== TOPIC_SLUGS[index] || topic.id !== index + 1)
        ctx.addIssue({ code: 'custom', path: ['topics', index], message: `topic ${index + 1} must be '${TOPIC_SLUGS[index]}' with id ${index + 1}` });
    });
    const segments = content.topics.flatMap((t) => t.segments);
    const steps = segments.flatMap((s) => s.steps);
    const activities = segments.flatMap((s) => s.activities);
    const checks: [string, number[]][] = [
      ['segment', segments.map((s) => s.id)],
      ['step', steps.map((s) => s.id)],
      ['activity', activities.map((a) => a.id)],
      ['resource', [content.tutorial.id, ...content.resources.map((r) => r.id)]],
    ];
    for (const [kind, ids] of checks) {
      const dupes = duplicates(ids);
      if (dupes.length) ctx.addIssue({ code: 'custom', message: `duplicate ${kind} ids: ${dupes.join(', ')}` });
    }
    const topicIds = new Set(content.topics.map((t) => t.id));
    const segmentIds = new Set(segments.map((s) => s.id));
    for (const r of content.resources) {
      for (const t of r.topic_ids) if (!topicIds.has(t)) ctx.addIssue({ code: 'custom', message: `resource ${r.id} links unknown topic ${t}` });
      for (const s of r.segment_ids) if (!segmentIds.has(s)) ctx.addIssue({ code: 'custom', message: `resource ${r.id} links unknown segment ${s}` });
    }
  });

export type TContentSource = z.infer<typeof ZContentSource>;
export type TTopicSource = z.infer<typeof ZTopic>;
export type TSegmentSource = z.infer<typeof ZSegment>;
export type TStepSource = z.infer<typeof ZStep>;
export type TActivitySource = z.infer<typeof ZActivity>;
export type TResourceSource = z.infer<typeof ZResource>;
export type TTutorialSource = z.infer<typeof ZTutorial>;

// ---------------------------------------------------------------------------------------------
// Media

/** content/media/manifest.json, written by scripts/generate-media.ts. */
export const ZMediaManifest = z.record(
  z.string(),
  z.strictObject({
    bytes: z.number().int().positive(),
    /** seconds, for audio and video */
    duration: z.number().positive().optional(),
    /** hash of the inputs the file was made from: the generator remakes a file when it changes */
    source: z.string(),
  }),
);
export type TMediaManifest = z.infer<typeof ZMediaManifest>;

/** Every media key the content refers to (raster banners and video posters included). */
export function mediaKeysOf(content: TContentSource): string[] {
  const keys: string[] = [];
  const localized = (k: Record<string, string> | undefined) => {
    if (k) for (const lang of Languages) keys.push(k[lang]!);
  };
  const video = (key: string) => {
    keys.push(key);
    const poster = videoPosterKey(key);
    if (poster) keys.push(poster);
  };
  video(content.tutorial.media_key);
  localized(content.tutorial.captions_keys);
  for (const topic of content.topics) {
    keys.push(topic.image_key);
    for (const sizes of Object.values(bannerKeys(topic.slug))) keys.push(...Object.values(sizes));
    for (const segment of topic.segments) {
      for (const step of segment.steps) {
        video(step.media_key);
        localized(step.captions_keys);
      }
      for (const activity of segment.activities) {
        localized(activity.meditation?.female_audio_keys);
        localized(activity.meditation?.male_audio_keys);
        localized(activity.meditation?.transcript_keys);
      }
    }
  }
  for (const r of content.resources) {
    localized(r.audio_keys);
    localized(r.file_keys);
  }
  return keys;
}

/** Problems with the media on disk: missing files, files absent from the manifest. */
export function checkMedia(content: TContentSource, manifest: TMediaManifest, mediaDir: string): string[] {
  const problems: string[] = [];
  for (const key of new Set(mediaKeysOf(content))) {
    const path = join(mediaDir, key);
    if (!existsSync(path) || statSync(path).size === 0) problems.push(`media missing: ${key}`);
    else if (!manifest[key]) problems.push(`media not in manifest.json: ${key}`);
  }
  return problems;
}
