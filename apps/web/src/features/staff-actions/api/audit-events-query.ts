import { useInfiniteQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { auditApiQuery, type TAuditFilters } from '../lib/audit-filters';

/** Every read of the audit log; a staff action makes them stale. */
export const auditEventsKey = ['staff', 'audit'] as const;

/** The audit log, newest first, a page at a time (keyset: each page says where the next starts). */
export function useAuditEventsQuery(filters: TAuditFilters) {
  return useInfiniteQuery({
    queryKey: [...auditEventsKey, filters],
    queryFn: ({ pageParam, signal }) => apiGet(`/staff/audit_events?${auditApiQuery(filters, pageParam)}`, { signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.next,
  });
}
