import { useMutation, useQueryClient } from '@tanstack/react-query';
import { PurchaseProduct, PurchaseStore, type TInAppPurchase, type TPurchaseProduct, type TPurchaseReply } from '@innerway/domain';
import { apiPost } from '../../../lib/api-client';
import { useSetSessionUser } from '../../session';
import { giftCardsKeys } from './gift-cards-query';
import { useAccessGranted } from '../lib/use-access-granted';

export function postPurchase(body: TInAppPurchase): Promise<TPurchaseReply> {
  return apiPost<TPurchaseReply>('/in_app_purchases', body);
}

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
  const queryClient = useQueryClient();
  const setSessionUser = useSetSessionUser();
  const accessGranted = useAccessGranted();
  return useMutation({
    mutationFn: () => postPurchase({ store: PurchaseStore.Sandbox, product_id: product, transaction_id: sandboxTransactionId() }),
    // On the hook, not on `mutate`: what the purchase changes may remove the button that made it.
    onSuccess: (reply) => {
      if (product === PurchaseProduct.FullAccess) {
        accessGranted(reply.user);
      } else {
        // A gift card changes nothing about the buyer's access; it joins their list.
        setSessionUser(reply.user);
        void queryClient.invalidateQueries({ queryKey: giftCardsKeys.all });
      }
      onPurchased?.(reply);
    },
  });
}
