import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { TUser } from '@innerway/domain';
import { useRefreshSession } from '../../session';
import { giftCardsKeys } from '../api/gift-cards-query';
import { useAccessGranted } from './use-access-granted';

/**
 * Store purchases were settled without a reply to read (a 409 for one recorded before, a restore,
 * a start-up retry): ask the server for the user as they are now, open what full access opens,
 * and reload the gift cards a purchase may have added.
 */
export function useStoreGrantsRefresh(): () => Promise<TUser | null> {
  const queryClient = useQueryClient();
  const refreshSession = useRefreshSession();
  const accessGranted = useAccessGranted();
  return useCallback(async () => {
    const user = await refreshSession();
    if (user && !user.is_trial_mode) accessGranted(user);
    else void queryClient.invalidateQueries({ queryKey: giftCardsKeys.all });
    return user;
  }, [refreshSession, accessGranted, queryClient]);
}
