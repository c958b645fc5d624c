import type { QueryClient } from '@tanstack/react-query';

/**
 * The mutations (saves, updates) asked of this query client so far. A mutation is in its cache
 * from the moment it is asked for, before its request goes out on a later tick, so counting them
 * shows at once that none was asked, with no wait for a request that should not come.
 */
export function mutationsAsked(queryClient: QueryClient): number {
  return queryClient.getMutationCache().getAll().length;
}
