import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { CodeDeliveryState, Limits, type TGiftCard } from '@innerway/domain';
import type { UserRow } from '../user-record/user-row.ts';
import type { Db } from '../db/client.ts';
import { accessEvents, institutions, subscriptionCodes, users } from '../db/schema.ts';
import { clientInfoHeaders, setUpTestApp, readOutbox } from '../test/harness.ts';
import { asBearer, asCookie, createAccount, freshIp } from '../auth/account-testing.ts';
import { createGiftCard } from './generate-code.ts';
import { refusal, refusalOfRequest } from '../test/refusal.ts';

let app: FastifyInstance;
let db: Db;

setUpTestApp((test) => ({ app, db } = test));

type TAccount = Awaited<ReturnType<typeof createAccount>>;

const trialAccount = (overrides: Parameters<typeof createAccount>[1] = {}) => createAccount(db, { isTrialMode: true, ...overrides });

const list = (userId: number | string, headers: Record<string, string>) =>
  app.inject({ method: 'GET', url: `/api/users/${userId}/gift_cards`, headers, remoteAddress: freshIp() });

const update = (userId: number | string, cardId: number | string, headers: Record<string, string>, payload: object) =>
  app.inject({ method: 'PUT', url: `/api/users/${userId}/gift_cards/${cardId}`, headers, payload, remoteAddress: freshIp() });

const redeem = (userId: number | string, headers: Record<string, string>, payload: object) =>
  app.inject({ method: 'POST', url: `/api/users/${userId}/gift_cards/redeem`, headers, payload, remoteAddress: freshIp() });

const cardRow = async (id: number) => (await db.select().from(subscriptionCodes).where(eq(subscriptionCodes.id, id)))[0]!;
const userRow = async (id: number) => (await db.select().from(users).where(eq(users.id, id)))[0]!;
const eventsOf = (userId: number) => db.select().from(accessEvents).where(eq(accessEvents.userId, userId)).orderBy(accessEvents.id);

/** A buyer with one unsent card (as a purchase leaves it). */
async function buyerWithCard(overrides: Parameters<typeof createAccount>[1] = {}) {
  const buyer = await createAccount(db, overrides);
  const card = await createGiftCard(db, buyer.user.id);
  return { buyer, card };
}

/** A card its buyer has sent to `recipient` through the API; returns the card as the buyer sees it. */
async function sentCard(buyer: TAccount, recipientEmail: string, fields: object = {}): Promise<TGiftCard & { code: string }> {
  const card = await createGiftCard(db, buyer.user.id);
  const response = await update(buyer.user.id, card.id, asBearer(buyer.token), { status: 'sent', recipient_email: recipientEmail, ...fields });
  expect(response.statusCode).toBe(200);
  return response.json().data as TGiftCard & { code: string };
}

describe('GET /api/users/:id/gift_cards', () => {
  it("lists the caller's own cards, newest first, with their codes, and nobody else's", async () => {
    const { buyer, card: older } = await buyerWithCard();
    const newer = await createGiftCard(db, buyer.user.id);
    await buyerWithCard();
    const response = await list(buyer.user.id, asCookie(buyer.token));
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({
      purchased_gift_cards: [newer, older].map((card) => ({
        id: card.id,
        status: 'unsent',
        recipient_email: null,
        display_from: null,
        message: null,
        code: card.code,
        purchased_at: card.createdAt.toISOString(),
        sent_at: null,
        redeemed_at: null,
      })),
      redeemable_gift_card: null,
    });
  });

  it('offers a card sent to the caller’s verified address, without its code', async () => {
    const recipient = await trialAccount();
    const buyer = await createAccount(db, { name: 'Rosa' });
    const sent = await sentCard(buyer, recipient.user.email.toUpperCase(), { message: 'For you' });
    const response = await list(recipient.user.id, asBearer(recipient.token));
    expect(response.json().data).toEqual({
      purchased_gift_cards: [],
      redeemable_gift_card: { ...sent, code: null, display_from: 'Rosa', message: 'For you', status: 'sent' },
    });
  });

  it('offers nothing to an unverified address, to a full-access user, or for an unsent card', async () => {
    const unverified = await trialAccount({ isEmailVerified: false });
    const full = await createAccount(db);
    const buyer = await createAccount(db);
    await sentCard(buyer, unverified.user.email);
    await sentCard(buyer, full.user.email);
    expect((await list(unverified.user.id, asBearer(unverified.token))).json().data.redeemable_gift_card).toBeNull();
    expect((await list(full.user.id, asBearer(full.token))).json().data.redeemable_gift_card).toBeNull();
  });

  it("refuses a signed-out caller (401), someone else's id even for an admin (403), and a disabled user (403)", async () => {
    const { buyer } = await buyerWithCard();
    const admin = await createAccount(db, { isAdmin: true });
    const disabled = await createAccount(db, { isDisabled: true });
    expect((await list(buyer.user.id, clientInfoHeaders)).statusCode).toBe(401);
    expect((await list(buyer.user.id, asBearer(admin.token))).statusCode).toBe(403);
    expect((await list('abc', asBearer(admin.token))).statusCode).toBe(403);
    const refused = await list(disabled.user.id, asBearer(disabled.token));
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject(refusal('auth.disabled'));
  });
});

describe('PUT /api/users/:id/gift_cards/:giftCardId: sending', () => {
  it('sends an unsent card, records it, and mails the recipient the code and the link, escaped', async () => {
    const { buyer, card } = await buyerWithCard({ name: 'Sam' });
    const response = await update(buyer.user.id, card.id, asCookie(buyer.token), {
      status: 'sent',
      recipient_email: ' Friend@Example.com ',
      display_from: '<b>Sam & co</b>',
      message: 'Enjoy <script>alert(1)</script>',
    });
    expect(response.statusCode).toBe(200);
    const sent = response.json().data as TGiftCard;
    expect(sent).toMatchObject({
      id: card.id,
      status: 'sent',
      recipient_email: 'friend@example.com',
      display_from: '<b>Sam & co</b>',
      message: 'Enjoy <script>alert(1)</script>',
      code: card.code,
      redeemed_at: null,
    });
    expect(new Date(sent.sent_at!).getTime()).toBeGreaterThan(Date.now() - 60_000);

    const [mail] = await readOutbox(db);
    const link = `${app.config.appUrl}/register?code=${card.code}`;
    expect(mail).toMatchObject({ to: 'friend@example.com', subject: '<b>Sam & co</b> sent you a gift: full access to Innerway' });
    expect(mail!.text).toContain(card.code);
    expect(mail!.text).toContain(link);
    expect(mail!.text).toContain('Enjoy <script>alert(1)</script>');
    expect(mail!.html).toContain(`href="${link}"`);
    expect(mail!.html).toContain(card.code);
    expect(mail!.html).not.toContain('<script>');
    expect(mail!.html).not.toContain('<b>Sam');
    expect(mail!.html).toContain('Enjoy &lt;script&gt;alert(1)&lt;/script&gt;');
    expect(mail!.html).toContain('&lt;b&gt;Sam &amp; co&lt;/b&gt;');

    expect(await eventsOf(buyer.user.id)).toEqual([
      expect.objectContaining({
        kind: 'gift_card_sent',
        actorUserId: buyer.user.id,
        subscriptionCodeId: card.id,
        details: { recipient_email: 'friend@example.com' },
        at: expect.any(Date),
      }),
    ]);
  });

  it("signs the card with the buyer's name when 'From' is left empty, and writes in the recipient's language", async () => {
    const recipient = await trialAccount({ preferredLanguage: 'es' });
    const { buyer, card } = await buyerWithCard({ name: 'Noor', preferredLanguage: 'fr' });
    const response = await update(buyer.user.id, card.id, asBearer(buyer.token), {
      status: 'sent',
      recipient_email: recipient.user.email,
      display_from: '  ',
    });
    expect(response.json().data).toMatchObject({ display_from: 'Noor', message: null });
    const [mail] = await readOutbox(db);
    expect(mail!.subject).toBe('Noor te regala acceso completo a Innerway');
  });

  it("writes in the buyer's language to an address without an account", async () => {
    const { buyer, card } = await buyerWithCard({ name: 'Noor', preferredLanguage: 'fr' });
    await update(buyer.user.id, card.id, asBearer(buyer.token), { status: 'sent', recipient_email: 'nobody-yet@example.com' });
    const [mail] = await readOutbox(db);
    expect(mail).toMatchObject({ to: 'nobody-yet@example.com', subject: 'Noor vous offre un accès complet à Innerway' });
  });

  it.each([
    ['no recipient', {}, refusal('validation.gift_recipient_required')],
    ['a blank recipient', { recipient_email: '   ' }, refusal('validation.gift_recipient_required')],
    ['a recipient one character too long', { recipient_email: `${'r'.repeat(Limits.giftRecipientEmailMax - 11)}@example.com` }, refusal('validation.too_long', { field: 'recipient_email', max: 100 })],
    ['a sender one character too long', { recipient_email: 'a@example.com', display_from: 'f'.repeat(Limits.giftSenderMax + 1) }, refusal('validation.too_long', { field: 'display_from', max: 50 })],
    ['a message one character too long', { recipient_email: 'a@example.com', message: 'm'.repeat(Limits.giftMessageMax + 1) }, refusal('validation.too_long', { field: 'message', max: 140 })],
    ['a recipient that is not an address', { recipient_email: 'friend' }, refusal('validation.email_invalid')],
    ['an unknown field', { recipient_email: 'a@example.com', code: 'AAAAAAAA' }, undefined],
  ])('answers 400 to %s, and sends nothing', async (_case, fields, message) => {
    const { buyer, card } = await buyerWithCard();
    const outbox = (await readOutbox(db)).length;
    const response = await update(buyer.user.id, card.id, asBearer(buyer.token), { status: 'sent', ...fields });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(message ?? { ...refusalOfRequest, error: expect.any(String) });
    expect((await cardRow(card.id)).deliveryState).toBe(CodeDeliveryState.Unsent);
    expect((await readOutbox(db)).length).toBe(outbox);
  });

  it('accepts every field exactly at its limit', async () => {
    const { buyer, card } = await buyerWithCard();
    const recipient = `${'r'.repeat(Limits.giftRecipientEmailMax - 12)}@example.com`;
    expect(recipient).toHaveLength(100);
    const response = await update(buyer.user.id, card.id, asBearer(buyer.token), {
      status: 'sent',
      recipient_email: recipient,
      display_from: 'f'.repeat(Limits.giftSenderMax),
      message: 'm'.repeat(Limits.giftMessageMax),
    });
    expect(response.statusCode).toBe(200);
  });

  it('refuses sending to oneself with 422', async () => {
    const { buyer, card } = await buyerWithCard();
    const response = await update(buyer.user.id, card.id, asBearer(buyer.token), { status: 'sent', recipient_email: buyer.user.email });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject(refusal('gift_card.to_self'));
  });

  it('refuses to send a sent or a redeemed card again (409), changing nothing', async () => {
    const buyer = await createAccount(db);
    const sent = await sentCard(buyer, 'first@example.com');
    const again = await update(buyer.user.id, sent.id, asBearer(buyer.token), { status: 'sent', recipient_email: 'second@example.com' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject(refusal('gift_card.already_sent'));
    expect((await cardRow(sent.id)).recipientEmail).toBe('first@example.com');

    const holder = await trialAccount();
    expect((await redeem(holder.user.id, asBearer(holder.token), { code: sent.code })).statusCode).toBe(200);
    const afterRedeem = await update(buyer.user.id, sent.id, asBearer(buyer.token), { status: 'sent', recipient_email: 'third@example.com' });
    expect(afterRedeem.statusCode).toBe(409);
    expect(afterRedeem.json()).toMatchObject(refusal('gift_card.already_redeemed'));
  });

  it("answers 404 for an unknown card and for someone else's, 400 for a malformed id", async () => {
    const { buyer } = await buyerWithCard();
    const { card: othersCard } = await buyerWithCard();
    const body = { status: 'sent', recipient_email: 'a@example.com' };
    expect((await update(buyer.user.id, 999_999, asBearer(buyer.token), body)).statusCode).toBe(404);
    expect((await update(buyer.user.id, othersCard.id, asBearer(buyer.token), body)).statusCode).toBe(404);
    expect((await update(buyer.user.id, 'x1', asBearer(buyer.token), body)).statusCode).toBe(400);
    expect((await cardRow(othersCard.id)).deliveryState).toBe(CodeDeliveryState.Unsent);
  });

  it("refuses someone else's user id (403), signed-out callers (401), disabled users (403) and cookie calls without the header", async () => {
    const { buyer, card } = await buyerWithCard();
    const other = await createAccount(db, { isAdmin: true });
    const body = { status: 'sent', recipient_email: 'a@example.com' };
    expect((await update(buyer.user.id, card.id, asBearer(other.token), body)).statusCode).toBe(403);
    expect((await update(buyer.user.id, card.id, clientInfoHeaders, body)).statusCode).toBe(401);
    expect((await update(buyer.user.id, card.id, { cookie: `innerway_session=${buyer.token}` }, body)).statusCode).toBe(403);
    const { buyer: disabled, card: disabledCard } = await buyerWithCard({ isDisabled: true });
    expect((await update(disabled.user.id, disabledCard.id, asBearer(disabled.token), body)).statusCode).toBe(403);
    expect((await cardRow(card.id)).deliveryState).toBe(CodeDeliveryState.Unsent);
    expect((await cardRow(disabledCard.id)).deliveryState).toBe(CodeDeliveryState.Unsent);
  });

  it('throttles sends per user', async () => {
    const buyer = await createAccount(db);
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 11; attempt += 1) {
      const card = await createGiftCard(db, buyer.user.id);
      statuses.push((await update(buyer.user.id, card.id, asBearer(buyer.token), { status: 'sent', recipient_email: `f${attempt}@example.com` })).statusCode);
    }
    expect(statuses.slice(0, 10).every((status) => status === 200)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});

describe('PUT /api/users/:id/gift_cards/:giftCardId: rescinding', () => {
  it('takes a sent card back to unsent with a new code, so the old one no longer works', async () => {
    const buyer = await createAccount(db);
    const first = await trialAccount();
    const sent = await sentCard(buyer, first.user.email, { message: 'Hi' });
    const response = await update(buyer.user.id, sent.id, asBearer(buyer.token), { status: 'unsent' });
    expect(response.statusCode).toBe(200);
    const rescinded = response.json().data as TGiftCard;
    expect(rescinded).toMatchObject({ id: sent.id, status: 'unsent', recipient_email: null, sent_at: null, message: 'Hi' });
    expect(rescinded.code).toMatch(/^[A-HJ-NP-Z2-9]{8}$/);
    expect(rescinded.code).not.toBe(sent.code);

    // The first recipient: neither offered it nor able to use the mailed code.
    expect((await list(first.user.id, asBearer(first.token))).json().data.redeemable_gift_card).toBeNull();
    const oldCode = await redeem(first.user.id, asBearer(first.token), { code: sent.code });
    expect(oldCode.statusCode).toBe(422);
    expect(oldCode.json()).toMatchObject(refusal('code.invalid'));
    expect((await userRow(first.user.id)).isTrialMode).toBe(true);

    expect((await eventsOf(buyer.user.id)).map((event) => [event.kind, event.details])).toEqual([
      ['gift_card_sent', { recipient_email: first.user.email }],
      ['gift_card_rescinded', { recipient_email: first.user.email }],
    ]);
  });

  it('refuses to rescind an unsent card or a redeemed one (409)', async () => {
    const { buyer, card } = await buyerWithCard();
    const unsent = await update(buyer.user.id, card.id, asBearer(buyer.token), { status: 'unsent' });
    expect(unsent.statusCode).toBe(409);
    expect(unsent.json()).toMatchObject(refusal('gift_card.not_sent'));

    const recipient = await trialAccount();
    const sent = await sentCard(buyer, recipient.user.email);
    expect((await redeem(recipient.user.id, asBearer(recipient.token), { gift_card_id: sent.id })).statusCode).toBe(200);
    const redeemed = await update(buyer.user.id, sent.id, asBearer(buyer.token), { status: 'unsent' });
    expect(redeemed.statusCode).toBe(409);
    expect(redeemed.json()).toMatchObject(refusal('gift_card.already_redeemed'));
    expect((await cardRow(sent.id)).redeemedByUserId).toBe(recipient.user.id);
  });

  it('lets only the buyer rescind: the recipient gets 404 on their own id, 403 on the buyer’s', async () => {
    const buyer = await createAccount(db);
    const recipient = await trialAccount();
    const sent = await sentCard(buyer, recipient.user.email);
    expect((await update(recipient.user.id, sent.id, asBearer(recipient.token), { status: 'unsent' })).statusCode).toBe(404);
    expect((await update(buyer.user.id, sent.id, asBearer(recipient.token), { status: 'unsent' })).statusCode).toBe(403);
    expect((await cardRow(sent.id)).deliveryState).toBe(CodeDeliveryState.Sent);
  });
});

describe('POST /api/users/:id/gift_cards/redeem', () => {
  it('grants the recipient full access at once, marks the card redeemed and records it', async () => {
    const buyer = await createAccount(db, { name: 'Rosa' });
    const recipient = await trialAccount();
    const sent = await sentCard(buyer, recipient.user.email);
    const response = await redeem(recipient.user.id, asCookie(recipient.token), { gift_card_id: sent.id });
    expect(response.statusCode).toBe(200);
    const { user, gift_card } = response.json().data;
    expect(user).toMatchObject({ id: recipient.user.id, is_trial_mode: false });
    expect(gift_card).toMatchObject({ id: sent.id, status: 'redeemed', code: null, display_from: 'Rosa' });
    expect(gift_card.redeemed_at).toEqual(expect.any(String));

    // The same session sees full access on its next call: no new sign-in.
    const me = await app.inject({ method: 'GET', url: '/api/users/me', headers: asBearer(recipient.token) });
    expect(me.json().data.is_trial_mode).toBe(false);
    expect(await cardRow(sent.id)).toMatchObject({ deliveryState: CodeDeliveryState.Redeemed, redeemedByUserId: recipient.user.id, redemptionCount: 1 });
    expect(await eventsOf(recipient.user.id)).toEqual([
      expect.objectContaining({ kind: 'gift_card_redeemed', actorUserId: recipient.user.id, subscriptionCodeId: sent.id, details: { via: 'recipient' } }),
    ]);
  });

  it('lets whoever holds the code redeem it, in any case, once', async () => {
    const buyer = await createAccount(db);
    const sent = await sentCard(buyer, 'someone@example.com');
    const holder = await trialAccount();
    const response = await redeem(holder.user.id, asBearer(holder.token), { code: sent.code.toLowerCase() });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.user.is_trial_mode).toBe(false);
    expect((await eventsOf(holder.user.id))[0]!.details).toEqual({ via: 'prompt' });

    const late = await trialAccount();
    const again = await redeem(late.user.id, asBearer(late.token), { code: sent.code });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject(refusal('gift_card.already_redeemed'));
    expect((await userRow(late.user.id)).isTrialMode).toBe(true);
  });

  it('asks the recipient to verify their address before redeeming by id', async () => {
    const buyer = await createAccount(db);
    const recipient = await trialAccount({ isEmailVerified: false });
    const sent = await sentCard(buyer, recipient.user.email);
    const response = await redeem(recipient.user.id, asBearer(recipient.token), { gift_card_id: sent.id });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject(refusal('gift_card.email_unverified'));
    expect((await cardRow(sent.id)).deliveryState).toBe(CodeDeliveryState.Sent);
  });

  it("answers 404 for a card id that was not sent to the caller, or does not exist", async () => {
    const buyer = await createAccount(db);
    const sent = await sentCard(buyer, 'someone-else@example.com');
    const stranger = await trialAccount();
    expect((await redeem(stranger.user.id, asBearer(stranger.token), { gift_card_id: sent.id })).statusCode).toBe(404);
    expect((await redeem(stranger.user.id, asBearer(stranger.token), { gift_card_id: 999_999 })).statusCode).toBe(404);
    expect((await cardRow(sent.id)).deliveryState).toBe(CodeDeliveryState.Sent);
  });

  it('refuses unknown and unsent codes with 422', async () => {
    const { card } = await buyerWithCard();
    const holder = await trialAccount();
    for (const code of ['ZZZZ2222', card.code]) {
      const response = await redeem(holder.user.id, asBearer(holder.token), { code });
      expect(response.statusCode).toBe(422);
      expect(response.json()).toMatchObject(refusal('code.invalid'));
    }
    expect((await cardRow(card.id)).deliveryState).toBe(CodeDeliveryState.Unsent);
  });

  it('refuses the buyer their own card (403)', async () => {
    const buyer = await trialAccount();
    const sent = await sentCard(buyer, 'friend2@example.com');
    const response = await redeem(buyer.user.id, asBearer(buyer.token), { code: sent.code });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject(refusal('gift_card.own'));
    expect((await cardRow(sent.id)).deliveryState).toBe(CodeDeliveryState.Sent);
    expect((await userRow(buyer.user.id)).isTrialMode).toBe(true);
  });

  it('refuses someone who already has full access (409), leaving the card for its buyer to take back', async () => {
    const buyer = await createAccount(db);
    const full = await createAccount(db);
    const sent = await sentCard(buyer, full.user.email);
    const response = await redeem(full.user.id, asBearer(full.token), { gift_card_id: sent.id });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject(refusal('purchase.already_full_access'));
    expect((await cardRow(sent.id)).deliveryState).toBe(CodeDeliveryState.Sent);
  });

  it('grants a code raced by ten people exactly once', async () => {
    const buyer = await createAccount(db);
    const sent = await sentCard(buyer, 'raced@example.com');
    const racers = await Promise.all(Array.from({ length: 10 }, () => trialAccount()));
    const responses = await Promise.all(racers.map((racer) => redeem(racer.user.id, asBearer(racer.token), { code: sent.code })));
    const statuses = responses.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([200, ...Array(9).fill(409)]);
    const winner = racers[responses.findIndex((response) => response.statusCode === 200)]!;
    expect((await cardRow(sent.id)).redeemedByUserId).toBe(winner.user.id);
    const fullRacers = await Promise.all(racers.map(async (racer) => (await userRow(racer.user.id)).isTrialMode === false));
    expect(fullRacers.filter(Boolean)).toHaveLength(1);
    const redemptions = await db
      .select()
      .from(accessEvents)
      .where(and(eq(accessEvents.kind, 'gift_card_redeemed'), eq(accessEvents.subscriptionCodeId, sent.id)));
    expect(redemptions).toHaveLength(1);
  });

  it('lets one person use only one of two cards redeemed at the same moment', async () => {
    const recipient = await trialAccount();
    const buyers = await Promise.all([createAccount(db), createAccount(db)]);
    const cards = await Promise.all(buyers.map((buyer) => sentCard(buyer, recipient.user.email)));
    const responses = await Promise.all(cards.map((card) => redeem(recipient.user.id, asBearer(recipient.token), { code: card.code })));
    expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 409]);
    const states = await Promise.all(cards.map(async (card) => (await cardRow(card.id)).deliveryState));
    expect(states.sort()).toEqual([CodeDeliveryState.Sent, CodeDeliveryState.Redeemed]);
  });

  it.each([
    ['an empty body', {}, refusal('gift_card.redeem_target')],
    ['both an id and a code', { gift_card_id: 1, code: 'AAAA' }, refusal('gift_card.redeem_target')],
    ['a code one character too long', { code: 'ABCDEFGH9' }, refusal('validation.too_long', { field: 'code', max: 8 })],
    ['an id as a string', { gift_card_id: '12' }, undefined],
  ])('answers 400 to %s', async (_case, body, message) => {
    const holder = await trialAccount();
    const response = await redeem(holder.user.id, asBearer(holder.token), body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(message ?? { ...refusalOfRequest, error: expect.any(String) });
  });

  it("refuses someone else's id (403), signed-out callers (401) and disabled users (403)", async () => {
    const buyer = await createAccount(db);
    const recipient = await trialAccount();
    const sent = await sentCard(buyer, recipient.user.email);
    expect((await redeem(recipient.user.id, asBearer(buyer.token), { gift_card_id: sent.id })).statusCode).toBe(403);
    expect((await redeem(recipient.user.id, clientInfoHeaders, { gift_card_id: sent.id })).statusCode).toBe(401);
    const disabled = await trialAccount({ isDisabled: true });
    expect((await redeem(disabled.user.id, asBearer(disabled.token), { code: sent.code })).statusCode).toBe(403);
    expect((await cardRow(sent.id)).deliveryState).toBe(CodeDeliveryState.Sent);
  });

  it('throttles code attempts per user, and per IP', async () => {
    const guesser = await trialAccount();
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 11; attempt += 1) {
      statuses.push((await redeem(guesser.user.id, asBearer(guesser.token), { code: `ZZZZ${attempt}` })).statusCode);
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(422));
    expect(statuses[10]).toBe(429);

    const remoteAddress = freshIp();
    let last = 0;
    for (let attempt = 0; attempt < 31; attempt += 1) {
      const someone = await trialAccount();
      last = (
        await app.inject({
          method: 'POST',
          url: `/api/users/${someone.user.id}/gift_cards/redeem`,
          headers: asBearer(someone.token),
          payload: { code: 'ZZZZ' },
          remoteAddress,
        })
      ).statusCode;
    }
    expect(last).toBe(429);
  });
});

describe('codes typed into the subscribe prompt (PUT /api/users/:id institution_code)', () => {
  const putCode = (account: { user: UserRow; token: string }, code: string) =>
    app.inject({
      method: 'PUT',
      url: `/api/users/${account.user.id}`,
      headers: asBearer(account.token),
      payload: { institution_code: code },
      remoteAddress: freshIp(),
    });

  it("redeems a gift card's code, as the server tells the kinds apart", async () => {
    const buyer = await createAccount(db);
    const sent = await sentCard(buyer, 'prompt@example.com');
    const holder = await trialAccount();
    const response = await putCode(holder, sent.code.toLowerCase());
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ is_trial_mode: false, institution_id: null });
    expect((await cardRow(sent.id)).redeemedByUserId).toBe(holder.user.id);
  });

  it('links an institution through its code and records it', async () => {
    const [institution] = await db.insert(institutions).values({ name: 'Prompt University' }).returning();
    await db.insert(subscriptionCodes).values({ code: 'PROMPT01', type: 1, institutionId: institution!.id });
    const holder = await trialAccount();
    const response = await putCode(holder, 'prompt01');
    expect(response.json().data).toMatchObject({ is_trial_mode: false, institution_id: institution!.id, institution_name: 'Prompt University' });
    expect(await eventsOf(holder.user.id)).toEqual([
      expect.objectContaining({ kind: 'institution_code_redeemed', institutionId: institution!.id, details: { via: 'prompt' } }),
    ]);
  });

  it('refuses a redeemed gift code with 409 and changes nothing else sent with it', async () => {
    const buyer = await createAccount(db);
    const sent = await sentCard(buyer, 'twice@example.com');
    const first = await trialAccount();
    expect((await putCode(first, sent.code)).statusCode).toBe(200);
    const second = await trialAccount();
    const response = await app.inject({
      method: 'PUT',
      url: `/api/users/${second.user.id}`,
      headers: asBearer(second.token),
      payload: { institution_code: sent.code, name: 'Changed' },
      remoteAddress: freshIp(),
    });
    expect(response.statusCode).toBe(409);
    expect(await userRow(second.user.id)).toMatchObject({ name: second.user.name, isTrialMode: true });
  });
});

describe('registration with a gift code (the gift mail link)', () => {
  it('creates the account with the card redeemed and full access', async () => {
    const buyer = await createAccount(db);
    const sent = await sentCard(buyer, 'newcomer@example.com');
    const [mail] = await readOutbox(db);
    const code = new URL(/https?:\/\/\S+\/register\?code=\S+/.exec(mail!.text)![0]).searchParams.get('code')!;
    expect(code).toBe(sent.code);

    const response = await app.inject({
      method: 'POST',
      url: '/api/users/register',
      remoteAddress: freshIp(),
      payload: {
        name: 'New Comer',
        email: 'newcomer@example.com',
        password: 'soft-morning-light-7',
        password_confirmation: 'soft-morning-light-7',
        agreed_to_conditions: true,
        institution_code: code,
      },
    });
    expect(response.statusCode).toBe(201);
    const user = response.json().data.user;
    expect(user).toMatchObject({ is_trial_mode: false, institution_id: null });
    expect(await cardRow(sent.id)).toMatchObject({ deliveryState: CodeDeliveryState.Redeemed, redeemedByUserId: user.id });
    expect((await eventsOf(user.id))[0]).toMatchObject({ kind: 'gift_card_redeemed', details: { via: 'registration' } });
  });

  it('writes no account when the gift code was already redeemed', async () => {
    const buyer = await createAccount(db);
    const sent = await sentCard(buyer, 'late@example.com');
    const holder = await trialAccount();
    await redeem(holder.user.id, asBearer(holder.token), { code: sent.code });
    const response = await app.inject({
      method: 'POST',
      url: '/api/users/register',
      remoteAddress: freshIp(),
      payload: {
        name: 'Too Late',
        email: 'late@example.com',
        password: 'soft-morning-light-7',
        password_confirmation: 'soft-morning-light-7',
        agreed_to_conditions: true,
        institution_code: sent.code,
      },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject(refusal('gift_card.already_redeemed'));
    expect(await db.select().from(users).where(eq(users.email, 'late@example.com'))).toEqual([]);
  });
});
