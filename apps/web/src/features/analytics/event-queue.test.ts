import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AnalyticsLimits, type TAnalyticsEventInput } from '@innerway/domain';
import { createEventQueue, DefaultFlushIntervalMs } from './event-queue';

const event = (n: number): TAnalyticsEventInput => ({
  name: 'select_content',
  params: { content_type: 'Song', item_id: String(n) },
  at: new Date(2025, 0, 31, 12, 0, n).toISOString(),
});
const ids = (batch: TAnalyticsEventInput[]) => batch.map((e) => (e.params as { item_id: string }).item_id);

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('createEventQueue', () => {
  it('holds events for a few seconds, then sends them together, in order', async () => {
    const send = vi.fn(async (_batch: TAnalyticsEventInput[]) => undefined);
    const queue = createEventQueue({ send });
    queue.push(event(1));
    queue.push(event(2));
    await vi.advanceTimersByTimeAsync(DefaultFlushIntervalMs - 1);
    expect(send).not.toHaveBeenCalled();
    queue.push(event(3));
    await vi.advanceTimersByTimeAsync(1);
    expect(send).toHaveBeenCalledTimes(1);
    expect(ids(send.mock.calls[0]![0])).toEqual(['1', '2', '3']);
    expect(queue.size).toBe(0);
    // Nothing waiting: the timer does not send empty batches.
    await vi.advanceTimersByTimeAsync(DefaultFlushIntervalMs * 3);
    expect(send).toHaveBeenCalledTimes(1);
  });

  it(`sends at once when ${AnalyticsLimits.clientBatchEvents} are waiting`, async () => {
    const send = vi.fn(async (_batch: TAnalyticsEventInput[]) => undefined);
    const queue = createEventQueue({ send });
    for (let n = 1; n < AnalyticsLimits.clientBatchEvents; n += 1) queue.push(event(n));
    expect(send).not.toHaveBeenCalled();
    queue.push(event(AnalyticsLimits.clientBatchEvents));
    expect(send).toHaveBeenCalledTimes(1);
    expect(send.mock.calls[0]![0]).toHaveLength(AnalyticsLimits.clientBatchEvents);
    // The timer started by the first event was for that batch: it sends nothing more.
    await vi.advanceTimersByTimeAsync(DefaultFlushIntervalMs);
    expect(send).toHaveBeenCalledTimes(1);
  });

  it(`never sends more than ${AnalyticsLimits.maxBatchEvents} in one request`, async () => {
    const send = vi.fn(async (_batch: TAnalyticsEventInput[]) => undefined);
    // A queue that waits longer than usual can hold more than a server batch.
    const queue = createEventQueue({ send, batchSize: 1000 });
    for (let n = 0; n < 120; n += 1) queue.push(event(n));
    await queue.flush();
    expect(send.mock.calls.map(([batch]) => batch.length)).toEqual([50, 50, 20]);
    expect(send.mock.calls.flatMap(([batch]) => ids(batch))).toEqual(Array.from({ length: 120 }, (_, n) => String(n)));
  });

  it('only logs a failed batch: nothing is thrown, retried or kept', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const send = vi.fn(async (_batch: TAnalyticsEventInput[]) => undefined).mockRejectedValueOnce(new Error('offline'));
    const queue = createEventQueue({ send });
    queue.push(event(1));
    await expect(queue.flush()).resolves.toBeUndefined();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('could not be sent'), expect.any(Error));
    expect(queue.size).toBe(0);

    queue.push(event(2));
    await queue.flush();
    expect(send).toHaveBeenCalledTimes(2);
    expect(ids(send.mock.calls[1]![0])).toEqual(['2']);
  });
});
