// Helpers for the account features' tests: a signed-in account, the two ways of presenting
// its session, and per-test client addresses.
import type { LightMyRequestResponse } from 'fastify';
import { formatClientInfo } from '@innerway/domain';
import type { Db } from '../db/client.ts';
import { clientInfoHeaders, createUser } from '../test/harness.ts';
import { sessionCookieName } from './session-cookie.ts';
import { startSession } from './sessions.ts';

/** `createUser` (password `TEST_PASSWORD`), already signed in once: `token`. */
export async function createAccount(db: Db, overrides: Parameters<typeof createUser>[1] = {}) {
  const user = await createUser(db, overrides);
  const { token } = await startSession(db, user.id);
  return { user, token };
}

/** `createAccount` as the native apps sign in: the session has a media token too (`mediaToken`). */
export async function createNativeAccount(db: Db, overrides: Parameters<typeof createUser>[1] = {}) {
  const user = await createUser(db, overrides);
  const { token, mediaToken } = await startSession(db, user.id, undefined, { withMediaToken: true });
  return { user, token, mediaToken: mediaToken! };
}

export const asBearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** The web app's way: the cookie plus the client-info header every web call carries. */
export const asCookie = (token: string) => ({ cookie: `${sessionCookieName}=${token}`, ...clientInfoHeaders });

let lastIp = 0;
/** A new client address, so that per-IP throttling in one test does not spill into the next. */
export function freshIp(): string {
  lastIp += 1;
  return `10.${(lastIp >> 16) & 255}.${(lastIp >> 8) & 255}.${lastIp & 255}`;
}

/** The session cookie a reply sets, or undefined. */
export function sessionCookieOf(response: LightMyRequestResponse) {
  return response.cookies.find((cookie) => cookie.name === sessionCookieName);
}

/** The client-info header of the native apps, which get the session token in the reply. */
export const nativeClientInfo = (platform: 'ios' | 'android') => ({
  'x-client-info': formatClientInfo({ platform, version: '1.8.0', build: 112, window: '390x844' }),
});

/** An app's request headers: its web view's Origin (iOS, Android) and its client-info header. */
export const fromApp = (platform: 'ios' | 'android') => ({
  origin: platform === 'ios' ? 'capacitor://localhost' : 'https://localhost',
  ...nativeClientInfo(platform),
});

/**
 * The session a reply started, checked to be handed over the way its caller's platform takes it:
 * for the web the cookie (and no tokens in the body), for a native app `data.token` and
 * `data.media_token` (and no cookie).
 */
export function startedSession(response: LightMyRequestResponse, platform: 'web' | 'native' = 'web'): string {
  const data = response.json().data as { token?: unknown; media_token?: unknown };
  const cookie = sessionCookieOf(response);
  if (platform === 'web') {
    if ('token' in data || 'media_token' in data) throw new Error('a web reply must not carry the tokens');
    if (!cookie?.value) throw new Error('a web reply must set the session cookie');
    return cookie.value;
  }
  if (cookie) throw new Error('a native reply must not set the session cookie');
  if (typeof data.token !== 'string') throw new Error('a native reply must carry data.token');
  if (typeof data.media_token !== 'string' || data.media_token === data.token) {
    throw new Error('a native reply must carry data.media_token, a secret of its own');
  }
  return data.token;
}
