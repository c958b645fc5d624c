import { useQuery } from '@tanstack/react-query';
import type { TGiftCardsReply } from '@innerway/domain';
import { apiGet } from '../../../lib/api-client';

/** One entry per user: their purchased cards and the card waiting for them (GET /users/:id/gift_cards). */
export const giftCardsKeys = {
  all: ['gift-cards'] as const,
  user: (userId: number) => [...giftCardsKeys.all, userId] as const,
};

function getGiftCards(userId: number, signal?: AbortSignal): Promise<TGiftCardsReply> {
  return apiGet(`/users/${userId}/gift_cards`, { signal: signal ?? null });
}

export function useGiftCardsQuery(userId: number, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: giftCardsKeys.user(userId),
    queryFn: ({ signal }) => getGiftCards(userId, signal),
    enabled,
  });
}
