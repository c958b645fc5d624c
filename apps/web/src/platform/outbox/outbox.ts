/**
 * A persistent, ordered outbox for saves that must reach the server even when the device is
 * offline when they are made: each is written to storage before it is sent, sent in the order it
 * was made, and removed only once the server has answered. It survives an app restart (the next
 * start replays what is left). The saves it carries must be idempotent on the server: a save
 * whose answer was lost is sent again.
 */

interface TOutboxEntry {
  /** Increasing: the order the saves were made in. */
  id: number;
  /** Which sender delivers it (`registerKind`). */
  kind: string;
  payload: unknown;
}

/** Thrown by a sender for an entry that must never be sent (it belongs to someone else's session): it is dropped. */
export class OutboxDrop extends Error {}

/** Where the entries are kept between runs (a file in the apps). */
export interface TOutboxStorage {
  read(): Promise<string | null>;
  write(text: string): Promise<void>;
}

/** Delivers one entry; its reply is handed back to whoever sent it. Throws when it failed. */
type TOutboxSender = (payload: unknown) => Promise<unknown>;

type TOutboxResult = { status: 'sent'; reply: unknown } | { status: 'queued' };

export interface TOutboxOptions {
  storage: TOutboxStorage;
  /** A failure worth trying again later (no network, a server error); any other drops the entry. */
  isRetryable(error: unknown): boolean;
}

export interface TOutbox {
  registerKind(kind: string, sender: TOutboxSender): void;
  /**
   * Keeps the save, then sends what is waiting, in order. Resolves with the server's reply once
   * sent, or 'queued' when it stays for a later try; rejects when the server refused it.
   */
  send(kind: string, payload: unknown): Promise<TOutboxResult>;
  /** Sends what is waiting, in order, until done or a failure worth retrying. */
  flush(): Promise<void>;
  /** The entries still waiting, oldest first. */
  pending(): Promise<readonly TOutboxEntry[]>;
}

interface TWaiter {
  resolve(result: TOutboxResult): void;
  reject(error: unknown): void;
}

function parseEntries(text: string | null): TOutboxEntry[] {
  if (!text) return [];
  try {
    const parsed: unknown = JSON.parse(text);
    if (!Array.isArray(parsed)) return [];
    return parsed.filter(
      (entry): entry is TOutboxEntry =>
        typeof entry === 'object' && entry !== null && typeof (entry as TOutboxEntry).id === 'number' && typeof (entry as TOutboxEntry).kind === 'string',
    );
  } catch {
    return [];
  }
}

export function createOutbox({ storage, isRetryable }: TOutboxOptions): TOutbox {
  const senders = new Map<string, TOutboxSender>();
  const waiters = new Map<number, TWaiter>();
  let entries: TOutboxEntry[] | null = null;
  // Every read and write of the entries runs in turn: a send made during a flush is appended
  // after the flush's last write, never lost to it.
  let turn: Promise<unknown> = Promise.resolve();
  function inTurn<T>(task: () => Promise<T>): Promise<T> {
    const run = turn.then(task);
    turn = run.catch(() => undefined);
    return run;
  }

  async function load(): Promise<TOutboxEntry[]> {
    entries ??= parseEntries(await storage.read().catch(() => null));
    return entries;
  }

  const save = (list: TOutboxEntry[]) => storage.write(JSON.stringify(list));

  function settle(id: number, outcome: (waiter: TWaiter) => void) {
    const waiter = waiters.get(id);
    if (!waiter) return;
    waiters.delete(id);
    outcome(waiter);
  }

  async function drain(): Promise<void> {
    const list = await load();
    while (list.length > 0) {
      const entry = list[0]!;
      const sender = senders.get(entry.kind);
      // Its sender is not registered yet (it loads with its screen's code): wait for it, keeping the order.
      if (!sender) break;
      try {
        const reply = await sender(entry.payload);
        list.shift();
        await save(list);
        settle(entry.id, (waiter) => waiter.resolve({ status: 'sent', reply }));
      } catch (error) {
        if (!(error instanceof OutboxDrop) && isRetryable(error)) break;
        // Refused for good (access ended, content gone): retrying would block every later save.
        console.warn(`Outbox: a ${entry.kind} save was refused`, error);
        list.shift();
        await save(list);
        settle(entry.id, (waiter) => waiter.reject(error));
      }
    }
    for (const entry of list) settle(entry.id, (waiter) => waiter.resolve({ status: 'queued' }));
  }

  return {
    registerKind(kind, sender) {
      senders.set(kind, sender);
    },
    send(kind, payload) {
      return new Promise<TOutboxResult>((resolve, reject) => {
        void inTurn(async () => {
          const list = await load();
          const entry = { id: Math.max(Date.now(), (list.at(-1)?.id ?? 0) + 1), kind, payload };
          list.push(entry);
          await save(list);
          waiters.set(entry.id, { resolve, reject });
          await drain();
        }).catch(reject);
      });
    },
    flush: () => inTurn(drain),
    pending: () => inTurn(async () => [...(await load())]),
  };
}
