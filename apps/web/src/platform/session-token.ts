import type { TSecureStore } from './native-plugins';

/**
 * The apps' session: the token sent as `Authorization: Bearer` and the media token that media
 * URLs carry (an <audio> element cannot send a header). Kept in the Keychain / Keystore, read once
 * at start-up and held in memory for the synchronous API client. The website never has either:
 * its session is the HttpOnly cookie.
 */
const tokenKey = 'session_token';
const mediaTokenKey = 'media_token';

let store: TSecureStore | null = null;
let token: string | null = null;
let mediaTokenValue: string | null = null;

export async function loadSessionTokens(secureStore: TSecureStore): Promise<void> {
  store = secureStore;
  [token, mediaTokenValue] = await Promise.all([secureStore.get(tokenKey), secureStore.get(mediaTokenKey)]);
}

export function sessionToken(): string | null {
  return token;
}

export function mediaToken(): string | null {
  return mediaTokenValue;
}

function stringField(value: object, name: string): string | null {
  const field = (value as Record<string, unknown>)[name];
  return typeof field === 'string' && field ? field : null;
}

/** Sign-in, registration, password reset and e-mail verification hand back a new session as `token`. */
export async function keepSessionTokens(data: unknown): Promise<void> {
  if (typeof data !== 'object' || data === null) return;
  const newToken = stringField(data, 'token');
  if (!newToken) return;
  token = newToken;
  mediaTokenValue = stringField(data, 'media_token');
  await Promise.all([
    store?.set(tokenKey, newToken),
    mediaTokenValue ? store?.set(mediaTokenKey, mediaTokenValue) : store?.remove(mediaTokenKey),
  ]);
}

/** Signed out, session refused (401), or account deleted: nothing of the session may stay. */
export async function clearSessionTokens(): Promise<void> {
  token = null;
  mediaTokenValue = null;
  await Promise.all([store?.remove(tokenKey), store?.remove(mediaTokenKey)]);
}
