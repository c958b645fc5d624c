import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { appConfig } from '../../lib/config';
import styles from './env-banner.module.css';

/**
 * Marks every non-production environment (local yellow, dev blue, staging green). A landmark of
 * its own, named by its first words, so that everything on the page belongs to one.
 */
export function EnvBanner() {
  const { t } = useTranslation('common');
  const nameId = useId();
  if (appConfig.env === 'production') return null;
  return (
    <aside className={`${styles.banner} ${styles[appConfig.env]}`} data-env={appConfig.env} aria-labelledby={nameId}>
      <strong id={nameId}>{t(`env.${appConfig.env}`)}</strong>
      <span className={styles.hint}>{t('env.hint')}</span>
    </aside>
  );
}
