import { useTranslation } from 'react-i18next';
import { PurchaseProduct } from '@innerway/domain';
import { SandboxPurchase, StoreBadges } from '../../access';
import { appConfig } from '../../../lib/config';
import styles from './gift-cards.module.css';

/** With no card left to send: gift cards are bought in the apps (the web shows the store badges). */
export function GiftPurchase({ onPurchased }: { onPurchased: () => void }) {
  const { t } = useTranslation('gifts');
  return (
    <div className={styles.purchase}>
      <h3>{t('purchase.heading')}</h3>
      <p>{t('purchase.body', { product: appConfig.productName })}</p>
      <StoreBadges />
      <SandboxPurchase product={PurchaseProduct.GiftCard} onPurchased={onPurchased} />
    </div>
  );
}
