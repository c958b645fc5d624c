import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { TUser } from '@innerway/domain';
import { contentKeys } from '../../content';
import { useSetSessionUser } from '../../session';
import { giftCardsKeys } from '../api/gift-cards-query';

/**
 * Full access was just granted (a code, a gift, a purchase): every screen reads the session user,
 * so storing the new one lifts the locks at once without signing in again. The content replies
 * were locked or trimmed for a trial user, and a redeemed gift is no longer on offer: refetch both.
 */
export function useAccessGranted(): (user: TUser) => void {
  const queryClient = useQueryClient();
  const setSessionUser = useSetSessionUser();
  return useCallback(
    (user: TUser) => {
      setSessionUser(user);
      void queryClient.invalidateQueries({ queryKey: contentKeys.all });
      void queryClient.invalidateQueries({ queryKey: giftCardsKeys.all });
    },
    [queryClient, setSessionUser],
  );
}
