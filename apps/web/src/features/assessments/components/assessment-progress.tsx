import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './assessment-wizard.module.css';

/** The wizard's thin bar (page / 5 as a percent); the fill is set through the CSSOM, never a style attribute (CSP). */
export function AssessmentProgress({ percent }: { percent: number }) {
  const { t } = useTranslation('assessments');
  const fillRef = useCallback((element: HTMLElement | null) => element?.style.setProperty('--assessment-progress', String(percent / 100)), [percent]);
  return (
    <div
      className={styles.progress}
      role="progressbar"
      aria-label={t('progressLabel')}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      aria-valuetext={t('progressValue', { percent })}
    >
      <span ref={fillRef} className={styles.progressFill} />
    </div>
  );
}
