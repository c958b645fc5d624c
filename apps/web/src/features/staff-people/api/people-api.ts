import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { TPeoplePage } from '@innerway/domain';
import { apiGet } from '../../../lib/api-client';

/**
 * The People area's queries. A member's page is `['staff', 'people', id]`: the actions on it
 * (features/staff-actions) invalidate that key, or `peopleKeys.all` to refresh the lists too.
 */
const peopleKeys = {
  all: ['staff', 'people'] as const,
  search: (query: string) => [...peopleKeys.all, 'search', query] as const,
  person: (id: number) => [...peopleKeys.all, id] as const,
};

/** GET /staff/people for `query` (people-search.ts `peopleApiQuery`), a page at a time ("Show more"). */
export function usePeopleSearchQuery(query: string) {
  return useInfiniteQuery({
    queryKey: peopleKeys.search(query),
    queryFn: ({ pageParam, signal }): Promise<TPeoplePage> => {
      const cursor = pageParam === null ? '' : `${query === '' ? '' : '&'}cursor=${encodeURIComponent(pageParam)}`;
      return apiGet(`/staff/people?${query}${cursor}`, { signal });
    },
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.next_cursor,
    // The results on view stay while the next search is on its way: no flash of empty table per keystroke.
    placeholderData: keepPreviousData,
  });
}

/** GET /staff/people/:id: a member's page. */
export function usePersonQuery(id: number) {
  return useQuery({ queryKey: peopleKeys.person(id), queryFn: ({ signal }) => apiGet(`/staff/people/${id}`, { signal }) });
}
