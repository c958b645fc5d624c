import { createPublicKey, type KeyObject } from 'node:crypto';
import { STORE_TIMEOUT_MS } from '../access/store-errors.ts';

/** Google's keys could not be fetched: the push is answered 503, and Pub/Sub delivers it again. */
export class SigningKeysUnavailableError extends Error {
  override name = 'SigningKeysUnavailableError';
}

export interface TSigningKeys {
  /** The RSA key of `kid`, or null when Google has none of that id. */
  get(kid: string): Promise<KeyObject | null>;
}

// Google rotates its keys over days and says how long its answer keeps (Cache-Control max-age).
const DEFAULT_MAX_AGE_MS = 60 * 60 * 1000;
// An id not in the set makes one fetch at most this often: a forged token cannot make the server
// ask Google on every request.
const UNKNOWN_KID_REFETCH_MS = 60 * 1000;

interface TJwk {
  kid?: unknown;
  kty?: unknown;
  alg?: unknown;
  n?: unknown;
  e?: unknown;
}

function maxAgeMs(cacheControl: string | null): number {
  const match = /max-age=(\d+)/.exec(cacheControl ?? '');
  return match ? Number(match[1]) * 1000 : DEFAULT_MAX_AGE_MS;
}

/**
 * Google's OAuth 2.0 signing keys (a JWKS document at `certsUrl`), fetched when first needed and
 * kept as long as Google says; concurrent requests share one fetch. Only RSA keys are read.
 */
export function createSigningKeys(certsUrl: string, fetchFn: typeof fetch = fetch): TSigningKeys {
  let cached: { keys: Map<string, KeyObject>; expiresAt: number; fetchedAt: number } | null = null;
  let pending: Promise<Map<string, KeyObject>> | null = null;

  async function load(): Promise<Map<string, KeyObject>> {
    let response: Response;
    try {
      response = await fetchFn(certsUrl, { signal: AbortSignal.timeout(STORE_TIMEOUT_MS) });
    } catch (error) {
      throw new SigningKeysUnavailableError(`Google's signing keys could not be fetched (${error instanceof Error ? error.name : 'unknown'})`);
    }
    if (!response.ok) throw new SigningKeysUnavailableError(`Google's signing keys answered ${response.status}`);
    const body = (await response.json()) as { keys?: unknown };
    const keys = new Map<string, KeyObject>();
    for (const jwk of Array.isArray(body.keys) ? (body.keys as TJwk[]) : []) {
      if (typeof jwk.kid !== 'string' || jwk.kty !== 'RSA' || typeof jwk.n !== 'string' || typeof jwk.e !== 'string') continue;
      keys.set(jwk.kid, createPublicKey({ key: { kty: 'RSA', n: jwk.n, e: jwk.e }, format: 'jwk' }));
    }
    const now = Date.now();
    cached = { keys, expiresAt: now + maxAgeMs(response.headers.get('cache-control')), fetchedAt: now };
    return keys;
  }

  function refresh(): Promise<Map<string, KeyObject>> {
    pending ??= load().finally(() => {
      pending = null;
    });
    return pending;
  }

  return {
    async get(kid) {
      const now = Date.now();
      if (!cached || now >= cached.expiresAt) return (await refresh()).get(kid) ?? null;
      const key = cached.keys.get(kid);
      if (key) return key;
      // A key Google added since the last fetch.
      if (now - cached.fetchedAt >= UNKNOWN_KID_REFETCH_MS) return (await refresh()).get(kid) ?? null;
      return null;
    },
  };
}
