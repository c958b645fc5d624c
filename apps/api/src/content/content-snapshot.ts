import type {
  TActivity,
  TLanguage,
  TListedResource,
  TLockedActivity,
  TLockedModuleSummary,
  TLockedStep,
  TModule,
  TModuleSummary,
  TSegment,
  TSegmentCountsReply,
  TStep,
  TTranslationTable,
} from '@innerway/domain';
import type { TAccess, TAudience } from './visibility.ts';

// The program as the content store holds it: reply-shaped objects without the per-user fields,
// indexed the ways the endpoints look them up. Built once per load; requests only add progress.
// Each view is built for one access level too: a trial user's view holds the items they may not
// open in their locked shape already, so no reply built from it can carry their content.

type TStepProgressFields = 'user_percent_complete' | 'user_time';
export type TStepBase = Omit<TStep, TStepProgressFields>;
type TLockedStepBase = Omit<TLockedStep, TStepProgressFields>;
export type TListedStepBase = TStepBase | TLockedStepBase;
export type TActivityBase = Omit<TActivity, 'user_percent_complete'>;
type TLockedActivityBase = Omit<TLockedActivity, 'user_percent_complete'>;
export type TListedActivityBase = TActivityBase | TLockedActivityBase;
type TSegmentBase = Omit<TSegment, 'steps' | 'activities' | 'resources' | keyof TSegmentCountsReply>;
type TModuleProgressFields = keyof TSegmentCountsReply | 'user_assessment_completed' | 'user_percent_complete';
export type TModuleSummaryBase = Omit<TModuleSummary, TModuleProgressFields>;
type TLockedModuleSummaryBase = Omit<TLockedModuleSummary, TModuleProgressFields>;
export type TListedModuleSummaryBase = TModuleSummaryBase | TLockedModuleSummaryBase;
type TAssessmentTexts = Pick<
  TModule,
  | 'assessment_intro'
  | 'quantitative_assessment_question'
  | 'qualitative_assessment_question_one'
  | 'qualitative_assessment_question_two'
>;

export interface TSegmentNode {
  base: TSegmentBase;
  /** visible steps and activities, by sort_order */
  steps: TListedStepBase[];
  activities: TListedActivityBase[];
  /** visible linked resources, by link order */
  resources: TListedResource[];
}

export interface TModuleNode {
  summary: TListedModuleSummaryBase;
  assessment: TAssessmentTexts;
  /** visible segments, by segment_number */
  segments: TSegmentNode[];
  /** visible linked resources, by link order */
  resources: TListedResource[];
  /** the next visible module by sort_order, or null after the last */
  next: TModuleNode | null;
}

/**
 * The program as one audience with one access level sees it (see visibility.ts): a hidden parent
 * hides its children, and what that access level may not open is in its locked shape.
 */
export interface TContentView {
  /** by sort_order */
  modules: TModuleNode[];
  moduleById: Map<number, TModuleNode>;
  stepById: Map<number, TListedStepBase>;
  /** in program order: topic, segment, sort_order */
  activities: TListedActivityBase[];
  activityById: Map<number, TListedActivityBase>;
  /** by sort_order (the tutorial, sort_order 0, first) */
  resources: TListedResource[];
  resourceById: Map<number, TListedResource>;
}

/** One value per audience and access level. */
export type TPerViewer<T> = Record<TAudience, Record<TAccess, T>>;

export interface TContentSnapshot {
  views: TPerViewer<TContentView>;
  /**
   * One table per language, audience and access level: the translations of what that viewer may
   * see, and of a locked item only the fields its locked shape has (its title).
   */
  translations: Record<TLanguage, TPerViewer<TTranslationTable>>;
  /**
   * Media key -> whether a trial user may fetch it: true when some trial item (not archived) uses
   * it, in any language. Keys absent from the map belong to no content.
   */
  mediaTrialAccess: Map<string, boolean>;
}
