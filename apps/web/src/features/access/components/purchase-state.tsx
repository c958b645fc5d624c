import { useTranslation } from 'react-i18next';
import { appConfig } from '../../../lib/config';
import { StoreBadges } from './store-badges';
import type { TSubscribeStateProps } from './subscribe-content';
import styles from './subscribe.module.css';

/** Full access is bought in the mobile apps; the web only points to the store badges (spec section 1). */
export function PurchaseState(_props: TSubscribeStateProps) {
  const { t } = useTranslation('access');
  return (
    <div className={styles.state}>
      <p>{t('purchase.body', { product: appConfig.productName })}</p>
      <p className={styles.muted}>{t('purchase.sameAccount')}</p>
      <StoreBadges />
    </div>
  );
}
