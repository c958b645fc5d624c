import { z } from 'zod';
import type { TActivityType, TContentStatus, TLanguage, TRatingScale, TResourceCategory, TTranslationContentType } from '../enums/index.ts';
import { RatingScale } from '../enums/index.ts';
import { Limits } from '../limits.ts';
import { tooLong } from './fields.ts';
import { PercentMax } from '../rules/percent.ts';

// The program as the API replies with it (spec section 3), with the per-user fields filled in for
// the caller. English texts; other languages come from GET /translations and are laid over by
// `localizeContent`. Media fields hold keys served at /api/content_media/<key>.

/** One raster size of a topic banner; every size has the same aspect, so `srcset` w-descriptors apply. */
export interface TBannerImage {
  key: string;
  /** pixel width of the file */
  width: number;
}

interface TContentFlags {
  publish_status: TContentStatus;
  is_trial_content: boolean;
}

/** A video step: a Vimeo link or a local media file, never both. */
export interface TStep extends TContentFlags {
  id: number;
  segment_id: number;
  title: string;
  vimeo_link: string | null;
  media_key: string | null;
  /** WebVTT captions of the narration */
  captions_key: string | null;
  duration_seconds: number | null;
  sort_order: number;
  minutes_to_complete: number;
  /** 0..100 */
  user_percent_complete: number;
  /** seconds watched when last saved, to resume */
  user_time: number;
}

/** An activity (exercise): written activity, meditation or journaling. */
export interface TActivity extends TContentFlags {
  id: number;
  segment_id: number;
  module_id: number;
  title: string;
  /** sanitised rich text (a small HTML subset) */
  body: string;
  activity_type: TActivityType;
  sort_order: number;
  minutes_to_complete: number;
  is_featured: boolean;
  /** media keys of the meditation audio and its transcript; null for other activities */
  male_audio_id: string | null;
  male_audio_duration: number | null;
  female_audio_id: string | null;
  female_audio_duration: number | null;
  transcript_key: string | null;
  /** 0..100 */
  user_percent_complete: number;
}

/** A resource (extra content): recommendations, audio files, downloads, and the tutorial (id 0). */
export interface TResource extends TContentFlags {
  id: number;
  title: string;
  body: string;
  category: TResourceCategory;
  external_link: string | null;
  /** media key of the audio file, the download, or the tutorial video */
  file_id: string | null;
  file_name: string | null;
  audio_duration: number | null;
  /** the tutorial video's captions */
  captions_key: string | null;
  is_featured: boolean;
}

export interface TSegmentCountsReply {
  done_steps: number;
  total_steps: number;
  done_exercises: number;
  total_exercises: number;
}

export interface TSegment extends TContentFlags, TSegmentCountsReply {
  id: number;
  module_id: number;
  title: string;
  body: string;
  segment_number: number;
  minutes_to_complete: number;
  has_user_assessment: boolean;
  steps: TStep[];
  activities: TActivity[];
  /** the segment's related resources (full detail only, else empty) */
  resources: TResource[];
}

/** A topic as GET /modules lists it: no segments, with the caller's counts. */
export interface TModuleSummary extends TContentFlags, TSegmentCountsReply {
  id: number;
  title: string;
  subtitle: string;
  body: string;
  /** the topic's vector banner */
  image_key: string | null;
  /** raster banners, every size and density, for `srcset` */
  banner_images: TBannerImage[];
  /** the topic's hue (0-359), for its colour accents */
  hue: number | null;
  minutes_to_complete: number;
  sort_order: number;
  user_assessment_completed: boolean;
  /** `topicPercentComplete` of the counts, 0..100 */
  user_percent_complete: number;
}

/** GET /modules/:id: the topic with its segments; `fullDetail=1` adds resources and nextModule. */
export interface TModule extends TModuleSummary {
  assessment_intro: string;
  quantitative_assessment_question: string;
  qualitative_assessment_question_one: string;
  qualitative_assessment_question_two: string;
  segments: TSegment[];
  /** the topic's own related resources (full detail only, else empty) */
  resources: TResource[];
  /** the next published topic in order, or null after the last (full detail only) */
  nextModule?: TModuleSummary | null;
}

/** GET /extra_contents?groupby=category: resources keyed by category number. */
export type TResourcesByCategory = Partial<Record<TResourceCategory, TResource[]>>;

/** Field overrides of one content item, by API field name (`title`, `body`, `male_audio_file` ...). */
export type TTranslatedFields = Record<string, string>;
/** One language's overrides: content type, then content id, then fields. */
export type TTranslationTable = Partial<Record<TTranslationContentType, Record<string, TTranslatedFields>>>;
/** GET /translations?language=fr: `data` keyed by language (spec section 3). */
export type TTranslations = Partial<Record<TLanguage, TTranslationTable>>;

/** PUT /steps/:id/progress and its reply. */
export interface TStepProgress {
  step_id: number;
  user_percent_complete: number;
  user_time: number;
}

/** PUT /exercises/:id/progress reply. */
export interface TExerciseProgress {
  exercise_id: number;
  user_percent_complete: number;
}

/** POST /user_assessments reply. */
export interface TUserAssessment {
  id: number;
  module_id: number;
  quantitative_answer: TRatingScale;
  qualitative_answer_one: string;
  qualitative_answer_two: string;
  created_at: string;
}

// ---------------------------------------------------------------------------------------------
// Requests

const percent = z.number().int().min(0).max(PercentMax);

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
