import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { ErrorText, issueText } from '../error-codes.ts';
import { ZGiftCardRedeem, ZGiftCardUpdate, ZInAppPurchase } from './access.ts';

function messages(result: z.ZodSafeParseResult<unknown>): string[] {
  return result.success ? [] : result.error.issues.map((issue) => issueText(issue.message));
}

// 100 characters: 'friend@' (7) + 40 + '.' + 48 + '.com' (4).
const email100 = `friend@${'x'.repeat(40)}.${'y'.repeat(48)}.com`;
const send = (fields: Record<string, unknown>) => ZGiftCardUpdate.safeParse({ status: 'sent', ...fields });

describe('ZGiftCardUpdate: sending', () => {
  it("asks for the recipient with the spec's message when it is missing, blank or null", () => {
    for (const recipient of [undefined, '', '   ', null]) {
      expect(messages(send({ recipient_email: recipient })), String(recipient)).toEqual([ErrorText['validation.gift_recipient_required']]);
    }
  });

  it('takes a recipient of 100 characters, refuses 101, and lower-cases and trims it', () => {
    expect(email100).toHaveLength(100);
    expect(send({ recipient_email: email100 }).success).toBe(true);
    expect(messages(send({ recipient_email: `z${email100}` }))).toEqual(['Recipient email must be at most 100 characters.']);
    expect(ZGiftCardUpdate.parse({ status: 'sent', recipient_email: ' Friend@Example.COM ' })).toMatchObject({
      recipient_email: 'friend@example.com',
    });
  });

  it('refuses a recipient that is not an address', () => {
    expect(messages(send({ recipient_email: 'not-an-address' }))).toEqual([ErrorText['validation.email_invalid']]);
  });

  it('takes a sender of 50 characters and a message of 140, and refuses one more of each', () => {
    const base = { recipient_email: 'a@b.co' };
    expect(send({ ...base, display_from: 'f'.repeat(50), message: 'm'.repeat(140) }).success).toBe(true);
    expect(messages(send({ ...base, display_from: 'f'.repeat(51) }))).toEqual(['From must be at most 50 characters.']);
    expect(messages(send({ ...base, message: 'm'.repeat(141) }))).toEqual(['Message must be at most 140 characters.']);
  });

  it('refuses a control character in the sender, which goes into the mail subject, and keeps line breaks in the message', () => {
    const base = { recipient_email: 'a@b.co' };
    for (const display_from of ['Ana\r\nBcc: x@evil.example', 'Ana\nB', 'Ana\tB', 'Ana\u0085B', 'Ana\u2028B']) {
      expect(messages(send({ ...base, display_from })), JSON.stringify(display_from)).toEqual(['display_from: Invalid characters']);
    }
    expect(send({ ...base, display_from: 'Ana & Léo 🌿', message: 'Line one\nline two' }).success).toBe(true);
  });

  it('counts the limits after trimming and turns empty optional fields into null', () => {
    expect(ZGiftCardUpdate.parse({ status: 'sent', recipient_email: 'a@b.co', display_from: `  ${'f'.repeat(50)}  `, message: '  ' })).toEqual({
      status: 'sent',
      recipient_email: 'a@b.co',
      display_from: 'f'.repeat(50),
      message: null,
    });
    expect(ZGiftCardUpdate.parse({ status: 'sent', recipient_email: 'a@b.co' })).toMatchObject({ display_from: null, message: null });
  });

  it('refuses unknown fields and statuses', () => {
    expect(send({ recipient_email: 'a@b.co', code: 'ABCDEFGH' }).success).toBe(false);
    expect(ZGiftCardUpdate.safeParse({ status: 'redeemed' }).success).toBe(false);
    expect(ZGiftCardUpdate.safeParse({}).success).toBe(false);
  });
});

describe('ZGiftCardUpdate: rescinding', () => {
  it('is the status unsent alone', () => {
    expect(ZGiftCardUpdate.parse({ status: 'unsent' })).toEqual({ status: 'unsent' });
    expect(ZGiftCardUpdate.safeParse({ status: 'unsent', recipient_email: 'a@b.co' }).success).toBe(false);
  });
});

describe('ZGiftCardRedeem', () => {
  it('takes a card id or a code, upper-casing the code', () => {
    expect(ZGiftCardRedeem.parse({ gift_card_id: 7 })).toEqual({ gift_card_id: 7 });
    expect(ZGiftCardRedeem.parse({ code: ' kw2lp84n ' })).toEqual({ code: 'KW2LP84N' });
  });

  it('wants exactly one of the two', () => {
    expect(messages(ZGiftCardRedeem.safeParse({}))).toEqual([ErrorText['gift_card.redeem_target']]);
    expect(messages(ZGiftCardRedeem.safeParse({ gift_card_id: 7, code: 'ABC' }))).toEqual([ErrorText['gift_card.redeem_target']]);
  });

  it('takes a code of 8 characters and refuses 9, an empty one, and other characters', () => {
    expect(ZGiftCardRedeem.safeParse({ code: 'ABCDEFGH' }).success).toBe(true);
    expect(messages(ZGiftCardRedeem.safeParse({ code: 'ABCDEFGH9' }))).toEqual(['Code must be at most 8 characters.']);
    expect(messages(ZGiftCardRedeem.safeParse({ code: '  ' }))).toEqual([ErrorText['code.invalid']]);
    expect(messages(ZGiftCardRedeem.safeParse({ code: 'AB-CD' }))).toEqual([ErrorText['code.invalid']]);
  });

  it('refuses ids that are not positive whole numbers', () => {
    for (const id of [0, -1, 1.5, '7', 2_147_483_648]) {
      expect(ZGiftCardRedeem.safeParse({ gift_card_id: id }).success, String(id)).toBe(false);
    }
  });
});

describe('ZInAppPurchase', () => {
  it('takes each store with its own proof', () => {
    expect(ZInAppPurchase.safeParse({ store: 'app_store', product_id: 'full_access', signed_transaction: 'a.b.c' }).success).toBe(true);
    expect(ZInAppPurchase.safeParse({ store: 'play', product_id: 'gift_card', purchase_token: 'tok-en_1.2' }).success).toBe(true);
    expect(ZInAppPurchase.safeParse({ store: 'sandbox', product_id: 'gift_card', transaction_id: 'demo-1' }).success).toBe(true);
  });

  it("refuses another store's proof, unknown products and stores", () => {
    expect(ZInAppPurchase.safeParse({ store: 'app_store', product_id: 'full_access', purchase_token: 'x' }).success).toBe(false);
    expect(ZInAppPurchase.safeParse({ store: 'play', product_id: 'premium', purchase_token: 'x' }).success).toBe(false);
    expect(ZInAppPurchase.safeParse({ store: 'amazon', product_id: 'full_access', purchase_token: 'x' }).success).toBe(false);
  });

  it('bounds the proofs and their characters', () => {
    const sandbox = (transaction_id: string) => ZInAppPurchase.safeParse({ store: 'sandbox', product_id: 'full_access', transaction_id });
    expect(sandbox('t'.repeat(100)).success).toBe(true);
    expect(sandbox('t'.repeat(101)).success).toBe(false);
    expect(sandbox('').success).toBe(false);
    expect(sandbox('a/b').success).toBe(false);
    expect(sandbox('a b').success).toBe(false);
  });
});
