import type { TGiftCard } from '@innerway/domain';

/** The states of the subscribe prompt (spec section 4): an offer, a code, the stores, then done. */
export type TSubscribeState = 'redeem' | 'code' | 'purchase' | 'success';

export interface TFirstStateInput {
  /** The person already has full access (or just got it, and the prompt opened again). */
  fullAccess: boolean;
  /** A code that came with the link (`&code=`): the person means to use it. */
  code: string;
  /** A gift card sent to them that they can redeem now. */
  giftCard: TGiftCard | null;
}

/**
 * Which state the prompt opens in. The order of precedence is the issue's: a gift waiting for
 * them first, then the code entry, and the stores when they choose to buy. A code in the link
 * wins over the offer, since the person followed it on purpose.
 */
export function firstSubscribeState({ fullAccess, code, giftCard }: TFirstStateInput): TSubscribeState {
  if (fullAccess) return 'success';
  if (code) return 'code';
  if (giftCard) return 'redeem';
  return 'code';
}
