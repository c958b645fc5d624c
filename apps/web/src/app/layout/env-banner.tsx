import { useTranslation } from 'react-i18next';
import { appConfig } from '../../lib/config';
import styles from './env-banner.module.css';

/** Marks every non-production environment (local yellow, dev blue, staging green). */
export function EnvBanner() {
  const { t } = useTranslation('common');
  if (appConfig.env === 'production') return null;
  return (
    <div className={`${styles.banner} ${styles[appConfig.env]}`} data-env={appConfig.env}>
      <strong>{t(`env.${appConfig.env}`)}</strong>
      <span className={styles.hint}>{t('env.hint')}</span>
    </div>
  );
}
