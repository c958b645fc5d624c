import { ZGiftCardSend } from '@innerway/domain';

// Loaded once the form first checks its fields (lib/lazy-resolver.ts).

/** The server's own rules for a send (spec section 5, Gift), less the status the form does not show. */
export const ZGiftSendForm = ZGiftCardSend.omit({ status: true });
