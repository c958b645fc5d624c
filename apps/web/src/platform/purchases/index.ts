import type { TInAppPurchase, TPurchaseReply } from '@innerway/domain';
import { currentPlatform } from '../platform';
import { createPurchaseFlow, type TPurchaseFlow, type TStorePlatform } from './purchase-flow';
import { loadStorePlugin } from './store-plugin';
import { readStoreProductIds } from './store-products';

/** The store this app buys through: the App Store or Google Play in the apps, none on the web. */
export function storePlatform(): TStorePlatform | null {
  // First the build's constant, so that the website's bundle drops every caller's store branch.
  if (import.meta.env.VITE_APP_TARGET !== 'native') return null;
  const platform = currentPlatform();
  return platform === 'web' ? null : platform;
}

/** The purchase flow of this app's store; `send` is POST /in_app_purchases. */
export async function openPurchaseFlow(send: (body: TInAppPurchase) => Promise<TPurchaseReply>): Promise<TPurchaseFlow> {
  const platform = storePlatform();
  if (!platform) throw new Error('Store purchases exist only in the apps');
  return createPurchaseFlow({ plugin: await loadStorePlugin(), platform, productIds: readStoreProductIds(), send });
}
