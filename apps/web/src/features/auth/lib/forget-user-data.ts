import type { QueryClient } from '@tanstack/react-query';
import { dropBootReplies } from '../../../lib/boot-data';
import { clearSessionTokens } from '../../../platform/session-token';
import { clearSessionLost, sessionQueryKey } from '../../session';
import { firstTimeStorageKey } from '../api/register';
import { verificationBannerDismissedKey } from './storage-keys';

function removeItem(storage: () => Storage, key: string): void {
  try {
    storage().removeItem(key);
  } catch {
    // Storage refused (private browsing): there is nothing stored to forget.
  }
}

/**
 * After sign-out or account deletion nothing of the previous user may stay in memory or in this
 * browser's flags (the first-time tutorial flag, the verification-banner dismissal), nor, in the
 * apps, the session's tokens in the Keychain / Keystore. The language choice
 * (preferred_language) stays with the device.
 */
export function forgetUserData(queryClient: QueryClient): void {
  if (import.meta.env.VITE_APP_TARGET === 'native') void clearSessionTokens().catch(() => undefined);
  dropBootReplies();
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== sessionQueryKey[0] });
  queryClient.setQueryData(sessionQueryKey, null);
  clearSessionLost();
  removeItem(() => window.localStorage, firstTimeStorageKey);
  removeItem(() => window.sessionStorage, verificationBannerDismissedKey);
}
