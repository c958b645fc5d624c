import type {
  TActivity,
  TLanguage,
  TModule,
  TModuleSummary,
  TResource,
  TSegment,
  TSegmentCountsReply,
  TStep,
  TTranslationTable,
} from '@innerway/domain';
import type { TAudience } from './visibility.ts';

// The program as the content store holds it: reply-shaped objects without the per-user fields,
// indexed the ways the endpoints look them up. Built once per load; requests only add progress.

export type TStepBase = Omit<TStep, 'user_percent_complete' | 'user_time'>;
export type TActivityBase = Omit<TActivity, 'user_percent_complete'>;
type TSegmentBase = Omit<TSegment, 'steps' | 'activities' | 'resources' | keyof TSegmentCountsReply>;
type TModuleSummaryBase = Omit<
  TModuleSummary,
  keyof TSegmentCountsReply | 'user_assessment_completed' | 'user_percent_complete'
>;
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
  steps: TStepBase[];
  activities: TActivityBase[];
  /** visible linked resources, by link order */
  resources: TResource[];
}

export interface TModuleNode {
  summary: TModuleSummaryBase;
  assessment: TAssessmentTexts;
  /** visible segments, by segment_number */
  segments: TSegmentNode[];
  /** visible linked resources, by link order */
  resources: TResource[];
  /** the next visible module by sort_order, or null after the last */
  next: TModuleNode | null;
}

/** The program as one audience sees it (see visibility.ts): a hidden parent hides its children. */
export interface TContentView {
  /** by sort_order */
  modules: TModuleNode[];
  moduleById: Map<number, TModuleNode>;
  stepById: Map<number, TStepBase>;
  /** in program order: topic, segment, sort_order */
  activities: TActivityBase[];
  activityById: Map<number, TActivityBase>;
  /** by sort_order (the tutorial, sort_order 0, first) */
  resources: TResource[];
  resourceById: Map<number, TResource>;
}

export interface TContentSnapshot {
  views: Record<TAudience, TContentView>;
  /** One table per language and audience: the translations of what that audience may see. */
  translations: Record<TLanguage, Record<TAudience, TTranslationTable>>;
  /**
   * Media key -> whether a trial user may fetch it: true when some trial item (not archived) uses
   * it, in any language. Keys absent from the map belong to no content.
   */
  mediaTrialAccess: Map<string, boolean>;
}
