import type { TGiftCard, TUser } from '@innerway/domain';
import type { TSubscribeState } from '../lib/subscribe-state';

/** What every state of the prompt knows about the person and how they got here. */
interface TSubscribeContext {
  user: TUser;
  /** The gift card waiting for them, when there is one. */
  giftCard: TGiftCard | null;
  /** Why the gift cards could not be looked up, shown beside the code entry (spec section 8). */
  giftCardsError: unknown;
  /** A code from the link, filled into the code entry. */
  initialCode: string;
}

export interface TSubscribeStateProps {
  goTo: (state: TSubscribeState) => void;
  /** Closes the prompt (the success state's 'Done'). */
  onDone: () => void;
  /** This state replaced another: it takes the focus so that the change is announced. */
  focusOnArrival: boolean;
  context: TSubscribeContext;
}
