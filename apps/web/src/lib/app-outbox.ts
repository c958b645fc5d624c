import { connectivity } from '../platform/connectivity';
import { appFiles } from '../platform/files/app-files';
import { createOutbox, type TOutbox } from '../platform/outbox/outbox';
import { ApiError } from './api-client';

const outboxPath = 'outbox.json';

/** No answer (offline, timed out), or one that may change: a server error, a throttle. */
function isRetryable(error: unknown): boolean {
  if (!(error instanceof ApiError)) return true;
  return error.status === 0 || error.status === 408 || error.status === 429 || error.status >= 500;
}

let outbox: TOutbox | null = null;

/**
 * The apps' one outbox (platform/outbox/outbox.ts), kept in a file: the saves made offline
 * (progress, and any other save registered with a kind) go out in order once the network is back.
 */
export function appOutbox(): TOutbox {
  outbox ??= createOutbox({
    storage: {
      read: async () => (await appFiles()).readText(outboxPath),
      write: async (text) => (await appFiles()).writeText(outboxPath, text),
    },
    isRetryable,
  });
  return outbox;
}

/** Sends what an earlier run left, and what waits whenever the device comes back online. */
export function replayOutboxOnReconnect(): () => void {
  const flush = () => void appOutbox().flush().catch((error: unknown) => console.warn('Outbox: replay failed', error));
  flush();
  return connectivity().subscribe((online) => {
    if (online) flush();
  });
}
