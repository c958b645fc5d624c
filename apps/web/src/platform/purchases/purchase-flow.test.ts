import { beforeEach, describe, expect, it, vi } from 'vitest';
import { type TInAppPurchase, type TPurchaseReply, ErrorText } from '@innerway/domain';
import { ApiError } from '../../lib/api-client';
import { fullUser } from '../../test/users';
import { createPurchaseFlow, type TStorePlatform } from './purchase-flow';
import type { TStorePlugin, TStoreTransaction } from './store-plugin';

const productIds = { full_access: 'app.innerway.full', gift_card: 'app.innerway.gift' };
const reply: TPurchaseReply = { user: fullUser, gift_card: null };
const jws = 'eyJhbGciOiJFUzI1NiJ9.eyJ0cmFuc2FjdGlvbklkIjoiMSJ9.c2lnbmF0dXJl';

/** A store as the plugin shows it: what buying answers, and what the account holds. */
function fakeStore({ bought, owned = [] }: { bought?: TStoreTransaction | Error; owned?: TStoreTransaction[] } = {}) {
  const laterListeners: ((transaction: TStoreTransaction) => void)[] = [];
  const plugin = {
    purchaseProduct: vi.fn(async () => {
      if (bought instanceof Error) throw bought;
      if (!bought) throw new Error('No purchase prepared');
      return bought;
    }),
    getProducts: vi.fn(async ({ productIdentifiers }: { productIdentifiers: string[] }) => ({
      products: productIdentifiers.map((identifier) => ({ identifier, priceString: '4,99 €' })),
    })),
    getPurchases: vi.fn(async (_options: { onlyCurrentEntitlements?: boolean }) => ({ purchases: owned })),
    acknowledgePurchase: vi.fn(async () => undefined),
    consumePurchase: vi.fn(async () => undefined),
    restorePurchases: vi.fn(async () => undefined),
    onTransactionUpdated: vi.fn(async (listener: (transaction: TStoreTransaction) => void) => {
      laterListeners.push(listener);
      return () => undefined;
    }),
  } satisfies TStorePlugin;
  return { plugin, deliverLater: (transaction: TStoreTransaction) => laterListeners.forEach((listener) => listener(transaction)) };
}

/** What a Capacitor plugin rejects with: an Error carrying the native side's code. */
function pluginError(message: string, code?: string): Error {
  return Object.assign(new Error(message), code ? { code } : {});
}

const iosTransaction = (productIdentifier: string, id = '2000000111'): TStoreTransaction => ({
  transactionId: id,
  productIdentifier,
  jwsRepresentation: `${jws}${id}`,
});
const playPurchase = (productIdentifier: string, overrides: Partial<TStoreTransaction> = {}): TStoreTransaction => ({
  transactionId: `token-${productIdentifier}`,
  productIdentifier,
  purchaseToken: `token-${productIdentifier}`,
  isAcknowledged: false,
  purchaseState: '1',
  ...overrides,
});

function flowFor(platform: TStorePlatform, store: ReturnType<typeof fakeStore>, send = vi.fn(async (_body: TInAppPurchase) => reply)) {
  return { flow: createPurchaseFlow({ plugin: store.plugin, platform, productIds, send }), send };
}

const replay = () => new ApiError(409, ErrorText['purchase.already_recorded']);
const unavailable = () => new ApiError(503, ErrorText['purchase.store_unavailable']);
const offline = () => new ApiError(0, 'Failed to fetch', { reason: 'network' });

beforeEach(() => {
  vi.restoreAllMocks();
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

describe('purchase flow on iOS', () => {
  it('sends the signed transaction, and finishes it only after the server granted it', async () => {
    const store = fakeStore({ bought: iosTransaction('app.innerway.full') });
    const order: string[] = [];
    const send = vi.fn(async (_body: TInAppPurchase) => {
      order.push('send');
      return reply;
    });
    store.plugin.acknowledgePurchase.mockImplementation(async () => void order.push('finish'));
    const { flow } = flowFor('ios', store, send);

    await expect(flow.buy('full_access')).resolves.toEqual({ kind: 'granted', reply });
    expect(store.plugin.purchaseProduct).toHaveBeenCalledWith({ productIdentifier: 'app.innerway.full', autoAcknowledgePurchases: false, isConsumable: false });
    expect(send).toHaveBeenCalledWith({ store: 'app_store', product_id: 'full_access', signed_transaction: `${jws}2000000111` });
    expect(store.plugin.acknowledgePurchase).toHaveBeenCalledWith({ purchaseToken: '2000000111' });
    expect(order).toEqual(['send', 'finish']);
    expect(store.plugin.consumePurchase).not.toHaveBeenCalled();
  });

  it('finishes a purchase the server recorded before (409) and says it was already granted', async () => {
    const store = fakeStore({ bought: iosTransaction('app.innerway.gift') });
    const error = replay();
    const { flow } = flowFor('ios', store, vi.fn(async () => Promise.reject(error)));
    await expect(flow.buy('gift_card')).resolves.toEqual({ kind: 'already-granted', error });
    expect(store.plugin.acknowledgePurchase).toHaveBeenCalledWith({ purchaseToken: '2000000111' });
  });

  it('leaves the transaction unfinished when the server cannot be reached or fails', async () => {
    for (const failure of [offline(), unavailable()]) {
      const store = fakeStore({ bought: iosTransaction('app.innerway.full') });
      const { flow } = flowFor('ios', store, vi.fn(async () => Promise.reject(failure)));
      await expect(flow.buy('full_access')).rejects.toBe(failure);
      expect(store.plugin.acknowledgePurchase).not.toHaveBeenCalled();
    }
  });

  it('leaves it unfinished when the server refuses it as well', async () => {
    const store = fakeStore({ bought: iosTransaction('app.innerway.full') });
    const refused = new ApiError(422, ErrorText['purchase.not_verified']);
    const { flow } = flowFor('ios', store, vi.fn(async () => Promise.reject(refused)));
    await expect(flow.buy('full_access')).rejects.toBe(refused);
    expect(store.plugin.acknowledgePurchase).not.toHaveBeenCalled();
  });

  it('treats a cancelled sheet and Ask to Buy as outcomes, sending nothing', async () => {
    const cancelled = fakeStore({ bought: pluginError('User cancelled') });
    const { flow, send } = flowFor('ios', cancelled);
    await expect(flow.buy('full_access')).resolves.toEqual({ kind: 'cancelled' });

    const pending = fakeStore({ bought: pluginError('Transaction pending') });
    await expect(flowFor('ios', pending, send).flow.buy('full_access')).resolves.toEqual({ kind: 'pending' });
    expect(send).not.toHaveBeenCalled();
  });

  it('passes any other store failure on, untouched', async () => {
    const failure = pluginError('Cannot find product for id app.innerway.full');
    const { flow } = flowFor('ios', fakeStore({ bought: failure }));
    await expect(flow.buy('full_access')).rejects.toBe(failure);
  });

  it('restores: syncs with the App Store, then sends the Apple ID’s full access and any unfinished gift card', async () => {
    const full = iosTransaction('app.innerway.full', '1');
    const gift = iosTransaction('app.innerway.gift', '2');
    const store = fakeStore();
    store.plugin.getPurchases.mockImplementation(async (options: { onlyCurrentEntitlements?: boolean }) => ({
      purchases: options.onlyCurrentEntitlements ? [full] : [full, gift, { ...iosTransaction('app.innerway.gift', '3'), revocationDate: '2025-05-01' }],
    }));
    const { flow, send } = flowFor('ios', store, vi.fn(async () => Promise.reject(replay())));

    const outcome = await flow.restore();
    expect(store.plugin.restorePurchases).toHaveBeenCalledOnce();
    expect(outcome.kind).toBe('restored');
    expect(outcome.kind === 'restored' && outcome.settled.map(({ product, grant }) => [product, grant.kind])).toEqual([
      ['full_access', 'already-granted'],
      ['gift_card', 'already-granted'],
    ]);
    expect(send.mock.calls.map(([body]) => body)).toEqual([
      { store: 'app_store', product_id: 'full_access', signed_transaction: full.jwsRepresentation },
      { store: 'app_store', product_id: 'gift_card', signed_transaction: gift.jwsRepresentation },
    ]);
    expect(store.plugin.acknowledgePurchase.mock.calls).toEqual([[{ purchaseToken: '1' }], [{ purchaseToken: '2' }]]);
  });

  it('says when there is nothing to restore', async () => {
    const { flow, send } = flowFor('ios', fakeStore({ owned: [iosTransaction('some.other.product')] }));
    await expect(flow.restore()).resolves.toEqual({ kind: 'nothing' });
    expect(send).not.toHaveBeenCalled();
  });

  it('at start-up, sends unfinished gift cards, and full access only while the person is on trial', async () => {
    const store = fakeStore({ owned: [iosTransaction('app.innerway.full', '1'), iosTransaction('app.innerway.gift', '2')] });
    const { flow, send } = flowFor('ios', store);
    await flow.settleUnfinished({ fullAccess: false });
    expect(send.mock.calls.map(([body]) => body.product_id)).toEqual(['gift_card']);

    send.mockClear();
    await flow.settleUnfinished({ fullAccess: true });
    expect(send.mock.calls.map(([body]) => body.product_id)).toEqual(['full_access', 'gift_card']);
  });

  it('keeps what it settled when another purchase fails, and fails only when nothing settled', async () => {
    const store = fakeStore({ owned: [iosTransaction('app.innerway.gift', '1'), iosTransaction('app.innerway.gift', '2')] });
    const failure = unavailable();
    const send = vi.fn<(body: TInAppPurchase) => Promise<TPurchaseReply>>().mockRejectedValueOnce(failure).mockResolvedValueOnce(reply);
    const settled = await flowFor('ios', store, send).flow.settleUnfinished({ fullAccess: false });
    expect(settled).toEqual([{ product: 'gift_card', grant: { kind: 'granted', reply } }]);
    expect(store.plugin.acknowledgePurchase.mock.calls).toEqual([[{ purchaseToken: '2' }]]);

    const alone = fakeStore({ owned: [iosTransaction('app.innerway.gift', '1')] });
    await expect(flowFor('ios', alone, vi.fn(async () => Promise.reject(failure))).flow.settleUnfinished({ fullAccess: false })).rejects.toBe(failure);
  });

  it('records purchases approved later (Ask to Buy) as they arrive', async () => {
    const store = fakeStore();
    const { flow, send } = flowFor('ios', store);
    const onSettled = vi.fn();
    await flow.watchLaterPurchases(onSettled);
    store.deliverLater(iosTransaction('app.innerway.full', '9'));
    await vi.waitFor(() => expect(onSettled).toHaveBeenCalledWith({ product: 'full_access', grant: { kind: 'granted', reply } }));
    expect(send).toHaveBeenCalledWith(expect.objectContaining({ store: 'app_store', product_id: 'full_access' }));
  });

  it('gives the store’s localised price', async () => {
    const { flow } = flowFor('ios', fakeStore());
    await expect(flow.price('gift_card')).resolves.toBe('4,99 €');
  });
});

describe('purchase flow on Android', () => {
  it('sends the purchase token, and acknowledges full access only after the grant', async () => {
    const store = fakeStore({ bought: playPurchase('app.innerway.full') });
    const { flow, send } = flowFor('android', store);
    await expect(flow.buy('full_access')).resolves.toEqual({ kind: 'granted', reply });
    expect(send).toHaveBeenCalledWith({ store: 'play', product_id: 'full_access', purchase_token: 'token-app.innerway.full' });
    expect(store.plugin.acknowledgePurchase).toHaveBeenCalledWith({ purchaseToken: 'token-app.innerway.full' });
    expect(store.plugin.consumePurchase).not.toHaveBeenCalled();
  });

  it('consumes a gift card after the grant, so that another can be bought', async () => {
    const store = fakeStore({ bought: playPurchase('app.innerway.gift') });
    const { flow } = flowFor('android', store);
    await flow.buy('gift_card');
    expect(store.plugin.consumePurchase).toHaveBeenCalledWith({ purchaseToken: 'token-app.innerway.gift' });
    expect(store.plugin.acknowledgePurchase).not.toHaveBeenCalled();
  });

  it('consumes a replayed gift card too (409), and leaves it alone on a network failure', async () => {
    const replayed = fakeStore({ bought: playPurchase('app.innerway.gift') });
    await expect(flowFor('android', replayed, vi.fn(async () => Promise.reject(replay()))).flow.buy('gift_card')).resolves.toMatchObject({
      kind: 'already-granted',
    });
    expect(replayed.plugin.consumePurchase).toHaveBeenCalledOnce();

    const lost = fakeStore({ bought: playPurchase('app.innerway.gift') });
    const failure = offline();
    await expect(flowFor('android', lost, vi.fn(async () => Promise.reject(failure))).flow.buy('gift_card')).rejects.toBe(failure);
    expect(lost.plugin.consumePurchase).not.toHaveBeenCalled();
    expect(lost.plugin.acknowledgePurchase).not.toHaveBeenCalled();
  });

  it('tells a cancelled purchase and a pending payment apart from failures', async () => {
    const { flow, send } = flowFor('android', fakeStore({ bought: pluginError('Purchase is not purchased', 'USER_CANCELED') }));
    await expect(flow.buy('gift_card')).resolves.toEqual({ kind: 'cancelled' });
    await expect(flowFor('android', fakeStore({ bought: pluginError('Purchase is pending') }), send).flow.buy('gift_card')).resolves.toEqual({
      kind: 'pending',
    });
    expect(send).not.toHaveBeenCalled();
  });

  it('settles a purchase Play says is already owned instead of failing', async () => {
    const held = playPurchase('app.innerway.gift');
    const store = fakeStore({ bought: pluginError('Purchase is not purchased', 'ITEM_ALREADY_OWNED'), owned: [held] });
    const { flow, send } = flowFor('android', store);
    await expect(flow.buy('gift_card')).resolves.toEqual({ kind: 'granted', reply });
    expect(send).toHaveBeenCalledWith({ store: 'play', product_id: 'gift_card', purchase_token: held.purchaseToken });
    expect(store.plugin.consumePurchase).toHaveBeenCalledWith({ purchaseToken: held.purchaseToken });
  });

  it('restores from the account’s purchases without the plugin’s restore (which acknowledges unseen)', async () => {
    const full = playPurchase('app.innerway.full', { isAcknowledged: true });
    const pendingGift = playPurchase('app.innerway.gift', { purchaseState: '2' });
    const store = fakeStore({ owned: [full, pendingGift] });
    const { flow, send } = flowFor('android', store, vi.fn(async () => Promise.reject(replay())));
    const outcome = await flow.restore();
    expect(store.plugin.restorePurchases).not.toHaveBeenCalled();
    expect(outcome).toMatchObject({ kind: 'restored', settled: [{ product: 'full_access', grant: { kind: 'already-granted' } }] });
    expect(send).toHaveBeenCalledOnce();
    // Already acknowledged: nothing more to tell Play.
    expect(store.plugin.acknowledgePurchase).not.toHaveBeenCalled();
  });

  it('at start-up, sends what was paid but never acknowledged or consumed', async () => {
    const store = fakeStore({
      owned: [
        playPurchase('app.innerway.full', { isAcknowledged: true }),
        playPurchase('app.innerway.gift'),
        playPurchase('app.innerway.full', { purchaseToken: 'token-2', transactionId: 'token-2' }),
      ],
    });
    const { flow, send } = flowFor('android', store);
    await flow.settleUnfinished({ fullAccess: false });
    expect(send.mock.calls.map(([body]) => body)).toEqual([
      { store: 'play', product_id: 'gift_card', purchase_token: 'token-app.innerway.gift' },
      { store: 'play', product_id: 'full_access', purchase_token: 'token-2' },
    ]);
    expect(store.plugin.consumePurchase).toHaveBeenCalledWith({ purchaseToken: 'token-app.innerway.gift' });
    expect(store.plugin.acknowledgePurchase).toHaveBeenCalledWith({ purchaseToken: 'token-2' });
  });

  it('at start-up on trial, also shows full access the billing client acknowledged by itself', async () => {
    const acknowledged = playPurchase('app.innerway.full', { isAcknowledged: true });
    const store = fakeStore({ owned: [acknowledged] });
    const { flow, send } = flowFor('android', store);
    await flow.settleUnfinished({ fullAccess: true });
    expect(send).toHaveBeenCalledWith({ store: 'play', product_id: 'full_access', purchase_token: acknowledged.purchaseToken });
    // Nothing more to tell Play about it.
    expect(store.plugin.acknowledgePurchase).not.toHaveBeenCalled();
  });

  it('has no later-purchase listener (Play’s show up at the next start)', async () => {
    const store = fakeStore();
    await flowFor('android', store).flow.watchLaterPurchases(vi.fn());
    expect(store.plugin.onTransactionUpdated).not.toHaveBeenCalled();
  });
});
