import { useTranslation } from 'react-i18next';
import { clampPercent, PercentMax } from '@innerway/domain';
import styles from './topic-progress.module.css';

export interface TopicProgressProps {
  percent: number;
  /** Names the bar for screen readers, e.g. 'Progress in Connect'. */
  label: string;
  className?: string;
}

/**
 * A thin progress bar with its percent beside it. A native <progress> is a progressbar to
 * assistive technology and needs no inline style for its fill; the visible number is hidden from
 * screen readers because the bar already announces it.
 */
export function TopicProgress({ percent, label, className }: TopicProgressProps) {
  const { t } = useTranslation('topics');
  const value = Math.round(clampPercent(percent));
  return (
    <div className={[styles.progress, className].filter(Boolean).join(' ')}>
      <progress className={styles.bar} max={PercentMax} value={value} aria-label={label} />
      <span className={styles.value} aria-hidden="true">
        {t('card.percent', { percent: value })}
      </span>
    </div>
  );
}
