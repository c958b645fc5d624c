import { useTranslation } from 'react-i18next';
import { SkippedAnswerText, type TUserAssessment } from '@innerway/domain';
import { currentLanguage } from '../../../lib/i18n';
import { formatCheckInDate } from '../../content';
import styles from './reflections.module.css';

export interface CheckInListProps {
  checkIns: readonly TUserAssessment[];
  /** Names the list for screen readers ('Your check-ins on Connect'). */
  label: string;
}

/** Every check-in in words, oldest first: the date, the rating and what the member wrote. */
export function CheckInList({ checkIns, label }: CheckInListProps) {
  const { t } = useTranslation(['reflections', 'assessments']);
  const language = currentLanguage();
  const words = (text: string) =>
    text === SkippedAnswerText ? <p className={styles.skipped}>{t('assessments:skipped')}</p> : <p className={styles.words}>{text}</p>;

  return (
    <ol className={styles.checkIns} aria-label={label}>
      {checkIns.map((checkIn) => (
        <li key={checkIn.id} className={styles.checkIn}>
          <time className={styles.date} dateTime={checkIn.created_at}>
            {formatCheckInDate(checkIn.created_at, language)}
          </time>
          <dl className={styles.answers}>
            <dt>{t('rating')}</dt>
            <dd className={styles.rating}>{t(`assessments:rating.${checkIn.quantitative_answer}`)}</dd>
            <dt>{t('yourWords')}</dt>
            <dd>
              {words(checkIn.qualitative_answer_one)}
              {words(checkIn.qualitative_answer_two)}
            </dd>
          </dl>
        </li>
      ))}
    </ol>
  );
}
