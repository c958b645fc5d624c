import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type TGiftCard, type TUser } from '@innerway/domain';
import { callsTo, mockApi, sentBody } from '../../../test/mock-api';
import { renderRoute } from '../../../test/render-route';
import { initTestI18n } from '../../../test/i18n';
import { fullUser, trialUser } from '../../../test/users';
import type * as Platform from '../../../platform/platform';
import type { TPlatform } from '../../../platform/platform';
import { GiftCardsSection } from '../../gift-cards';
import { SubscribeContent } from './subscribe-content';

const store = await vi.hoisted(async () => (await import('../../../platform/purchases/fake-native-purchases')).fakeNativePurchasesModule());
vi.mock('@capgo/native-purchases', () => store);

const device = vi.hoisted(() => ({ platform: 'ios' as TPlatform }));
vi.mock('../../../platform/platform', async (importOriginal) => ({
  ...(await importOriginal<typeof Platform>()),
  currentPlatform: () => device.platform,
  isNativePlatform: () => device.platform !== 'web',
}));

const plugin = store.NativePurchases;
const unlocked: TUser = { ...trialUser, is_trial_mode: false };
const jws = 'eyJhbGciOiJFUzI1NiJ9.eyJwcm9kdWN0SWQiOiJmdWxsX2FjY2VzcyJ9.c2lnbmF0dXJl';

function onPlatform(platform: TPlatform) {
  device.platform = platform;
  vi.stubEnv('VITE_APP_TARGET', platform === 'web' ? 'web' : 'native');
}

beforeEach(async () => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
  await initTestI18n('en');
  onPlatform('ios');
  plugin.getProducts.mockImplementation(async ({ productIdentifiers }: { productIdentifiers: string[] }) => ({
    products: productIdentifiers.map((identifier) => ({ identifier, priceString: '4,99 €' })),
  }));
  plugin.getPurchases.mockResolvedValue({ purchases: [] });
  plugin.acknowledgePurchase.mockResolvedValue(undefined);
  plugin.consumePurchase.mockResolvedValue(undefined);
  plugin.restorePurchases.mockResolvedValue(undefined);
});

afterEach(() => {
  vi.unstubAllEnvs();
});

async function openPurchaseState(replies: Parameters<typeof mockApi>[0] = {}) {
  const fetchMock = mockApi({ 'GET /users/7/gift_cards': { data: { purchased_gift_cards: [], redeemable_gift_card: null } }, ...replies });
  const view = renderRoute(<SubscribeContent onDone={vi.fn()} initialState="purchase" />, { path: '/topics', user: trialUser });
  return { ...view, fetchMock };
}

const buyFullAccess = () => screen.findByRole('button', { name: 'Buy full access – 4,99 €' });

describe('the subscribe prompt in the apps', () => {
  it('buys through the store at its price, with Restore beside it, and no store badges', async () => {
    plugin.purchaseProduct.mockResolvedValue({ transactionId: '2000000111', productIdentifier: 'full_access', jwsRepresentation: jws });
    const { fetchMock, queryClient } = await openPurchaseState({ 'POST /in_app_purchases': { status: 201, data: { user: unlocked, gift_card: null } } });

    expect(screen.getByRole('heading', { name: 'Get full access' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Restore purchases' })).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Get the app' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sandbox purchase (local only)' })).not.toBeInTheDocument();

    await userEvent.click(await buyFullAccess());
    expect(await screen.findByRole('heading', { name: 'You have full access' })).toBeInTheDocument();
    expect(sentBody(fetchMock, 'POST /in_app_purchases')).toEqual({ store: 'app_store', product_id: 'full_access', signed_transaction: jws });
    expect(plugin.acknowledgePurchase).toHaveBeenCalledWith({ purchaseToken: '2000000111' });
    expect(queryClient.getQueryData<TUser>(['session'])?.is_trial_mode).toBe(false);
  });

  it('goes back to the offer, quietly, when the person cancels the store’s sheet', async () => {
    plugin.purchaseProduct.mockRejectedValue(new Error('User cancelled'));
    const { fetchMock } = await openPurchaseState();
    await userEvent.click(await buyFullAccess());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Buy full access – 4,99 €' })).toBeEnabled());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST /in_app_purchases')).toBe(0);
  });

  it('says a pending purchase (Ask to Buy) waits for the store', async () => {
    plugin.purchaseProduct.mockRejectedValue(new Error('Transaction pending'));
    await openPurchaseState();
    await userEvent.click(await buyFullAccess());
    expect(await screen.findByText(/Your purchase is waiting for approval or payment\. Full access opens once the store confirms it/)).toBeInTheDocument();
  });

  it("puts the store's own failure in one plain sentence, not its developer text", async () => {
    plugin.purchaseProduct.mockRejectedValue(new Error('SKErrorDomain error 0: unknown'));
    await openPurchaseState();
    await userEvent.click(await buyFullAccess());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'There was a problem completing this purchase: the store could not complete it. Please try again in a moment.',
    );
    expect(screen.queryByText(/SKErrorDomain/)).not.toBeInTheDocument();
  });

  it('shows the server’s failure inline and leaves the transaction unfinished', async () => {
    plugin.purchaseProduct.mockResolvedValue({ transactionId: '2000000111', productIdentifier: 'full_access', jwsRepresentation: jws });
    await openPurchaseState({ 'POST /in_app_purchases': { status: 503, code: 'purchase.store_unavailable' } });
    await userEvent.click(await buyFullAccess());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'There was a problem completing this purchase: The store could not be reached. Please try again shortly.',
    );
    expect(plugin.acknowledgePurchase).not.toHaveBeenCalled();
  });

  it('shows the button without a price when the store cannot say it', async () => {
    plugin.getProducts.mockRejectedValue(new Error('Billing is not available on this device.'));
    await openPurchaseState();
    expect(await screen.findByRole('button', { name: 'Buy full access' })).toBeInTheDocument();
  });

  it('restores full access on Android (a 409: recorded before) and moves to success', async () => {
    onPlatform('android');
    plugin.getPurchases.mockResolvedValue({
      purchases: [{ transactionId: 'tok', purchaseToken: 'tok', productIdentifier: 'full_access', isAcknowledged: true, purchaseState: '1' }],
    });
    const { fetchMock } = await openPurchaseState({
      'POST /in_app_purchases': { status: 409, code: 'purchase.already_recorded' },
      'GET /users/me': { data: unlocked },
    });
    expect(screen.getByRole('heading', { name: 'Get full access' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Restore purchases' }));
    expect(await screen.findByRole('heading', { name: 'You have full access' })).toBeInTheDocument();
    expect(sentBody(fetchMock, 'POST /in_app_purchases')).toEqual({ store: 'play', product_id: 'full_access', purchase_token: 'tok' });
    expect(plugin.restorePurchases).not.toHaveBeenCalled();
  });

  it('reports a failed restore when full access could not be recorded, even if a gift card was', async () => {
    onPlatform('android');
    plugin.getPurchases.mockResolvedValue({
      purchases: [
        { transactionId: 'full', purchaseToken: 'full', productIdentifier: 'full_access', isAcknowledged: false, purchaseState: '1' },
        { transactionId: 'gift', purchaseToken: 'gift', productIdentifier: 'gift_card', isAcknowledged: false, purchaseState: '1' },
      ],
    });
    await openPurchaseState({
      'POST /in_app_purchases': [{ status: 503, error: 'Service Unavailable' }, { status: 201, data: { user: trialUser, gift_card: null } }],
      'GET /users/me': { data: trialUser },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Restore purchases' }));
    expect(await screen.findByText('There was a problem restoring your purchases: Service Unavailable')).toBeInTheDocument();
    expect(screen.queryByText('Your purchases have been restored.')).not.toBeInTheDocument();
    // Full access stays open for the next try; the granted gift card is consumed.
    expect(plugin.acknowledgePurchase).not.toHaveBeenCalled();
    expect(plugin.consumePurchase).toHaveBeenCalledWith({ purchaseToken: 'gift' });
  });

  it('says so when the restored purchase belongs to another account, or there is none', async () => {
    plugin.getPurchases.mockResolvedValue({ purchases: [{ transactionId: '1', productIdentifier: 'full_access', jwsRepresentation: jws }] });
    await openPurchaseState({
      'POST /in_app_purchases': { status: 409, code: 'purchase.already_recorded' },
      'GET /users/me': { data: trialUser },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Restore purchases' }));
    expect(await screen.findByText('This full access purchase is already linked to another account. Sign in with that account to use it.')).toBeInTheDocument();
    expect(plugin.restorePurchases).toHaveBeenCalledOnce();

    plugin.getPurchases.mockResolvedValue({ purchases: [] });
    await userEvent.click(screen.getByRole('button', { name: 'Restore purchases' }));
    expect(await screen.findByText('There is no purchase to restore for this store account.')).toBeInTheDocument();
  });

  it('offers the code entry a way to buy, worded for the app', async () => {
    mockApi({ 'GET /users/7/gift_cards': { data: { purchased_gift_cards: [], redeemable_gift_card: null } } });
    renderRoute(<SubscribeContent onDone={vi.fn()} />, { path: '/topics', user: trialUser });
    await userEvent.click(await screen.findByRole('button', { name: 'Buy full access' }));
    expect(screen.getByRole('heading', { name: 'Get full access' })).toHaveFocus();
  });
});

describe('the subscribe prompt on the web', () => {
  it('keeps the store badges, with no store purchase or restore', async () => {
    onPlatform('web');
    await openPurchaseState();
    expect(screen.getByRole('heading', { name: 'Full access in the app' })).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Get the app' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Buy/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Restore purchases' })).not.toBeInTheDocument();
    expect(plugin.getProducts).not.toHaveBeenCalled();
  });
});

describe('the gift cards section in the apps', () => {
  const unsent: TGiftCard = {
    id: 3,
    status: 'unsent',
    recipient_email: null,
    display_from: null,
    message: null,
    code: 'NEWGIFT3',
    purchased_at: '2025-05-01T10:00:00.000Z',
    sent_at: null,
    redeemed_at: null,
  };

  it('buys a gift card through Google Play, consumes it after the grant, and opens the send form', async () => {
    onPlatform('android');
    plugin.purchaseProduct.mockResolvedValue({ transactionId: 'gtok', purchaseToken: 'gtok', productIdentifier: 'gift_card', purchaseState: '1', isAcknowledged: false });
    const fetchMock = mockApi({
      'GET /users/8/gift_cards': [
        { data: { purchased_gift_cards: [], redeemable_gift_card: null } },
        { data: { purchased_gift_cards: [unsent], redeemable_gift_card: null } },
      ],
      'POST /in_app_purchases': { status: 201, data: { user: fullUser, gift_card: unsent } },
    });
    renderRoute(<GiftCardsSection user={fullUser} />, { path: '/users/me', user: fullUser });

    expect(await screen.findByRole('button', { name: 'Restore purchases' })).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Get the app' })).not.toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: 'Buy a gift card – 4,99 €' }));

    expect(await screen.findByRole('form', { name: 'Send your gift' })).toBeInTheDocument();
    expect(screen.getByText('Your gift card is ready. Fill in who it is for below.')).toBeInTheDocument();
    expect(sentBody(fetchMock, 'POST /in_app_purchases')).toEqual({ store: 'play', product_id: 'gift_card', purchase_token: 'gtok' });
    expect(plugin.consumePurchase).toHaveBeenCalledWith({ purchaseToken: 'gtok' });
  });

  it('keeps the store badges on the web', async () => {
    onPlatform('web');
    mockApi({ 'GET /users/8/gift_cards': { data: { purchased_gift_cards: [], redeemable_gift_card: null } } });
    renderRoute(<GiftCardsSection user={fullUser} />, { path: '/users/me', user: fullUser });
    expect(await screen.findByRole('list', { name: 'Get the app' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Buy/ })).not.toBeInTheDocument();
  });
});
