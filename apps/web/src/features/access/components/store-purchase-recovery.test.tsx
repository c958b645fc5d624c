import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { waitFor } from '@testing-library/react';
import type { TUser } from '@innerway/domain';
import { callsTo, mockApi, sentBody } from '../../../test/mock-api';
import { renderRoute } from '../../../test/render-route';
import { trialUser } from '../../../test/users';
import type * as Platform from '../../../platform/platform';
import type { TPlatform } from '../../../platform/platform';
import { sessionQueryKey } from '../../session';
import { StorePurchaseRecovery } from './store-purchase-recovery';

// The apps' bundle: the component is chosen by the build's constant when the module loads.
vi.hoisted(() => vi.stubEnv('VITE_APP_TARGET', 'native'));

const store = await vi.hoisted(async () => (await import('../../../platform/purchases/fake-native-purchases')).fakeNativePurchasesModule());
vi.mock('@capgo/native-purchases', () => store);

const device = vi.hoisted(() => ({ platform: 'ios' as TPlatform }));
vi.mock('../../../platform/platform', async (importOriginal) => ({
  ...(await importOriginal<typeof Platform>()),
  currentPlatform: () => device.platform,
  isNativePlatform: () => device.platform !== 'web',
}));

const plugin = store.NativePurchases;
const jws = 'eyJhbGciOiJFUzI1NiJ9.eyJwcm9kdWN0SWQiOiJnaWZ0X2NhcmQifQ.c2lnbmF0dXJl';
const unlocked: TUser = { ...trialUser, is_trial_mode: false };
let later: ((transaction: unknown) => void) | null = null;

beforeEach(() => {
  vi.clearAllMocks();
  vi.unstubAllGlobals();
  device.platform = 'ios';
  vi.stubEnv('VITE_APP_TARGET', 'native');
  later = null;
  plugin.getPurchases.mockResolvedValue({ purchases: [] });
  plugin.acknowledgePurchase.mockResolvedValue(undefined);
  plugin.addListener.mockImplementation(async (_event: string, listener: (transaction: unknown) => void) => {
    later = listener;
    return { remove: vi.fn() };
  });
});

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('StorePurchaseRecovery', () => {
  it('at start-up, shows the server an unfinished purchase, finishes it, and refreshes the user', async () => {
    plugin.getPurchases.mockResolvedValue({ purchases: [{ transactionId: '5', productIdentifier: 'full_access', jwsRepresentation: jws }] });
    const fetchMock = mockApi({
      'POST /in_app_purchases': { status: 201, data: { user: unlocked, gift_card: null } },
      'GET /users/me': { data: unlocked },
    });
    const { queryClient } = renderRoute(<StorePurchaseRecovery />, { path: '/', user: trialUser });
    await waitFor(() => expect(queryClient.getQueryData<TUser>(sessionQueryKey)?.is_trial_mode).toBe(false));
    expect(sentBody(fetchMock, 'POST /in_app_purchases')).toEqual({ store: 'app_store', product_id: 'full_access', signed_transaction: jws });
    expect(plugin.acknowledgePurchase).toHaveBeenCalledWith({ purchaseToken: '5' });
  });

  it('records an iOS purchase approved later (Ask to Buy) while the app runs', async () => {
    const fetchMock = mockApi({
      'POST /in_app_purchases': { status: 201, data: { user: trialUser, gift_card: null } },
      'GET /users/me': { data: trialUser },
    });
    renderRoute(<StorePurchaseRecovery />, { path: '/', user: trialUser });
    await waitFor(() => expect(later).not.toBeNull());
    later!({ transactionId: '6', productIdentifier: 'gift_card', jwsRepresentation: jws });
    await waitFor(() => expect(callsTo(fetchMock, 'GET /users/me')).toBe(1));
    expect(sentBody(fetchMock, 'POST /in_app_purchases')).toMatchObject({ store: 'app_store', product_id: 'gift_card' });
  });

  it('does nothing on the web, or for nobody signed in', async () => {
    plugin.getPurchases.mockResolvedValue({ purchases: [{ transactionId: '7', productIdentifier: 'full_access', jwsRepresentation: jws }] });
    const fetchMock = mockApi({
      // The person stays on trial, so the settling one's effect does not run again.
      'POST /in_app_purchases': { status: 201, data: { user: trialUser, gift_card: null } },
      'GET /users/me': { data: trialUser },
    });
    renderRoute(<StorePurchaseRecovery />, { path: '/', user: null });
    device.platform = 'web';
    vi.stubEnv('VITE_APP_TARGET', 'web');
    renderRoute(<StorePurchaseRecovery />, { path: '/', user: trialUser });
    // A signed-in person in the app, mounted last, settles the same purchase: by the time its
    // refresh is asked for, the two above would have looked at the store and sent it too.
    device.platform = 'ios';
    vi.stubEnv('VITE_APP_TARGET', 'native');
    renderRoute(<StorePurchaseRecovery />, { path: '/', user: trialUser });
    await waitFor(() => expect(callsTo(fetchMock, 'GET /users/me')).toBe(1));
    expect(plugin.getPurchases).toHaveBeenCalledTimes(1);
    expect(callsTo(fetchMock, 'POST /in_app_purchases')).toBe(1);
  });
});
