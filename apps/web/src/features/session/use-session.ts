import { useCallback } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { TUser } from '@innerway/domain';
import { apiGet } from '../../lib/api-client';
import { sessionQueryKey, sessionQueryOptions } from './session-query';
import { clearSessionLost } from './session-lost';

type TSessionStatus = 'loading' | 'authenticated' | 'anonymous' | 'error';

export interface TSessionState {
  status: TSessionStatus;
  user: TUser | null;
}

export function useSession(): TSessionState {
  const { data, status } = useQuery(sessionQueryOptions);
  // A failed background refresh keeps the answer we already have.
  if (data !== undefined) return data ? { status: 'authenticated', user: data } : { status: 'anonymous', user: null };
  return { status: status === 'error' ? 'error' : 'loading', user: null };
}

/** Login, registration, password reset and verification all hand back the user: store it here. */
export function useSetSessionUser(): (user: TUser | null) => void {
  const queryClient = useQueryClient();
  return useCallback(
    (user: TUser | null) => {
      // Signed in again: a session lost earlier is no longer news.
      if (user) clearSessionLost();
      queryClient.setQueryData<TUser | null>(sessionQueryKey, user);
    },
    [queryClient],
  );
}

/** Asks the server for a fresh copy of the user (`?refresh=1`) and stores it. */
export function useRefreshSession(): () => Promise<TUser | null> {
  const queryClient = useQueryClient();
  return useCallback(async () => {
    const user = await apiGet('/users/me?refresh=1');
    queryClient.setQueryData<TUser | null>(sessionQueryKey, user);
    return user;
  }, [queryClient]);
}
