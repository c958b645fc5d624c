import { sign } from 'node:crypto';
import type { TServiceAccount } from './store-config.ts';
import { STORE_TIMEOUT_MS } from './store-errors.ts';

export const ANDROID_PUBLISHER_SCOPE = 'https://www.googleapis.com/auth/androidpublisher';
// A token is renewed this long before Google says it expires, so none expires mid-request.
const RENEW_EARLY_MS = 60_000;

export class AccessTokenError extends Error {
  override name = 'AccessTokenError';
}

export interface TAccessTokenSource {
  get(): Promise<string>;
  /** Forgets the cached token (the API refused it). */
  invalidate(): void;
}

/**
 * OAuth 2.0 access tokens for a Google service account (the JWT bearer grant, RFC 7523): a JWT
 * signed RS256 with the key file's private key, exchanged at the key file's token_uri. Written
 * on node:crypto rather than google-auth-library: one call, no metadata-server probing, and
 * the token endpoint is the key file's own, so tests can stand in for it on this machine.
 */
export function createAccessTokenSource(account: TServiceAccount, scope: string, fetchFn: typeof fetch = fetch): TAccessTokenSource {
  let cached: { token: string; renewAt: number } | null = null;
  // Concurrent purchases share one exchange instead of each signing their own.
  let pending: Promise<string> | null = null;

  async function exchange(): Promise<string> {
    const now = Math.floor(Date.now() / 1000);
    const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const unsigned = `${encode({ alg: 'RS256', typ: 'JWT' })}.${encode({
      iss: account.clientEmail,
      scope,
      aud: account.tokenUri,
      iat: now,
      exp: now + 3600,
    })}`;
    const assertion = `${unsigned}.${sign('sha256', Buffer.from(unsigned), account.privateKey).toString('base64url')}`;
    const response = await fetchFn(account.tokenUri, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ grant_type: 'urn:ietf:params:oauth:grant-type:jwt-bearer', assertion }).toString(),
      signal: AbortSignal.timeout(STORE_TIMEOUT_MS),
    });
    // The body of a refusal may echo the request: only the status is reported.
    if (!response.ok) throw new AccessTokenError(`token endpoint answered ${response.status}`);
    const body = (await response.json()) as { access_token?: unknown; expires_in?: unknown };
    if (typeof body.access_token !== 'string' || !body.access_token) throw new AccessTokenError('token endpoint gave no access_token');
    const lifetimeMs = (typeof body.expires_in === 'number' ? body.expires_in : 3600) * 1000;
    cached = { token: body.access_token, renewAt: Date.now() + Math.max(0, lifetimeMs - RENEW_EARLY_MS) };
    return body.access_token;
  }

  return {
    async get() {
      if (cached && Date.now() < cached.renewAt) return cached.token;
      pending ??= exchange().finally(() => {
        pending = null;
      });
      return pending;
    },
    invalidate() {
      cached = null;
    },
  };
}
