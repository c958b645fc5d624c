import { useTranslation } from 'react-i18next';
import { PurchaseProduct } from '@innerway/domain';
import { PurchaseOptions } from '../../access';
import { appConfig } from '../../../lib/config';
import { storePlatform } from '../../../platform/purchases';
import styles from './gift-cards.module.css';

/** With no card left to send: buy one, in the apps through their store (the web shows the store badges). */
export function GiftPurchase({ onPurchased }: { onPurchased: () => void }) {
  const { t } = useTranslation('gifts');
  return (
    <div className={styles.purchase}>
      <h3>{t('purchase.heading')}</h3>
      <p>{t(storePlatform() ? 'purchase.inApp' : 'purchase.body', { product: appConfig.productName })}</p>
      <PurchaseOptions product={PurchaseProduct.GiftCard} onPurchased={onPurchased} />
    </div>
  );
}
