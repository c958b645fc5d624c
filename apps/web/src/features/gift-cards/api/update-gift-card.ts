import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TGiftCard, TGiftCardSend, TGiftCardUpdate } from '@innerway/domain';
import { apiPut } from '../../../lib/api-client';
import { giftCardsKeys } from '../../access';

function putGiftCard(userId: number, giftCardId: number, body: TGiftCardUpdate): Promise<TGiftCard> {
  return apiPut(`/users/${userId}/gift_cards/${giftCardId}`, body);
}

export type TGiftSendFields = Omit<TGiftCardSend, 'status'>;

// `onDone` is given to the hook, not to `mutate`: the reloaded list removes the form or the
// button that made the call, and TanStack Query drops `mutate` callbacks of an unmounted caller.

/**
 * Sends an unsent card (the server mails the recipient). The list is reloaded before the call
 * counts as done, so the success alert appears beside the card's new status, not the old one.
 */
export function useSendGiftCardMutation(userId: number, onDone?: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ giftCardId, fields }: { giftCardId: number; fields: TGiftSendFields }) =>
      putGiftCard(userId, giftCardId, { status: 'sent', ...fields }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: giftCardsKeys.user(userId) });
      onDone?.();
    },
  });
}

/** Takes a sent card back: it is unsent again, with a new code, so the mailed one stops working. */
export function useRescindGiftCardMutation(userId: number, onDone?: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (giftCardId: number) => putGiftCard(userId, giftCardId, { status: 'unsent' }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: giftCardsKeys.user(userId) });
      onDone?.();
    },
  });
}
