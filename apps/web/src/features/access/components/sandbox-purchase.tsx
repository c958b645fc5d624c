import { useTranslation } from 'react-i18next';
import type { TPurchaseProduct, TPurchaseReply } from '@innerway/domain';
import { Alert, Button } from '../../../components/ui';
import { appConfig } from '../../../lib/config';
import { useServerErrorText } from '../../../lib/server-error';
import { useSandboxPurchaseMutation } from '../api/sandbox-purchase';
import styles from './subscribe.module.css';

export interface SandboxPurchaseProps {
  product: TPurchaseProduct;
  onPurchased?: (reply: TPurchaseReply) => void;
}

/**
 * A purchase through the local stand-in store, so that demos and journeys can reach full access
 * and gift cards on the web. Shown only where the server accepts it (APP_ENV=local), and marked
 * as such, so nobody mistakes it for a real way to pay.
 */
export function SandboxPurchase(props: SandboxPurchaseProps) {
  if (appConfig.env !== 'local') return null;
  return <SandboxPurchaseBox {...props} />;
}

function SandboxPurchaseBox({ product, onPurchased }: SandboxPurchaseProps) {
  const { t } = useTranslation(['access', 'errors']);
  const serverErrorText = useServerErrorText();
  const purchase = useSandboxPurchaseMutation(product, onPurchased);
  return (
    <div className={styles.sandbox}>
      <p className={styles.sandboxNote}>{t(`access:sandbox.note.${product}`)}</p>
      {purchase.isError && <Alert tone="error">{t('errors:purchaseFailed', { error: serverErrorText(purchase.error) })}</Alert>}
      <div>
        <Button variant="secondary" busy={purchase.isPending} onClick={() => purchase.mutate()}>
          {t('access:sandbox.button')}
        </Button>
      </div>
    </div>
  );
}
