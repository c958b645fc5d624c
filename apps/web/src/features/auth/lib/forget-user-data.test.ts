import { afterEach, describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { loadSessionTokens, mediaToken, sessionToken } from '../../../platform/session-token';
import { fakeSecureStore } from '../../../platform/test/fake-plugins';
import { forgetUserData } from './forget-user-data';

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('forgetting the user (sign-out, account deletion)', () => {
  it("removes the apps' session tokens from memory and from the Keychain / Keystore", async () => {
    vi.stubEnv('VITE_APP_TARGET', 'native');
    const store = fakeSecureStore({ session_token: 't', media_token: 'm' });
    await loadSessionTokens(store);
    forgetUserData(new QueryClient());
    expect(sessionToken()).toBeNull();
    expect(mediaToken()).toBeNull();
    await vi.waitFor(() => expect(store.items.size).toBe(0));
  });
});
