import { useTranslation } from 'react-i18next';
import { PurchaseProduct } from '@innerway/domain';
import { Button } from '../../../components/ui';
import { appConfig } from '../../../lib/config';
import { storePlatform } from '../../../platform/purchases';
import { PurchaseOptions } from './purchase-options';
import { StateHeading } from './state-heading';
import type { TSubscribeStateProps } from './subscribe-state-props';
import styles from './subscribe.module.css';

/**
 * Full access is bought in the mobile apps, right in this state; the web only points to the store
 * badges (spec section 1).
 */
export function PurchaseState({ goTo, focusOnArrival }: TSubscribeStateProps) {
  const { t } = useTranslation('access');
  const texts = storePlatform() ? 'purchase.inApp' : 'purchase';
  return (
    <div className={styles.state}>
      <StateHeading focusOnMount={focusOnArrival}>{t(`${texts}.heading`)}</StateHeading>
      <p>{t(`${texts}.body`, { product: appConfig.productName })}</p>
      <p className={styles.muted}>{t(`${texts}.sameAccount`, { product: appConfig.productName })}</p>
      <PurchaseOptions
        product={PurchaseProduct.FullAccess}
        onPurchased={() => goTo('success')}
        onRestored={(fullAccess) => fullAccess && goTo('success')}
      />
      <div className={styles.otherWays}>
        <Button variant="ghost" block onClick={() => goTo('code')}>
          {t('purchase.haveCode')}
        </Button>
      </div>
    </div>
  );
}
