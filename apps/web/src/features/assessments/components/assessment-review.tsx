import { useTranslation } from 'react-i18next';
import { RatingScale, type TModule } from '@innerway/domain';
import type { TAssessmentDraft } from '../lib/assessment-wizard';
import styles from './assessment-wizard.module.css';

export interface AssessmentReviewProps {
  topic: Pick<TModule, 'quantitative_assessment_question' | 'qualitative_assessment_question_one' | 'qualitative_assessment_question_two'>;
  draft: TAssessmentDraft;
}

/** The answers before they are sent: an unanswered rating reads 'Declined to answer', an empty text 'Skipped'. */
export function AssessmentReview({ topic, draft }: AssessmentReviewProps) {
  const { t } = useTranslation('assessments');
  const text = (value: string) => value.trim() || t('skipped');
  const rows = [
    { question: topic.quantitative_assessment_question, answer: t(`rating.${draft.rating ?? RatingScale.Skip}`) },
    { question: topic.qualitative_assessment_question_one, answer: text(draft.textOne) },
    { question: topic.qualitative_assessment_question_two, answer: text(draft.textTwo) },
  ];
  return (
    <dl className={styles.review}>
      {rows.map((row, index) => (
        <div key={index} className={styles.reviewRow}>
          <dt>{row.question}</dt>
          <dd>{row.answer}</dd>
        </div>
      ))}
    </dl>
  );
}
