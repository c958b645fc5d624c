import { useEffect } from 'react';
import type { TUser } from '@innerway/domain';
import { storePlatform } from '../../../platform/purchases';
import { useSession } from '../../session';
import { storePurchases } from '../api/store-purchase';
import { useStoreGrantsRefresh } from '../lib/use-store-grants-refresh';

/** Settles what the store holds for the server, and listens for later purchases; returns the stop. */
function settleStorePurchases(trial: boolean, refreshGrants: () => Promise<TUser | null>): () => void {
  let active = true;
  let unwatch: (() => void) | null = null;
  const settle = async () => {
    const flow = await storePurchases();
    const stop = await flow.watchLaterPurchases(() => void refreshGrants());
    if (active) unwatch = stop;
    else stop();
    const settled = await flow.settleUnfinished({ fullAccess: trial });
    if (settled.length > 0 && active) await refreshGrants();
  };
  // Nothing to show: a purchase that still fails stays open for the next start or a restore.
  settle().catch((error: unknown) => console.warn('Unfinished store purchases could not be settled', error));
  return () => {
    active = false;
    unwatch?.();
  };
}

function StoreRecovery() {
  const { user } = useSession();
  const refreshGrants = useStoreGrantsRefresh();
  const userId = user?.id ?? null;
  const trial = user?.is_trial_mode ?? false;

  useEffect(() => {
    if (userId !== null && storePlatform()) return settleStorePurchases(trial, refreshGrants);
  }, [userId, trial, refreshGrants]);

  return null;
}

/**
 * In the apps, while someone is signed in: purchases paid for but not yet granted (a lost reply,
 * a server that failed, a pending payment that went through) are shown to the server again at
 * start-up, and iOS purchases approved later (Ask to Buy) as they arrive. Renders nothing; in the
 * website's bundle it is nothing at all (the build's constant decides), so the app frame can
 * mount it without carrying the store's code.
 */
export const StorePurchaseRecovery = import.meta.env.VITE_APP_TARGET === 'native' ? StoreRecovery : () => null;
