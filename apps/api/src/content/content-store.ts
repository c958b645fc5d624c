import type { TContentSnapshot } from './content-snapshot.ts';
import type { ContentChangeListener } from './content-change-listener.ts';

export interface ContentStore {
  /**
   * The program, from memory while the held copy can be trusted; otherwise (first use, a change
   * announced, the listener down) loaded afresh. Concurrent callers share one load.
   */
  get(): Promise<TContentSnapshot>;
  /** Forgets the held copy: the next `get()` loads. */
  invalidate(): void;
  start(): Promise<void>;
  close(): Promise<void>;
}

export interface ContentStoreOptions {
  load: () => Promise<TContentSnapshot>;
  /** Builds the listener around the store's callbacks. */
  createListener: (callbacks: { onChange: () => void; onListeningChange: () => void }) => ContentChangeListener;
}

/**
 * Content changes rarely and is read on every screen, so each API instance keeps it in memory.
 * Instances share one PostgreSQL, and any of them (or an admin with psql) may change the content:
 * triggers announce every change on a channel, and each instance's listener drops its copy.
 *
 * A copy is kept only when it can be trusted to be dropped in time: it was loaded while the
 * listener was listening, and no announcement came (and the listener did not drop) while it
 * was loading. While the listener is down, every request loads afresh and asks for a reconnect,
 * so content is never stale for longer than one load.
 */
export function createContentStore(options: ContentStoreOptions): ContentStore {
  let held: TContentSnapshot | null = null;
  let loading: Promise<TContentSnapshot> | null = null;
  // Bumped by every event that makes a load in progress untrustworthy.
  let generation = 0;

  function invalidate() {
    generation += 1;
    held = null;
    // A load already running may predate the change: later callers must not join it.
    loading = null;
  }

  const listener = options.createListener({ onChange: invalidate, onListeningChange: invalidate });

  function get(): Promise<TContentSnapshot> {
    if (!listener.listening) listener.reconnectSoon();
    if (held && listener.listening) return Promise.resolve(held);
    if (loading) return loading;

    const startedAt = generation;
    const trusted = listener.listening;
    const load = options.load().then(
      (snapshot) => {
        if (loading === load) loading = null;
        if (trusted && startedAt === generation && listener.listening) held = snapshot;
        return snapshot;
      },
      (error: unknown) => {
        if (loading === load) loading = null;
        throw error;
      },
    );
    loading = load;
    return load;
  }

  return {
    get,
    invalidate,
    start: () => listener.start(),
    async close() {
      await listener.close();
      held = null;
      loading = null;
    },
  };
}
