import { useTranslation } from 'react-i18next';
import type { TPersonDisabling } from '@innerway/domain';
import { formatDateTime } from '../lib/format-date';
import styles from './people.module.css';

/**
 * Beside a disabled account's badge: when, by whom and why, from the audit log's row of the
 * disable (the reason is the staff member's words). Without a row, it says none was kept.
 */
export function DisablingNote({ disabling }: { disabling: TPersonDisabling | null }) {
  const { t, i18n } = useTranslation('staffPeople');
  if (!disabling) return <p className={[styles.disabling, styles.muted].join(' ')}>{t('person.disabledUnrecorded')}</p>;
  return (
    <div className={styles.disabling}>
      {/* Plain text rather than <Trans> with a <time>: Trans would become a chunk of its own that the member's first screens preload. */}
      <p>{t('person.disabledBy', { when: formatDateTime(disabling.at, i18n.language), email: disabling.actor_email })}</p>
      <p>
        <span className={styles.muted}>{t('person.disabledReason')}</span> {disabling.reason}
      </p>
    </div>
  );
}
