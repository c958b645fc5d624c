import type { QueryClient } from '@tanstack/react-query';
import { sessionQueryKey } from '../../session';

/**
 * After sign-out or account deletion nothing of the previous user may stay in memory. The
 * language choice lives in localStorage and stays with the device.
 */
export function forgetUserData(queryClient: QueryClient): void {
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== sessionQueryKey[0] });
  queryClient.setQueryData(sessionQueryKey, null);
}
