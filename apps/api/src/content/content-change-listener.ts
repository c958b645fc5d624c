import type pg from 'pg';

/** The channel the content tables' triggers notify (drizzle/0001_content_changed_notify.sql). */
const ContentChangedChannel = 'innerway_content_changed';

interface TLog {
  warn(object: object, message: string): void;
}

export interface ContentChangeListenerOptions {
  /** A new, unconnected client for the dedicated connection (LISTEN holds a connection for good). */
  createClient: () => pg.Client;
  /** A change was announced. */
  onChange: (table: string) => void;
  /** The listener started or stopped listening; while it is not, announcements may be missed. */
  onListeningChange: (listening: boolean) => void;
  log: TLog;
  /** Retry delays double from the first to the last; also the least time between two attempts. */
  retryMinMs?: number;
  retryMaxMs?: number;
  /**
   * A connection whose peer vanished (network cut, failover) can look alive for many minutes;
   * a periodic round trip finds out, and a ping that does not come back in time counts as a failure.
   */
  pingIntervalMs?: number;
  pingTimeoutMs?: number;
}

export interface ContentChangeListener {
  readonly listening: boolean;
  /** Connects and listens; a failure is logged and retried, never thrown. */
  start(): Promise<void>;
  /** Called by readers that found the listener down: reconnects now unless an attempt is recent. */
  reconnectSoon(): void;
  close(): Promise<void>;
}

/**
 * The dedicated LISTEN connection of the content store. It reconnects by itself after a failure
 * (with back-off), and tells the store each time it starts or stops listening.
 */
export function createContentChangeListener(options: ContentChangeListenerOptions): ContentChangeListener {
  const retryMinMs = options.retryMinMs ?? 1_000;
  const retryMaxMs = options.retryMaxMs ?? 30_000;
  const pingIntervalMs = options.pingIntervalMs ?? 30_000;
  const pingTimeoutMs = options.pingTimeoutMs ?? 5_000;

  let client: pg.Client | null = null;
  let listening = false;
  let closed = false;
  let connecting: Promise<void> | null = null;
  let retryTimer: NodeJS.Timeout | null = null;
  let pingTimer: NodeJS.Timeout | null = null;
  let failures = 0;
  let lastAttemptAt = 0;

  function setListening(value: boolean) {
    if (listening === value) return;
    listening = value;
    options.onListeningChange(value);
  }

  function scheduleRetry() {
    if (closed || retryTimer) return;
    const delay = Math.min(retryMaxMs, retryMinMs * 2 ** failures);
    failures += 1;
    retryTimer = setTimeout(() => {
      retryTimer = null;
      void connect();
    }, delay);
    retryTimer.unref();
  }

  /** The live connection broke: forget it, say so, and try again later. */
  function fail(failed: pg.Client, error: unknown) {
    if (failed !== client) return;
    client = null;
    if (pingTimer) clearInterval(pingTimer);
    pingTimer = null;
    failed.end().catch(() => {});
    setListening(false);
    if (!closed) {
      options.log.warn({ err: error }, 'content change listener lost its connection; content is reloaded per request until it is back');
      scheduleRetry();
    }
  }

  function ping(target: pg.Client) {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('content change listener: ping timed out')), pingTimeoutMs);
    });
    Promise.race([target.query('select 1'), timeout])
      .catch((error: unknown) => fail(target, error))
      .finally(() => clearTimeout(timer));
  }

  function connect(): Promise<void> {
    if (closed || listening) return Promise.resolve();
    if (connecting) return connecting;
    lastAttemptAt = Date.now();
    if (retryTimer) clearTimeout(retryTimer);
    retryTimer = null;

    const candidate = options.createClient();
    // Set when the connection breaks before it became the live one (between LISTEN and here).
    let broken = false;
    const onBroken = (error: unknown) => {
      broken = true;
      fail(candidate, error);
    };
    // Without an 'error' listener a dropped connection would crash the process.
    candidate.on('error', onBroken);
    candidate.on('end', () => onBroken(new Error('connection ended')));
    candidate.on('notification', (message) => {
      if (message.channel === ContentChangedChannel) options.onChange(message.payload ?? '');
    });

    connecting = (async () => {
      try {
        await candidate.connect();
        await candidate.query(`LISTEN ${ContentChangedChannel}`);
      } catch (error) {
        candidate.end().catch(() => {});
        if (!closed) {
          options.log.warn({ err: error }, 'content change listener could not connect; retrying');
          scheduleRetry();
        }
        return;
      } finally {
        connecting = null;
      }
      if (closed || broken) {
        candidate.end().catch(() => {});
        if (!closed) scheduleRetry();
        return;
      }
      client = candidate;
      failures = 0;
      pingTimer = setInterval(() => ping(candidate), pingIntervalMs);
      pingTimer.unref();
      setListening(true);
    })();
    return connecting;
  }

  return {
    get listening() {
      return listening;
    },
    start: connect,
    reconnectSoon() {
      if (closed || listening || connecting) return;
      if (Date.now() - lastAttemptAt >= retryMinMs) void connect();
    },
    async close() {
      closed = true;
      if (retryTimer) clearTimeout(retryTimer);
      if (pingTimer) clearInterval(pingTimer);
      retryTimer = pingTimer = null;
      await connecting;
      const current = client;
      client = null;
      listening = false;
      await current?.end().catch(() => {});
    },
  };
}
