import { useMutation, useQuery } from '@tanstack/react-query';
import { PurchaseProduct, type TPurchaseProduct, type TPurchaseReply } from '@innerway/domain';
import { openPurchaseFlow, storePlatform } from '../../../platform/purchases';
import { useRefreshSession } from '../../session';
import { usePurchaseGranted } from '../lib/use-purchase-granted';
import { useStoreGrantsRefresh } from '../lib/use-store-grants-refresh';
import { postPurchase } from './post-purchase';

/** The app's store purchase flow, sending its proofs to POST /in_app_purchases. */
export const storePurchases = () => openPurchaseFlow(postPurchase);

/** The price the store shows for the product, in the person's currency; null until known, or if unknown. */
export function useStorePrice(product: TPurchaseProduct) {
  return useQuery({
    queryKey: ['store-price', product],
    queryFn: async () => (await storePurchases()).price(product),
    enabled: storePlatform() !== null,
    staleTime: Number.POSITIVE_INFINITY,
    // The button works without a price: an unreachable store shows it without one.
    retry: false,
  });
}

type TStorePurchaseResult = 'granted' | 'cancelled' | 'pending';

/**
 * Buys through the App Store or Google Play. A purchase the server recorded before (409: the
 * reply was lost, or it is being bought again) is granted already: the fresh user says where it
 * went. Full access still locked after that means it belongs to another account, and the
 * server's 'already recorded' is the answer to show.
 */
export function useStorePurchaseMutation(product: TPurchaseProduct, onPurchased?: (reply: TPurchaseReply) => void) {
  const purchaseGranted = usePurchaseGranted(product);
  const refreshSession = useRefreshSession();
  return useMutation({
    mutationFn: async (): Promise<{ result: TStorePurchaseResult; reply?: TPurchaseReply }> => {
      const outcome = await (await storePurchases()).buy(product);
      if (outcome.kind === 'cancelled' || outcome.kind === 'pending') return { result: outcome.kind };
      if (outcome.kind === 'granted') return { result: 'granted', reply: outcome.reply };
      const user = await refreshSession();
      if (!user || (product === PurchaseProduct.FullAccess && user.is_trial_mode)) throw outcome.error;
      return { result: 'granted', reply: { user, gift_card: null } };
    },
    // On the hook, not on `mutate`: what the purchase changes may remove the button that made it.
    onSuccess: ({ reply }) => {
      if (!reply) return;
      purchaseGranted(reply);
      onPurchased?.(reply);
    },
  });
}

type TRestoreResult = 'restored' | 'nothing' | 'otherAccount';

/** 'Restore purchases': shows the store's purchases to the server again and says what came of it. */
export function useRestorePurchasesMutation(onRestored?: (fullAccess: boolean) => void) {
  const refreshGrants = useStoreGrantsRefresh();
  return useMutation({
    mutationFn: async (): Promise<{ result: TRestoreResult; fullAccess: boolean }> => {
      const outcome = await (await storePurchases()).restore();
      if (outcome.kind === 'nothing') return { result: 'nothing', fullAccess: false };
      const user = await refreshGrants();
      const fullAccess = user !== null && !user.is_trial_mode;
      // Full access the server could not record this time is a failure to show, whatever else settled.
      const fullAccessFailure = outcome.failed.find(({ product }) => product === PurchaseProduct.FullAccess);
      if (fullAccessFailure && !fullAccess) throw fullAccessFailure.error;
      // Recorded for someone else (409), so this account stays locked: say so rather than 'restored'.
      const elsewhere = !fullAccess && outcome.settled.some(({ product }) => product === PurchaseProduct.FullAccess);
      return { result: elsewhere ? 'otherAccount' : 'restored', fullAccess };
    },
    onSuccess: ({ fullAccess }) => onRestored?.(fullAccess),
  });
}
