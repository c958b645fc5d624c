import { useMutation } from '@tanstack/react-query';
import { PurchaseStore, type TPurchaseProduct, type TPurchaseReply } from '@innerway/domain';
import { usePurchaseGranted } from '../lib/use-purchase-granted';
import { postPurchase } from './post-purchase';

/** Each sandbox transaction grants once, like a real store's: a fresh id per press. */
function sandboxTransactionId(): string {
  const random =
    typeof crypto.randomUUID === 'function'
      ? crypto.randomUUID()
      : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
  return `web-sandbox-${random}`;
}

/**
 * A purchase through the server's `sandbox` store, which exists only in APP_ENV=local: the web
 * cannot buy (spec section 1), but demos and journeys need a way to full access and gift cards.
 */
export function useSandboxPurchaseMutation(product: TPurchaseProduct, onPurchased?: (reply: TPurchaseReply) => void) {
  const purchaseGranted = usePurchaseGranted(product);
  return useMutation({
    mutationFn: () => postPurchase({ store: PurchaseStore.Sandbox, product_id: product, transaction_id: sandboxTransactionId() }),
    // On the hook, not on `mutate`: what the purchase changes may remove the button that made it.
    onSuccess: (reply) => {
      purchaseGranted(reply);
      onPurchased?.(reply);
    },
  });
}
