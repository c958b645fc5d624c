import { useId } from 'react';
import { ChartLine } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { TListedModuleSummary } from '@innerway/domain';
import { progressSummary, type TProgressSummary } from '../lib/progress-summary';
import { ButtonLink, Card, Skeleton } from '../../../components/ui';
import styles from './progress-summary-box.module.css';

export interface ProgressSummaryBoxProps {
  /** The topics with their counts; undefined while they load or when they failed. */
  topics: readonly TListedModuleSummary[] | undefined;
  loading: boolean;
}

const rowKeys = ['topics', 'assessments', 'activities'] as const satisfies readonly (keyof TProgressSummary)[];

/** 'Track Your Progress' (spec section 2): topics, assessments and activities done of total. */
export function ProgressSummaryBox({ topics, loading }: ProgressSummaryBoxProps) {
  const { t } = useTranslation('dashboard');
  const titleId = useId();
  const summary = topics ? progressSummary(topics) : null;
  return (
    <Card as="section" aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.title}>
        {t('summary.title')}
      </h2>
      {summary && (
        <dl className={styles.rows}>
          {rowKeys.map((key) => (
            <div key={key} className={styles.row}>
              <dt>{t(`summary.${key}`)}</dt>
              <dd className={styles.value}>
                <span aria-hidden="true">{t('summary.fraction', { ...summary[key] })}</span>
                <span className="visually-hidden">{t('summary.fractionSpoken', { ...summary[key] })}</span>
              </dd>
            </div>
          ))}
        </dl>
      )}
      {!summary && loading && (
        <div className={styles.rows} aria-hidden="true">
          {rowKeys.map((key) => (
            <Skeleton key={key} className={styles.skeletonRow} />
          ))}
        </div>
      )}
      {!summary && !loading && <p className={styles.muted}>{t('summary.unavailable')}</p>}
      <div>
        <ButtonLink to="/progress" variant="secondary" icon={<ChartLine aria-hidden="true" />}>
          {t('summary.viewProgress')}
        </ButtonLink>
      </div>
    </Card>
  );
}
