import { Lock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import styles from './lock-badge.module.css';

export interface LockBadgeProps {
  /** Hidden from screen readers where the link beside it already says the topic is locked. */
  decorative?: boolean;
  /** Lets a control name the lock as its description (`aria-describedby`). */
  id?: string;
  className?: string;
}

/**
 * The small lock on locked content (DESIGN: a small lock and a gentle word, not a wall). Sighted
 * readers see 'Full access'; screen readers hear the whole sentence.
 */
export function LockBadge({ decorative = false, id, className }: LockBadgeProps) {
  const { t } = useTranslation('topics');
  return (
    <span id={id} className={[styles.badge, className].filter(Boolean).join(' ')} aria-hidden={decorative || undefined}>
      <Lock className={styles.icon} aria-hidden="true" />
      <span aria-hidden="true">{t('lock.badge')}</span>
      <span className="visually-hidden">{t('lock.spoken')}</span>
    </span>
  );
}
