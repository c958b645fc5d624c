import { useMutation } from '@tanstack/react-query';
import type { TGiftCardRedeem, TRedeemReply } from '@innerway/domain';
import { apiPost } from '../../../lib/api-client';
import { useAccessGranted } from '../lib/use-access-granted';

function postRedeemGiftCard(userId: number, body: TGiftCardRedeem): Promise<TRedeemReply> {
  return apiPost(`/users/${userId}/gift_cards/redeem`, body);
}

/** Redeems the card offered to its recipient, by its id. */
export function useRedeemGiftCardMutation(userId: number) {
  const accessGranted = useAccessGranted();
  return useMutation({
    mutationFn: (giftCardId: number) => postRedeemGiftCard(userId, { gift_card_id: giftCardId }),
    onSuccess: (reply) => accessGranted(reply.user),
  });
}
