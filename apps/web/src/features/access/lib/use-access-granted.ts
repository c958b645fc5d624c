import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { TUser } from '@innerway/domain';
import { useSetSessionUser } from '../../session';
import { giftCardsKeys } from '../api/gift-cards-query';

/**
 * Full access was just granted (a code, a gift, a purchase): every screen reads the session user,
 * so storing the new one lifts the locks at once without signing in again, and the replies read
 * with trial access (locked items in their locked shape) are read again (the session's
 * keepHeldRepliesWithTheirViewer). A redeemed gift is no longer on offer: refetch the gift cards.
 */
export function useAccessGranted(): (user: TUser) => void {
  const queryClient = useQueryClient();
  const setSessionUser = useSetSessionUser();
  return useCallback(
    (user: TUser) => {
      setSessionUser(user);
      void queryClient.invalidateQueries({ queryKey: giftCardsKeys.all });
    },
    [queryClient, setSessionUser],
  );
}
