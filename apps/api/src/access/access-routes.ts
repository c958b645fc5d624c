import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZGiftCard,
  ZGiftCardRedeem,
  ZGiftCardsReply,
  ZGiftCardUpdate,
  ZInAppPurchase,
  ZPurchaseReply,
  ZRedeemReply,
} from '@innerway/domain';
import { requireSelf, requireUser } from '../auth/guards.ts';
import { createThrottle } from '../auth/throttle.ts';
import { ok } from '../http/envelope.ts';
import { ZIdParam } from '../http/id-params.ts';
import { created, replies } from '../http/reply-schemas.ts';
import { toUserReply } from '../user-record/to-user-reply.ts';
import { codeAttemptRules, giftSendRules, purchaseRules } from './access-throttles.ts';
import { toGiftCardReply } from './gift-card-reply.ts';
import { listGiftCards } from './list-gift-cards.ts';
import type { TPlayClient } from './play-client.ts';
import { recordPurchase } from './record-purchase.ts';
import { redeemGiftCard } from './redeem-gift-card.ts';
import { rescindGiftCard } from './rescind-gift-card.ts';
import { sendGiftCard } from './send-gift-card.ts';
import { createPurchaseVerifier } from './verify-purchase.ts';

// `:id` stays a string so that any other value is the 403 of someone else's id, as on /users/:id.
const ZUserIdParams = z.object({ id: z.string().max(20) });
const ZGiftCardParams = z.object({ id: z.string().max(20), giftCardId: ZIdParam });

export interface AccessRoutesOptions {
  /** The app's Google Play client (shared with the acknowledgement job), null when Play is not configured. */
  play: TPlayClient | null;
}

/** Gift cards (list, send, rescind, redeem) and in-app purchases. */
export const accessRoutes: FastifyPluginAsyncZod<AccessRoutesOptions> = async (app, options) => {
  const verifyPurchase = createPurchaseVerifier(app.config, options.play);
  const throttleCodes = createThrottle(app, codeAttemptRules(() => true));
  const throttleSends = createThrottle(app, giftSendRules);
  const throttlePurchases = createThrottle(app, purchaseRules);

  app.get(
    '/users/:id/gift_cards',
    {
      schema: {
        tags: ['access'],
        summary: 'Your gift cards, and one sent to you that you can redeem',
        description:
          "Own id only. Purchases newest first, each with its `code`; `redeemable_gift_card` (no `code`) is the longest-waiting card sent to the caller's address, only when that address is verified and the caller is on trial, else null.",
        params: ZUserIdParams,
        response: replies(ZGiftCardsReply),
      },
    },
    async (request) => ok(await listGiftCards(app.db, requireSelf(request, request.params.id))),
  );

  app.put(
    '/users/:id/gift_cards/:giftCardId',
    {
      schema: {
        tags: ['access'],
        summary: 'Send a gift card you bought (status sent), or take a sent one back (status unsent)',
        description:
          "The buyer only (own id, 403; someone else's card 404). Send: unsent to sent, mails the recipient, `display_from` defaults to the buyer's name; 400 `validation.gift_recipient_required` or too long; 422 `gift_card.to_self`; 409 `gift_card.already_sent`, `gift_card.already_redeemed`; sends are throttled. Rescind: sent to unsent, the recipient cleared and a new code; 409 `gift_card.not_sent`, `gift_card.already_redeemed`.",
        params: ZGiftCardParams,
        body: ZGiftCardUpdate,
        response: replies(ZGiftCard),
      },
      preHandler: throttleSends,
    },
    async (request) => {
      const buyer = requireSelf(request, request.params.id);
      const { body, params } = request;
      const card =
        body.status === 'sent' ? await sendGiftCard(app, buyer, params.giftCardId, body) : await rescindGiftCard(app, buyer, params.giftCardId);
      return ok(card);
    },
  );

  app.post(
    '/users/:id/gift_cards/redeem',
    {
      schema: {
        tags: ['access'],
        summary: 'Redeem a gift card sent to you (gift_card_id) or by its code (code)',
        description:
          "Own id only; trial users. By id: only a card sent to the caller's verified address (404 otherwise, 403 `gift_card.email_unverified`). By code: anyone holding the code of a sent card (422 unknown or unsent). 403 `gift_card.own`; 409 `gift_card.already_redeemed`, `purchase.already_full_access`; 400 `gift_card.redeem_target`; code attempts are throttled.",
        params: ZUserIdParams,
        body: ZGiftCardRedeem,
        response: replies(ZRedeemReply),
      },
      preHandler: throttleCodes,
    },
    async (request) => ok(await redeemGiftCard(app, requireSelf(request, request.params.id), request.body)),
  );

  app.post(
    '/in_app_purchases',
    {
      schema: {
        tags: ['access'],
        summary: "Record a store purchase: full access, or a gift card to send",
        description:
          "Signed in, not disabled. Verifies with the store, then `full_access` ends the buyer's trial and `gift_card` makes a new unsent card (else `gift_card` is null). 422 `purchase.not_verified`, `purchase.incomplete`, `purchase.product_mismatch`; 409 `purchase.already_recorded` (a replay: after a lost reply, refresh /users/me and the gift cards); 503 `purchase.store_not_configured`, `purchase.store_unavailable`; `sandbox` only in `local` (403 `purchase.sandbox_refused`); throttled.",
        body: ZInAppPurchase,
        response: created(ZPurchaseReply),
      },
      preHandler: throttlePurchases,
    },
    async (request, reply) => {
      const buyer = requireUser(request);
      const verified = await verifyPurchase(request.body, request.log);
      const { user, giftCard } = await recordPurchase(app, buyer, verified);
      return reply.status(201).send(
        ok({ user: await toUserReply(app.db, user), gift_card: giftCard ? toGiftCardReply(giftCard, 'buyer') : null }),
      );
    },
  );
};
