import { useMutation, useQuery } from '@tanstack/react-query';
import type { TUnsubscribeLink } from '@innerway/domain';
import { apiGet, apiPost } from '../../../lib/api-client';

const linkPath = (token: string) => `/reminders/unsubscribe?token=${encodeURIComponent(token)}` as const;

/** GET /reminders/unsubscribe: whether the mail's link works, and the member's language. Changes nothing. */
export function useUnsubscribeLinkQuery(token: string) {
  return useQuery({
    queryKey: ['reminders', 'unsubscribe', token],
    queryFn: ({ signal }): Promise<TUnsubscribeLink> => apiGet(linkPath(token), { signal }),
    enabled: token !== '',
    // The page acts on this answer once: a refetch on focus would only repeat it.
    staleTime: Infinity,
    retry: false,
  });
}

/** POST /reminders/unsubscribe: turns reminders off with the link alone, signed in or not. */
export function useUnsubscribeMutation(token: string) {
  return useMutation({ mutationFn: (): Promise<TUnsubscribeLink> => apiPost(linkPath(token), undefined) });
}
