import { AnalyticsLimits, type TAnalyticsEventInput } from '@innerway/domain';

export interface TEventQueueOptions {
  /** Delivers one batch; a rejection is logged and the batch dropped. */
  send: (events: TAnalyticsEventInput[]) => Promise<void>;
  /** How long the first waiting event waits for company before it is sent anyway. */
  intervalMs?: number;
  /** Sent at once when this many are waiting. */
  batchSize?: number;
}

export interface TEventQueue {
  push: (event: TAnalyticsEventInput) => void;
  /** Sends everything waiting now (page hide, a full batch, the timer). */
  flush: () => Promise<void>;
  readonly size: number;
}

export const DefaultFlushIntervalMs = 5_000;

/**
 * Events wait here and leave in batches: one request every few seconds at most, not one per
 * click. Delivery is best effort: a batch that fails is logged and dropped, never retried or
 * kept (the queue cannot grow while the network is down), and nothing reaches the person.
 */
export function createEventQueue({
  send,
  intervalMs = DefaultFlushIntervalMs,
  batchSize = AnalyticsLimits.clientBatchEvents,
}: TEventQueueOptions): TEventQueue {
  let waiting: TAnalyticsEventInput[] = [];
  let timer: ReturnType<typeof setTimeout> | null = null;

  async function deliver(batch: TAnalyticsEventInput[]): Promise<void> {
    try {
      await send(batch);
    } catch (error) {
      console.warn(`Analytics: ${batch.length} event(s) could not be sent and were dropped.`, error);
    }
  }

  async function flush(): Promise<void> {
    if (timer !== null) {
      clearTimeout(timer);
      timer = null;
    }
    if (waiting.length === 0) return;
    const taken = waiting;
    waiting = [];
    // The server takes at most maxBatchEvents per request.
    const batches: TAnalyticsEventInput[][] = [];
    for (let start = 0; start < taken.length; start += AnalyticsLimits.maxBatchEvents) {
      batches.push(taken.slice(start, start + AnalyticsLimits.maxBatchEvents));
    }
    await Promise.all(batches.map(deliver));
  }

  function push(event: TAnalyticsEventInput): void {
    waiting.push(event);
    if (waiting.length >= batchSize) void flush();
    else timer ??= setTimeout(() => void flush(), intervalMs);
  }

  return {
    push,
    flush,
    get size() {
      return waiting.length;
    },
  };
}
