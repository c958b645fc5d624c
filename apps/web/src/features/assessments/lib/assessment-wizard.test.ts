import { describe, expect, it } from 'vitest';
import { RatingScale, SkippedAnswerText } from '@innerway/domain';
import {
  assessmentNextLabel,
  AssessmentPage,
  assessmentProgressPercent,
  buildAssessmentAnswer,
  canGoToPreviousAssessmentPage,
  normalizeAssessmentText,
  type TAssessmentDraft,
} from './assessment-wizard';

const empty: TAssessmentDraft = { rating: null, textOne: '', textTwo: '' };

describe('assessmentProgressPercent', () => {
  it('is page / 5 as a percent, review 80 and done 100', () => {
    expect(assessmentProgressPercent(AssessmentPage.Intro)).toBe(0);
    expect(assessmentProgressPercent(AssessmentPage.Rating)).toBe(20);
    expect(assessmentProgressPercent(AssessmentPage.TextOne)).toBe(40);
    expect(assessmentProgressPercent(AssessmentPage.TextTwo)).toBe(60);
    expect(assessmentProgressPercent(AssessmentPage.Review)).toBe(80);
    expect(assessmentProgressPercent(AssessmentPage.Submitted)).toBe(100);
  });
});

describe('assessmentNextLabel', () => {
  it('reads Skip on an unanswered question page', () => {
    expect(assessmentNextLabel(AssessmentPage.Rating, empty)).toBe('Skip');
    expect(assessmentNextLabel(AssessmentPage.TextOne, empty)).toBe('Skip');
    expect(assessmentNextLabel(AssessmentPage.TextTwo, { ...empty, textTwo: '   \n' })).toBe('Skip');
  });

  it('reads Next once the page is answered', () => {
    const draft = { rating: RatingScale.Somewhat, textOne: 'calmer', textTwo: 'x' };
    expect(assessmentNextLabel(AssessmentPage.Rating, draft)).toBe('Next');
    expect(assessmentNextLabel(AssessmentPage.TextOne, draft)).toBe('Next');
    expect(assessmentNextLabel(AssessmentPage.TextTwo, draft)).toBe('Next');
  });

  it('reads Next on the intro, whatever has been answered', () => {
    expect(assessmentNextLabel(AssessmentPage.Intro, empty)).toBe('Next');
  });

  it('looks only at the current page', () => {
    expect(assessmentNextLabel(AssessmentPage.TextOne, { ...empty, rating: RatingScale.VeryMuch })).toBe('Skip');
  });
});

describe('canGoToPreviousAssessmentPage', () => {
  it('is off on the intro, while saving and after completion', () => {
    expect(canGoToPreviousAssessmentPage(AssessmentPage.Intro, false)).toBe(false);
    expect(canGoToPreviousAssessmentPage(AssessmentPage.Rating, false)).toBe(true);
    expect(canGoToPreviousAssessmentPage(AssessmentPage.Review, false)).toBe(true);
    expect(canGoToPreviousAssessmentPage(AssessmentPage.Review, true)).toBe(false);
    expect(canGoToPreviousAssessmentPage(AssessmentPage.Submitted, false)).toBe(false);
  });
});

describe('buildAssessmentAnswer', () => {
  it('sends the answers, texts trimmed', () => {
    expect(buildAssessmentAnswer(4, { rating: RatingScale.QuiteABit, textOne: '  more patient ', textTwo: 'sleep\n' })).toEqual({
      module_id: 4,
      quantitative_answer: 4,
      qualitative_answer_one: 'more patient',
      qualitative_answer_two: 'sleep',
    });
  });

  it('sends an unanswered rating as Skip (6) and unanswered texts as Skipped', () => {
    expect(buildAssessmentAnswer(1, { rating: undefined, textOne: '', textTwo: '   ' })).toEqual({
      module_id: 1,
      quantitative_answer: RatingScale.Skip,
      qualitative_answer_one: SkippedAnswerText,
      qualitative_answer_two: 'Skipped',
    });
  });

  it('sends Skip for a rating outside the scale', () => {
    expect(buildAssessmentAnswer(1, { ...empty, rating: 9 as never }).quantitative_answer).toBe(6);
  });

  it('caps each text at 500 characters', () => {
    expect(buildAssessmentAnswer(1, { ...empty, textOne: 'a'.repeat(500) }).qualitative_answer_one).toHaveLength(500);
    expect(buildAssessmentAnswer(1, { ...empty, textOne: 'a'.repeat(501) }).qualitative_answer_one).toBe('a'.repeat(500));
  });
});

describe('normalizeAssessmentText', () => {
  it('trims before counting, so padding does not eat the limit', () => {
    expect(normalizeAssessmentText(`  ${'b'.repeat(500)}  `)).toBe('b'.repeat(500));
  });

  it('does not cut an emoji in half at the limit', () => {
    const text = `${'a'.repeat(499)}😀`; // 501 UTF-16 units
    expect(normalizeAssessmentText(text)).toBe('a'.repeat(499));
  });

  it('does not leave trailing space at the cut', () => {
    expect(normalizeAssessmentText(`${'a'.repeat(498)}  zzz`)).toBe('a'.repeat(498));
  });
});
