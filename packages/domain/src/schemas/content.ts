import { z } from 'zod';
import { ActivityType, ContentStatus, Languages, RatingScale, ResourceCategory, TranslationContentType } from '../enums/index.ts';
import { Limits } from '../limits.ts';
import { tooLong } from './fields.ts';
import { PercentMax } from '../rules/percent.ts';

// The program as the API replies with it (spec section 3), with the per-user fields filled in for
// the caller. English texts; other languages come from GET /translations and are laid over by
// `localizeContent`. Media fields hold keys served at /api/content_media/<key>.
// The reply schemas are the contract: the server serialises its replies from them (a field not
// declared here never leaves it) and the OpenAPI document describes them.

/** 0..100, whole percents (requests and replies alike). */
const percent = z.number().int().min(0).max(PercentMax);

/** One raster size of a topic banner; every size has the same aspect, so `srcset` w-descriptors apply. */
export const ZBannerImage = z.object({
  key: z.string(),
  /** pixel width of the file */
  width: z.number().int(),
}).meta({ id: 'BannerImage' });
export type TBannerImage = z.infer<typeof ZBannerImage>;

const contentFlags = {
  publish_status: z.enum(ContentStatus),
  is_trial_content: z.boolean(),
};

/** A video step: a Vimeo link or a local media file, never both. */
export const ZStep = z.object({
  ...contentFlags,
  id: z.number().int(),
  segment_id: z.number().int(),
  title: z.string(),
  vimeo_link: z.string().nullable(),
  media_key: z.string().nullable(),
  /** WebVTT captions of the narration */
  captions_key: z.string().nullable(),
  duration_seconds: z.number().nullable(),
  sort_order: z.number().int(),
  minutes_to_complete: z.number(),
  /** 0..100 */
  user_percent_complete: percent,
  /** seconds watched when last saved, to resume */
  user_time: z.number(),
}).meta({ id: 'Step' });
export type TStep = z.infer<typeof ZStep>;

/**
 * What every locked item carries instead of its content: the lock itself. A trial user's lists
 * draw a locked item as a tile (title, kind, lock) and open the subscribe prompt, so its body,
 * media keys, links and file names never leave the server (rules/content-access.ts decides).
 */
const lockedMark = {
  /** always true: the item is locked for the caller, and only its tile's fields are sent */
  locked: z.literal(true),
};

/** A locked video step: the topic menu's row (title, time, lock) and the caller's own progress. */
export const ZLockedStep = ZStep.pick({
  publish_status: true,
  is_trial_content: true,
  id: true,
  segment_id: true,
  title: true,
  sort_order: true,
  /** the row's time is the video's length */
  duration_seconds: true,
  minutes_to_complete: true,
  user_percent_complete: true,
  user_time: true,
}).extend(lockedMark).meta({ id: 'LockedStep' });
export type TLockedStep = z.infer<typeof ZLockedStep>;

/** A step as lists and topics embed it: whole, or locked for the caller. */
export const ZListedStep = z.union([ZStep, ZLockedStep]);
export type TListedStep = z.infer<typeof ZListedStep>;

/** An activity (exercise): written activity, meditation or journaling. */
export const ZActivity = z.object({
  ...contentFlags,
  id: z.number().int(),
  segment_id: z.number().int(),
  module_id: z.number().int(),
  title: z.string(),
  /** sanitised rich text (a small HTML subset) */
  body: z.string(),
  activity_type: z.enum(ActivityType),
  sort_order: z.number().int(),
  minutes_to_complete: z.number(),
  is_featured: z.boolean(),
  /** media keys of the meditation audio and its transcript; null for other activities */
  male_audio_id: z.string().nullable(),
  male_audio_duration: z.number().nullable(),
  female_audio_id: z.string().nullable(),
  female_audio_duration: z.number().nullable(),
  transcript_key: z.string().nullable(),
  /** 0..100 */
  user_percent_complete: percent,
}).meta({ id: 'Activity' });
export type TActivity = z.infer<typeof ZActivity>;

/** A locked activity: its tile (title, type, lock), its place in the program and the caller's own progress. */
export const ZLockedActivity = ZActivity.pick({
  publish_status: true,
  is_trial_content: true,
  id: true,
  segment_id: true,
  module_id: true,
  title: true,
  activity_type: true,
  sort_order: true,
  minutes_to_complete: true,
  is_featured: true,
  user_percent_complete: true,
}).extend(lockedMark).meta({ id: 'LockedActivity' });
export type TLockedActivity = z.infer<typeof ZLockedActivity>;

/** An activity as lists and topics embed it: whole, or locked for the caller. */
export const ZListedActivity = z.union([ZActivity, ZLockedActivity]);
export type TListedActivity = z.infer<typeof ZListedActivity>;

/** A resource (extra content): recommendations, audio files, downloads, and the tutorial (id 0). */
export const ZResource = z.object({
  ...contentFlags,
  id: z.number().int(),
  title: z.string(),
  body: z.string(),
  category: z.enum(ResourceCategory),
  external_link: z.string().nullable(),
  /** media key of the audio file, the download, or the tutorial video */
  file_id: z.string().nullable(),
  file_name: z.string().nullable(),
  audio_duration: z.number().nullable(),
  /** the tutorial video's captions */
  captions_key: z.string().nullable(),
  is_featured: z.boolean(),
}).meta({ id: 'Resource' });
export type TResource = z.infer<typeof ZResource>;

/** A locked resource: its tile (title, category, lock). */
export const ZLockedResource = ZResource.pick({
  publish_status: true,
  is_trial_content: true,
  id: true,
  title: true,
  category: true,
  is_featured: true,
}).extend(lockedMark).meta({ id: 'LockedResource' });
export type TLockedResource = z.infer<typeof ZLockedResource>;

/** A resource as lists and topics embed it: whole, or locked for the caller. */
export const ZListedResource = z.union([ZResource, ZLockedResource]);
export type TListedResource = z.infer<typeof ZListedResource>;

export const ZSegmentCountsReply = z.object({
  done_steps: z.number().int(),
  total_steps: z.number().int(),
  done_exercises: z.number().int(),
  total_exercises: z.number().int(),
});
export type TSegmentCountsReply = z.infer<typeof ZSegmentCountsReply>;

export const ZSegment = z.object({
  ...contentFlags,
  ...ZSegmentCountsReply.shape,
  id: z.number().int(),
  module_id: z.number().int(),
  title: z.string(),
  body: z.string(),
  segment_number: z.number().int(),
  minutes_to_complete: z.number(),
  has_user_assessment: z.boolean(),
  steps: z.array(ZListedStep),
  activities: z.array(ZListedActivity),
  /** the segment's related resources (full detail only, else empty) */
  resources: z.array(ZListedResource),
}).meta({ id: 'Segment' });
export type TSegment = z.infer<typeof ZSegment>;

/** A topic as GET /modules lists it: no segments, with the caller's counts. */
export const ZModuleSummary = z.object({
  ...contentFlags,
  ...ZSegmentCountsReply.shape,
  id: z.number().int(),
  title: z.string(),
  subtitle: z.string(),
  body: z.string(),
  /** the topic's vector banner */
  image_key: z.string().nullable(),
  /** raster banners, every size and density, for `srcset` */
  banner_images: z.array(ZBannerImage),
  /** the topic's hue (0-359), for its colour accents */
  hue: z.number().nullable(),
  minutes_to_complete: z.number(),
  sort_order: z.number().int(),
  user_assessment_completed: z.boolean(),
  /** `topicPercentComplete` of the counts, 0..100 */
  user_percent_complete: percent,
}).meta({ id: 'ModuleSummary' });
export type TModuleSummary = z.infer<typeof ZModuleSummary>;

/** A locked topic's card: everything but its description (the overview, which is refused, shows that). */
export const ZLockedModuleSummary = ZModuleSummary.omit({ body: true }).extend(lockedMark).meta({ id: 'LockedModuleSummary' });
export type TLockedModuleSummary = z.infer<typeof ZLockedModuleSummary>;

/** A topic as GET /modules lists it and nextModule names it: whole, or locked for the caller. */
export const ZListedModuleSummary = z.union([ZModuleSummary, ZLockedModuleSummary]);
export type TListedModuleSummary = z.infer<typeof ZListedModuleSummary>;

/** GET /modules/:id: the topic with its segments; `fullDetail=1` adds resources and nextModule. */
export const ZModule = z.object({
  ...ZModuleSummary.shape,
  assessment_intro: z.string(),
  quantitative_assessment_question: z.string(),
  qualitative_assessment_question_one: z.string(),
  qualitative_assessment_question_two: z.string(),
  segments: z.array(ZSegment),
  /** the topic's own related resources (full detail only, else empty) */
  resources: z.array(ZListedResource),
  /** the next published topic in order, or null after the last (full detail only) */
  nextModule: ZListedModuleSummary.nullable().optional(),
}).meta({ id: 'Module' });
export type TModule = z.infer<typeof ZModule>;

/** GET /extra_contents?groupby=category: resources keyed by category number. */
export const ZResourcesByCategory = z.partialRecord(z.enum(ResourceCategory), z.array(ZListedResource));
export type TResourcesByCategory = z.infer<typeof ZResourcesByCategory>;

/** Field overrides of one content item, by API field name (`title`, `body`, `male_audio_file` ...). */
export const ZTranslatedFields = z.record(z.string(), z.string());
export type TTranslatedFields = z.infer<typeof ZTranslatedFields>;
/** One language's overrides: content type, then content id, then fields (a locked item's: only those its locked shape has). */
export const ZTranslationTable = z.partialRecord(z.enum(TranslationContentType), z.record(z.string(), ZTranslatedFields)).meta({ id: 'TranslationTable' });
export type TTranslationTable = z.infer<typeof ZTranslationTable>;
/** GET /translations?language=fr: `data` keyed by language (spec section 3). */
export const ZTranslations = z.partialRecord(z.enum(Languages), ZTranslationTable);
export type TTranslations = z.infer<typeof ZTranslations>;

/** PUT /steps/:id/progress reply. */
export const ZStepProgress = z.object({
  step_id: z.number().int(),
  user_percent_complete: percent,
  user_time: z.number(),
});
export type TStepProgress = z.infer<typeof ZStepProgress>;

/** PUT /exercises/:id/progress reply. */
export const ZExerciseProgress = z.object({
  exercise_id: z.number().int(),
  user_percent_complete: percent,
});
export type TExerciseProgress = z.infer<typeof ZExerciseProgress>;

/** POST /user_assessments reply. */
export const ZUserAssessment = z.object({
  id: z.number().int(),
  module_id: z.number().int(),
  quantitative_answer: z.enum(RatingScale),
  qualitative_answer_one: z.string(),
  qualitative_answer_two: z.string(),
  created_at: z.string(),
});
export type TUserAssessment = z.infer<typeof ZUserAssessment>;

// ---------------------------------------------------------------------------------------------
// Requests

/** PUT /steps/:id/progress: the percent watched and the playback position in seconds. */
export const ZStepProgressUpdate = z.strictObject({
  progress: percent,
  time: z.number().min(0).max(24 * 60 * 60).transform(Math.floor),
});
export type TStepProgressUpdate = z.input<typeof ZStepProgressUpdate>;

/** PUT /exercises/:id/progress: 100 when marked complete. */
export const ZExerciseProgressUpdate = z.strictObject({ progress: percent });
export type TExerciseProgressUpdate = z.input<typeof ZExerciseProgressUpdate>;

const assessmentText = z
  .string()
  .trim()
  .min(1)
  .max(Limits.assessmentTextMax, tooLong('answer', Limits.assessmentTextMax));

/** POST /user_assessments. Unanswered: rating Skip (6), texts 'Skipped' (see the web's features/assessments/lib/assessment-wizard.ts). */
export const ZUserAssessmentCreate = z.strictObject({
  module_id: z.number().int().positive(),
  quantitative_answer: z.union(Object.values(RatingScale).map((value) => z.literal(value))),
  qualitative_answer_one: assessmentText,
  qualitative_answer_two: assessmentText,
});
export type TUserAssessmentCreate = z.input<typeof ZUserAssessmentCreate>;

/** POST /user_assessments/views: the assessment was opened. */
export const ZAssessmentViewCreate = z.strictObject({ module_id: z.number().int().positive() });
export type TAssessmentViewCreate = z.input<typeof ZAssessmentViewCreate>;
