import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { TStaffGiftCardsPage, TStaffPurchaseRecord, TStaffPurchasesPage } from '@innerway/domain';
import { apiGet } from '../../../lib/api-client';

/** Which list the screen shows. */
export type TPurchasesView = 'purchases' | 'gift_cards';

const keys = {
  all: ['staff', 'purchases'] as const,
  list: (view: TPurchasesView, q: string) => [...keys.all, 'list', view, q] as const,
  record: (kind: 'purchase' | 'gift_card', id: number) => [...keys.all, 'record', kind, id] as const,
};

function listQuery(q: string, before: number | undefined): string {
  const query = new URLSearchParams();
  if (q) query.set('q', q);
  if (before !== undefined) query.set('before', String(before));
  return query.toString();
}

/** Purchases, newest first, a page at a time (keyset: `next_before`); `q` narrows them. */
export function usePurchasesQuery(q: string, enabled: boolean) {
  return useInfiniteQuery({
    queryKey: keys.list('purchases', q),
    initialPageParam: undefined as number | undefined,
    queryFn: ({ pageParam, signal }): Promise<TStaffPurchasesPage> => apiGet(`/staff/purchases?${listQuery(q, pageParam)}`, { signal }),
    getNextPageParam: (page) => page.next_before ?? undefined,
    enabled,
  });
}

/** Gift cards, as purchases are listed. */
export function useGiftCardsQuery(q: string, enabled: boolean) {
  return useInfiniteQuery({
    queryKey: keys.list('gift_cards', q),
    initialPageParam: undefined as number | undefined,
    queryFn: ({ pageParam, signal }): Promise<TStaffGiftCardsPage> => apiGet(`/staff/gift_cards?${listQuery(q, pageParam)}`, { signal }),
    getNextPageParam: (page) => page.next_before ?? undefined,
    enabled,
  });
}

/** A purchase's or a gift card's record: both, their events and the store's notifications. */
export function usePurchaseRecordQuery(kind: 'purchase' | 'gift_card', id: number) {
  return useQuery({
    queryKey: keys.record(kind, id),
    queryFn: ({ signal }): Promise<TStaffPurchaseRecord> =>
      kind === 'purchase' ? apiGet(`/staff/purchases/${id}`, { signal }) : apiGet(`/staff/gift_cards/${id}`, { signal }),
  });
}
