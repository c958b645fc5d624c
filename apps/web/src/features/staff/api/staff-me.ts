import { useQuery } from '@tanstack/react-query';
import type { TStaffMe } from '@innerway/domain';
import { apiGet } from '../../../lib/api-client';

/** GET /staff/me: the caller's staff roles and the areas of /studio they open. */
export function useStaffMe() {
  return useQuery({
    queryKey: ['staff', 'me'],
    queryFn: ({ signal }): Promise<TStaffMe> => apiGet('/staff/me', { signal }),
  });
}
