import { Limits, PercentMax, RatingScale, SkippedAnswerText, type TRatingScale } from '@innerway/domain';

/** The wizard's pages in order; `Submitted` is the thank-you state after a successful save. */
export const AssessmentPage = { Intro: 0, Rating: 1, TextOne: 2, TextTwo: 3, Review: 4, Submitted: 5 } as const;
export type TAssessmentPage = (typeof AssessmentPage)[keyof typeof AssessmentPage];

export interface TAssessmentDraft {
  rating: TRatingScale | null | undefined;
  textOne: string;
  textTwo: string;
}

/** The POST /user_assessments body. */
export interface TAssessmentAnswerPayload {
  module_id: number;
  quantitative_answer: TRatingScale;
  qualitative_answer_one: string;
  qualitative_answer_two: string;
}

/** page / 5 as a percent: intro 0, rating 20, texts 40 and 60, review 80, submitted 100. */
export function assessmentProgressPercent(page: TAssessmentPage): number {
  const clamped = Math.min(AssessmentPage.Submitted, Math.max(AssessmentPage.Intro, page));
  return (clamped / AssessmentPage.Submitted) * PercentMax;
}

function isRating(value: unknown): value is TRatingScale {
  return Object.values(RatingScale).includes(value as TRatingScale);
}

/** Whitespace only is no answer: it would be sent as 'Skipped' anyway. */
function isAssessmentPageAnswered(page: TAssessmentPage, draft: TAssessmentDraft): boolean {
  switch (page) {
    case AssessmentPage.Rating:
      return isRating(draft.rating);
    case AssessmentPage.TextOne:
      return draft.textOne.trim().length > 0;
    case AssessmentPage.TextTwo:
      return draft.textTwo.trim().length > 0;
    default:
      return true;
  }
}

export type TAssessmentNextLabel = 'Next' | 'Skip';

/** 'Skip' on a question page left unanswered, 'Next' everywhere else (the intro has no answer to skip). */
export function assessmentNextLabel(page: TAssessmentPage, draft: TAssessmentDraft): TAssessmentNextLabel {
  return isAssessmentPageAnswered(page, draft) ? 'Next' : 'Skip';
}

/** Prev: not on the intro, not while saving, not once submitted (spec section 4). */
export function canGoToPreviousAssessmentPage(page: TAssessmentPage, saving: boolean): boolean {
  return !saving && page > AssessmentPage.Intro && page < AssessmentPage.Submitted;
}

/**
 * Trims and caps at 500 UTF-16 units (what a textarea's maxLength and the server's max count),
 * without leaving half of an emoji at the cut.
 */
export function normalizeAssessmentText(text: string): string {
  let value = text.trim();
  if (value.length > Limits.assessmentTextMax) {
    value = value.slice(0, Limits.assessmentTextMax);
    const last = value.charCodeAt(value.length - 1);
    if (last >= 0xd800 && last <= 0xdbff) value = value.slice(0, -1);
    value = value.trimEnd();
  }
  return value;
}

/** The answer body: unanswered rating as Skip (6), unanswered texts as 'Skipped'. */
export function buildAssessmentAnswer(moduleId: number, draft: TAssessmentDraft): TAssessmentAnswerPayload {
  const one = normalizeAssessmentText(draft.textOne);
  const two = normalizeAssessmentText(draft.textTwo);
  return {
    module_id: moduleId,
    quantitative_answer: isRating(draft.rating) ? draft.rating : RatingScale.Skip,
    qualitative_answer_one: one || SkippedAnswerText,
    qualitative_answer_two: two || SkippedAnswerText,
  };
}
