import { Constants, ErrorMessage, type TApiBody, type TApiPath, type TApiReply, type TEnvelope } from '@innerway/domain';
import { clientInfoHeader } from '../platform/client-info';
import { clearSessionTokens, keepSessionTokens, sessionToken } from '../platform/session-token';
import { dropBootReplies, takeBootReply } from './boot-data';
import { apiOrigin } from './config';

export { clientInfoHeader };

/** The website calls its own origin; the apps (capacitor://localhost, https://localhost) the API's. */
export const apiBasePath = import.meta.env.VITE_APP_TARGET === 'native' ? `${apiOrigin}/api` : '/api';

/**
 * The website's session is its cookie. The apps never send or receive one (the server refuses
 * it from their origins): their session is the Bearer token (addSessionHeader), and media URLs
 * carry the media token (media.ts).
 */
export const apiCredentials: RequestCredentials = import.meta.env.VITE_APP_TARGET === 'native' ? 'omit' : 'include';

/** The apps' session, for any call to the API (the API client's own, and those made beside it). */
export function addSessionHeader(headers: Headers): void {
  const token = import.meta.env.VITE_APP_TARGET === 'native' ? sessionToken() : null;
  if (token) headers.set('Authorization', `Bearer ${token}`);
}

/**
 * Why a call failed with no reply from the server to show (none in time, none at all, an empty
 * one); lets the screen say it in the reader's language.
 */
export type TApiErrorReason = 'timeout' | 'network' | 'empty';

interface TApiErrorDetails {
  data?: unknown;
  serverText?: string | null;
  code?: string | null;
  reason?: TApiErrorReason;
}

/**
 * A failed call. `message` is the server's error text, the status code when it gave none, or
 * 'No response data' for an empty reply; `data` is the envelope's data (e.g. `already_verified`
 * or the health report of a 503); `code` is the reply's error code (domain error-codes.ts), by
 * which the screens translate it.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly data: unknown;
  /** The server's own error text; differs from `message` on a 401, whose message is fixed by the spec. */
  readonly serverText: string | null;
  readonly code: string | null;
  readonly reason: TApiErrorReason | null;

  constructor(status: number, message: string, { data = null, serverText = null, code = null, reason }: TApiErrorDetails = {}) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.data = data;
    this.serverText = serverText;
    this.code = code;
    this.reason = reason ?? null;
  }
}

/** The status code a failed call was answered with, or null for any other error. */
export function errorStatus(error: unknown): number | null {
  return error instanceof ApiError ? error.status : null;
}

let unauthorizedHandler: (() => void) | null = null;

/** The session module registers how to forget the user when the server answers 401. */
export function onUnauthorized(handler: (() => void) | null): void {
  unauthorizedHandler = handler;
}

function isEnvelope(value: unknown): value is TEnvelope<unknown> {
  return typeof value === 'object' && value !== null && 'success' in value;
}

async function request<T>(method: string, path: string, body?: unknown, init: RequestInit = {}, timeoutMs: number = Constants.requestTimeoutMs): Promise<T> {
  if (method !== 'GET') dropBootReplies();
  const headers = new Headers(init.headers);
  headers.set('Accept', 'application/json');
  headers.set('X-Client-Info', clientInfoHeader());
  // A file goes as its bytes, of its own type; anything else as JSON.
  const file = body instanceof Blob ? body : null;
  if (body !== undefined) headers.set('Content-Type', file ? file.type || 'application/octet-stream' : 'application/json');
  addSessionHeader(headers);
  const sentToken = import.meta.env.VITE_APP_TARGET === 'native' ? sessionToken() : null;

  const timeout = AbortSignal.timeout(timeoutMs);
  const signal = init.signal ? AbortSignal.any([init.signal, timeout]) : timeout;

  let response: Response;
  try {
    response = await fetch(`${apiBasePath}${path}`, {
      ...init,
      method,
      headers,
      credentials: apiCredentials,
      body: body === undefined ? null : (file ?? JSON.stringify(body)),
      signal,
    });
  } catch (error) {
    // A caller's own abort (e.g. TanStack Query cancelling) must stay an AbortError.
    if (init.signal?.aborted) throw error;
    if (timeout.aborted) throw new ApiError(0, 'timeout', { reason: 'timeout' });
    throw new ApiError(0, error instanceof Error ? error.message : String(error), { reason: 'network' });
  }

  const text = await response.text();
  let envelope: unknown = undefined;
  if (text.trim()) {
    try {
      envelope = JSON.parse(text);
    } catch {
      envelope = undefined;
    }
  }

  if (response.status === 401) {
    // In the apps, a 401 to a call sent with an earlier token (or none) that lands after a new
    // sign-in says nothing about the new session: it must not end it.
    const stale = import.meta.env.VITE_APP_TARGET === 'native' && sentToken !== sessionToken();
    if (!stale) {
      if (import.meta.env.VITE_APP_TARGET === 'native') await clearSessionTokens().catch(() => undefined);
      unauthorizedHandler?.();
    }
    const reply = isEnvelope(envelope) ? envelope : null;
    throw new ApiError(401, ErrorMessage.unauthorized, { data: reply?.data, serverText: reply?.error, code: reply?.code });
  }
  if (!text.trim()) throw new ApiError(response.status, ErrorMessage.noResponseData, { reason: 'empty' });
  if (!isEnvelope(envelope)) throw new ApiError(response.status, String(response.status), { data: text });
  if (!envelope.success || !response.ok) {
    const message = envelope.error || String(response.status);
    throw new ApiError(response.status, message, { data: envelope.data, serverText: envelope.error, code: envelope.code });
  }
  // Kept before the caller hears of the sign-in, so its next call already carries the token.
  if (import.meta.env.VITE_APP_TARGET === 'native') await keepSessionTokens(envelope.data).catch(() => undefined);
  return envelope.data as T;
}

// The path of a call decides its body and reply types (domain `ApiRoutes`, types only: the
// replies are the server's, serialised from the same schemas, and are not parsed again here).

export function apiGet<P extends string & TApiPath<'GET'>>(path: P, init?: RequestInit): Promise<TApiReply<'GET', P>> {
  // The website's page may carry this read's reply already; the apps' pages come from their bundle.
  const boot = import.meta.env.VITE_APP_TARGET === 'native' ? null : takeBootReply(path);
  if (boot) return Promise.resolve(boot.data as TApiReply<'GET', P>);
  return request('GET', path, undefined, init);
}

/** `init` adds to the request, e.g. `keepalive` for a report that must outlive the page. */
export function apiPost<P extends string & TApiPath<'POST'>>(path: P, body: TApiBody<'POST', P>, init?: RequestInit): Promise<TApiReply<'POST', P>> {
  return request('POST', path, body, init);
}

/** A file as the request's body (its bytes, its type), for routes that take one; an upload may take minutes. */
export function apiPostFile<P extends string & TApiPath<'POST'>>(path: P, file: Blob): Promise<TApiReply<'POST', P>> {
  return request('POST', path, file, {}, FILE_UPLOAD_TIMEOUT_MS);
}

const FILE_UPLOAD_TIMEOUT_MS = 10 * 60_000;

export function apiPut<P extends string & TApiPath<'PUT'>>(path: P, body: TApiBody<'PUT', P>): Promise<TApiReply<'PUT', P>> {
  return request('PUT', path, body);
}

export function apiDelete<P extends string & TApiPath<'DELETE'>>(path: P): Promise<TApiReply<'DELETE', P>> {
  return request('DELETE', path);
}
