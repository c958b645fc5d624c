import { useTranslation } from 'react-i18next';
import { PurchaseProduct } from '@innerway/domain';
import { Button } from '../../../components/ui';
import { appConfig } from '../../../lib/config';
import { SandboxPurchase } from './sandbox-purchase';
import { StateHeading } from './state-heading';
import { StoreBadges } from './store-badges';
import type { TSubscribeStateProps } from './subscribe-state-props';
import styles from './subscribe.module.css';

/** Full access is bought in the mobile apps; the web only points to the store badges (spec section 1). */
export function PurchaseState({ goTo, focusOnArrival }: TSubscribeStateProps) {
  const { t } = useTranslation('access');
  return (
    <div className={styles.state}>
      <StateHeading focusOnMount={focusOnArrival}>{t('purchase.heading')}</StateHeading>
      <p>{t('purchase.body', { product: appConfig.productName })}</p>
      <p className={styles.muted}>{t('purchase.sameAccount')}</p>
      <StoreBadges />
      <SandboxPurchase product={PurchaseProduct.FullAccess} onPurchased={() => goTo('success')} />
      <div className={styles.otherWays}>
        <Button variant="ghost" block onClick={() => goTo('code')}>
          {t('purchase.haveCode')}
        </Button>
      </div>
    </div>
  );
}
