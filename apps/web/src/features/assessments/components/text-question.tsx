import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Limits } from '@innerway/domain';
import styles from './assessment-wizard.module.css';

export interface TextQuestionProps {
  question: string;
  value: string;
  onChange: (value: string) => void;
  disabled?: boolean;
}

/** A free-text answer, at most 500 characters (spec section 5), with a counter read with the field. */
export function TextQuestion({ question, value, onChange, disabled }: TextQuestionProps) {
  const { t } = useTranslation('assessments');
  const id = useId();
  const counterId = `${id}-counter`;
  const hintId = `${id}-hint`;
  return (
    <div className={styles.question}>
      <label htmlFor={id} className={styles.questionText}>
        {question}
      </label>
      <p id={hintId} className={styles.hint}>
        {t('textHint')}
      </p>
      <textarea
        id={id}
        className={styles.textarea}
        value={value}
        maxLength={Limits.assessmentTextMax}
        rows={6}
        disabled={disabled}
        aria-describedby={`${hintId} ${counterId}`}
        onChange={(event) => onChange(event.target.value)}
      />
      <p id={counterId} className={styles.counter} data-full={value.length >= Limits.assessmentTextMax || undefined}>
        {t('counter', { count: value.length, max: Limits.assessmentTextMax })}
      </p>
    </div>
  );
}
