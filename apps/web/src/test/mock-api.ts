import { vi } from 'vitest';
import { errorText, type TPlainErrorCode } from '@innerway/domain';

interface TReply {
  status?: number;
  data?: unknown;
  /** An error reply's code; its `error` is the catalogue's text unless given. */
  code?: TPlainErrorCode;
  error?: string | null;
}

type TReplies = Record<string, TReply | TReply[] | (() => TReply)>;

/** `'GET /modules/1'`: the method and the path without /api, query ignored. */
function callKey(input: RequestInfo | URL, init?: RequestInit): string {
  return `${init?.method ?? 'GET'} ${new URL(String(input), 'http://localhost').pathname.replace(/^\/api/, '')}`;
}

/**
 * Stubs fetch: `'GET /modules/1'` (path without /api, query ignored) -> the envelope to answer
 * with; a list answers its entries in turn (the last one repeats). Unlisted calls fail the test.
 */
export function mockApi(replies: TReplies) {
  const served: Record<string, number> = {};
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const key = callKey(input, init);
    const entry = replies[key];
    if (!entry) throw new Error(`Unexpected call: ${key}`);
    const count = (served[key] = (served[key] ?? 0) + 1);
    const reply = typeof entry === 'function' ? entry() : Array.isArray(entry) ? entry[Math.min(count, entry.length) - 1]! : entry;
    const { status = 200, data = null, code, error = code ? errorText(code) : null } = reply;
    return new Response(JSON.stringify({ success: status < 400, data, error, ...(code && { code }) }), {
      status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** How many times the screen called `METHOD /path`. */
export function callsTo(fetchMock: ReturnType<typeof mockApi>, key: string): number {
  return fetchMock.mock.calls.filter(([input, init]) => callKey(input, init) === key).length;
}

/** The body the screen sent with its `METHOD /path` call, parsed. */
export function sentBody(fetchMock: ReturnType<typeof mockApi>, key: string): unknown {
  const call = fetchMock.mock.calls.find(([input, init]) => callKey(input, init) === key);
  const body = call?.[1]?.body;
  return typeof body === 'string' ? JSON.parse(body) : undefined;
}
