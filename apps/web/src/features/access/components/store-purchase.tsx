import { useTranslation } from 'react-i18next';
import type { TPurchaseProduct, TPurchaseReply } from '@innerway/domain';
import { Alert, Button } from '../../../components/ui';
import { ApiError } from '../../../lib/api-client';
import { useServerErrorText } from '../../../lib/server-error';
import { useRestorePurchasesMutation, useStorePrice, useStorePurchaseMutation } from '../api/store-purchase';
import styles from './subscribe.module.css';

export interface StorePurchaseProps {
  product: TPurchaseProduct;
  onPurchased?: (reply: TPurchaseReply) => void;
  /** After 'Restore purchases'; `fullAccess` says whether the account has it now. */
  onRestored?: (fullAccess: boolean) => void;
}

/**
 * Buying in the apps, through the App Store or Google Play, at the store's own price, and
 * 'Restore purchases' (App Review asks for it beside any non-consumable). One store operation
 * at a time: each button waits while the other works.
 */
export function StorePurchase({ product, onPurchased, onRestored }: StorePurchaseProps) {
  const { t } = useTranslation(['access', 'errors']);
  const serverErrorText = useServerErrorText();
  const price = useStorePrice(product);
  const purchase = useStorePurchaseMutation(product, onPurchased);
  const restore = useRestorePurchasesMutation(onRestored);
  const busy = purchase.isPending || restore.isPending;
  // The server's refusals in the reader's language; the store's own errors are developer texts
  // (and ours about a malformed store reply too), so they get one plain sentence.
  const errorText = (error: unknown) => (error instanceof ApiError ? serverErrorText(error) : t('access:store.storeFailed'));

  return (
    <div className={styles.store}>
      {purchase.isError && <Alert tone="error">{t('errors:purchaseFailed', { error: errorText(purchase.error) })}</Alert>}
      {purchase.data?.result === 'pending' && <Alert tone="info">{t(`access:store.pending.${product}`)}</Alert>}
      <Button block busy={purchase.isPending} disabled={busy} onClick={() => purchase.mutate()}>
        {price.data ? t(`access:store.buyFor.${product}`, { price: price.data }) : t(`access:store.buy.${product}`)}
      </Button>
      {restore.isError && <Alert tone="error">{t('access:store.restoreFailed', { error: errorText(restore.error) })}</Alert>}
      {restore.data && (
        <Alert tone={restore.data.result === 'restored' ? 'success' : 'info'}>{t(`access:store.restored.${restore.data.result}`)}</Alert>
      )}
      <Button variant="ghost" block busy={restore.isPending} disabled={busy} onClick={() => restore.mutate()}>
        {t('access:store.restore')}
      </Button>
    </div>
  );
}
