import { z } from 'zod';
import { GiftCardStatus } from '../enums/index.ts';
import { PurchaseStore, purchaseProducts } from '../access.ts';
import { hasControlCharacter } from '../control-characters.ts';
import { issueMessage, type TFieldKey } from '../error-codes.ts';
import { Limits } from '../limits.ts';
import { tooLong } from './fields.ts';
import { ZUser } from './user.ts';

// The request schemas of full access (docs/decisions/004-gift-cards-and-purchases.md); the plain
// values they use live in ../access.ts.

/** Codes are typed in any case (compared upper-cased), at most 8 characters, never empty. */
export const accessCode = z
  .string({ error: issueMessage('code.invalid') })
  .trim()
  .max(Limits.institutionCodeMax, tooLong('code', Limits.institutionCodeMax))
  .transform((value) => value.toUpperCase())
  .pipe(
    z
      .string()
      .min(1, { error: issueMessage('code.invalid'), abort: true })
      .regex(/^[A-Z0-9]+$/, { error: issueMessage('code.invalid') }),
  );

/** An optional free-text field: trimmed, empty means none (null). */
const optionalText = (field: TFieldKey, max: number) =>
  z
    .string()
    .trim()
    .max(max, tooLong(field, max))
    .nullish()
    .transform((value) => (value ? value : null));

// The sender's name goes into the subject of the gift mail: one line.
const oneLine = (value: string | null) => value === null || !hasControlCharacter(value);

/** The send form (spec section 5, Gift): the recipient is required, the rest optional. */
export const ZGiftCardSend = z
  .object({
    status: z.literal('sent'),
    recipient_email: z
      .string({ error: issueMessage('validation.gift_recipient_required') })
      .trim()
      .min(1, { error: issueMessage('validation.gift_recipient_required') })
      .max(Limits.giftRecipientEmailMax, tooLong('recipient_email', Limits.giftRecipientEmailMax))
      .toLowerCase()
      .pipe(z.email({ error: issueMessage('validation.email_invalid') })),
    display_from: optionalText('display_from', Limits.giftSenderMax).refine(oneLine, {
      error: issueMessage('request.invalid_characters', { path: 'display_from' }),
    }),
    message: optionalText('message', Limits.giftMessageMax),
  })
  .strict();

/** Rescinding a sent card returns it to unsent. */
export const ZGiftCardRescind = z.object({ status: z.literal('unsent') }).strict();

/** PUT /users/:id/gift_cards/:giftCardId: send (`status: 'sent'`) or rescind (`status: 'unsent'`). */
export const ZGiftCardUpdate = z.discriminatedUnion('status', [ZGiftCardSend, ZGiftCardRescind]);
export type TGiftCardUpdate = z.input<typeof ZGiftCardUpdate>;
export type TGiftCardSend = z.input<typeof ZGiftCardSend>;

/**
 * POST /users/:id/gift_cards/redeem: the card offered to its recipient (`gift_card_id`) or a
 * gift code typed in (`code`), exactly one of the two.
 */
export const ZGiftCardRedeem = z
  .object({
    gift_card_id: z.number({ error: issueMessage('request.whole_number', { path: 'gift_card_id' }) }).int().min(1).max(2_147_483_647).optional(),
    code: accessCode.optional(),
  })
  .strict()
  .refine((value) => (value.gift_card_id === undefined) !== (value.code === undefined), {
    error: issueMessage('gift_card.redeem_target'),
  });
export type TGiftCardRedeem = { gift_card_id: number } | { code: string };

const productId = z.enum(purchaseProducts);
// Store proofs are opaque: bounded, and limited to the characters the stores use, so that they
// can go into a URL path (Play) or a log line without escaping surprises.
const storeToken = (field: 'signed_transaction' | 'purchase_token' | 'transaction_id', max: number) =>
  z
    .string({ error: issueMessage('request.field_required', { path: field }) })
    .min(1, { error: issueMessage('request.field_required', { path: field }) })
    .max(max, tooLong(field, max))
    .regex(/^[A-Za-z0-9._:-]+$/, { error: issueMessage('request.invalid_characters', { path: field }) });

/**
 * POST /in_app_purchases: the product bought and the store's proof. App Store: the StoreKit 2
 * signed transaction (a JWS); Google Play: the purchase token; sandbox (local only): any id.
 */
export const ZInAppPurchase = z.discriminatedUnion('store', [
  z.object({ store: z.literal(PurchaseStore.AppStore), product_id: productId, signed_transaction: storeToken('signed_transaction', 20_000) }).strict(),
  z.object({ store: z.literal(PurchaseStore.Play), product_id: productId, purchase_token: storeToken('purchase_token', 1_000) }).strict(),
  z.object({ store: z.literal(PurchaseStore.Sandbox), product_id: productId, transaction_id: storeToken('transaction_id', 100) }).strict(),
]);
export type TInAppPurchase = z.input<typeof ZInAppPurchase>;

/** A gift card as its buyer, or the recipient it is offered to, sees it. Times are ISO 8601. */
export const ZGiftCard = z.object({
  id: z.number().int(),
  status: z.enum(GiftCardStatus),
  recipient_email: z.string().nullable(),
  display_from: z.string().nullable(),
  message: z.string().nullable(),
  /** Only its buyer sees the code; null for everyone else. */
  code: z.string().nullable(),
  purchased_at: z.string(),
  sent_at: z.string().nullable(),
  redeemed_at: z.string().nullable(),
}).meta({ id: 'GiftCard' });
export type TGiftCard = z.infer<typeof ZGiftCard>;

/** GET /users/:id/gift_cards. */
export const ZGiftCardsReply = z.object({
  /** The caller's own cards, newest first. */
  purchased_gift_cards: z.array(ZGiftCard),
  /** A card sent to the caller's verified address that they can redeem now, or null. */
  redeemable_gift_card: ZGiftCard.nullable(),
});
export type TGiftCardsReply = z.infer<typeof ZGiftCardsReply>;

/** POST /users/:id/gift_cards/redeem. */
export const ZRedeemReply = z.object({ user: ZUser, gift_card: ZGiftCard });
export type TRedeemReply = z.infer<typeof ZRedeemReply>;

/** POST /in_app_purchases: the buyer, and the new unsent card when a gift card was bought. */
export const ZPurchaseReply = z.object({ user: ZUser, gift_card: ZGiftCard.nullable() });
export type TPurchaseReply = z.infer<typeof ZPurchaseReply>;
