import { describe, expect, it } from 'vitest';
import { clearSessionTokens, keepSessionTokens, loadSessionTokens, mediaToken, sessionToken } from './session-token';
import { fakeSecureStore } from './test/fake-plugins';

describe('session token store', () => {
  it('reads the stored session at start-up', async () => {
    await loadSessionTokens(fakeSecureStore({ session_token: 'stored', media_token: 'stored-media' }));
    expect(sessionToken()).toBe('stored');
    expect(mediaToken()).toBe('stored-media');
  });

  it('keeps the tokens of a reply that starts a session, in memory and in the secure store', async () => {
    const store = fakeSecureStore();
    await loadSessionTokens(store);
    expect(sessionToken()).toBeNull();
    await keepSessionTokens({ user: { id: 7 }, token: 'new', media_token: 'new-media' });
    expect(sessionToken()).toBe('new');
    expect(mediaToken()).toBe('new-media');
    expect(Object.fromEntries(store.items)).toEqual({ session_token: 'new', media_token: 'new-media' });
  });

  it('leaves the session alone for replies without a token', async () => {
    const store = fakeSecureStore({ session_token: 'kept', media_token: 'kept-media' });
    await loadSessionTokens(store);
    for (const data of [null, 'text', { user: { id: 7 } }, { token: '' }, { token: 42 }]) await keepSessionTokens(data);
    expect(sessionToken()).toBe('kept');
    expect(store.set).not.toHaveBeenCalled();
  });

  it('drops an old media token when a new session comes without one', async () => {
    const store = fakeSecureStore({ session_token: 'old', media_token: 'old-media' });
    await loadSessionTokens(store);
    await keepSessionTokens({ token: 'new' });
    expect(mediaToken()).toBeNull();
    expect(store.items.has('media_token')).toBe(false);
  });

  it('forgets both tokens everywhere', async () => {
    const store = fakeSecureStore({ session_token: 'gone', media_token: 'gone-media' });
    await loadSessionTokens(store);
    await clearSessionTokens();
    expect(sessionToken()).toBeNull();
    expect(mediaToken()).toBeNull();
    expect(store.items.size).toBe(0);
  });
});
