import { useTranslation } from 'react-i18next';
import { Copyright } from '@innerway/domain';
import { appConfig } from '../../lib/config';
import styles from './footer.module.css';

export function Footer() {
  const { t } = useTranslation('common');
  return (
    <footer className={styles.footer}>
      <p>{t('footer.copyright', { from: Copyright.from, to: Copyright.to, product: appConfig.productName })}</p>
      {/* Plain links: these two pages load without the main application. */}
      <div className={styles.links}>
        <a href="/health">{t('footer.status')}</a>
        <a href="/request-account-deletion">{t('footer.accountDeletion')}</a>
      </div>
    </footer>
  );
}
