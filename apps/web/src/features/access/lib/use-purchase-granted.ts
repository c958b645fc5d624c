import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { PurchaseProduct, type TPurchaseProduct, type TPurchaseReply } from '@innerway/domain';
import { useSetSessionUser } from '../../session';
import { giftCardsKeys } from '../api/gift-cards-query';
import { useAccessGranted } from './use-access-granted';

/**
 * The server granted a purchase (any store): full access opens everything at once; a gift card
 * changes nothing about the buyer's access, it joins their list.
 */
export function usePurchaseGranted(product: TPurchaseProduct): (reply: TPurchaseReply) => void {
  const queryClient = useQueryClient();
  const setSessionUser = useSetSessionUser();
  const accessGranted = useAccessGranted();
  return useCallback(
    (reply: TPurchaseReply) => {
      if (product === PurchaseProduct.FullAccess) {
        accessGranted(reply.user);
      } else {
        setSessionUser(reply.user);
        void queryClient.invalidateQueries({ queryKey: giftCardsKeys.all });
      }
    },
    [product, accessGranted, setSessionUser, queryClient],
  );
}
