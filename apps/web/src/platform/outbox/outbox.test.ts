import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createOutbox, OutboxDrop, type TOutboxStorage } from './outbox';

/** The outbox's file: its text survives a new outbox (an app restart). */
function memoryStorage() {
  const state = { text: null as string | null };
  const storage: TOutboxStorage = {
    read: vi.fn(async () => state.text),
    write: vi.fn(async (text: string) => void (state.text = text)),
  };
  return { state, storage };
}

class Offline extends Error {}
class Refused extends Error {}
const isRetryable = (error: unknown) => error instanceof Offline;

/** A server that records what reached it, and can be taken offline. */
function server() {
  const received: unknown[] = [];
  let online = true;
  const send = vi.fn(async (payload: unknown) => {
    if (!online) throw new Offline('Failed to fetch');
    if ((payload as { refuse?: boolean }).refuse) throw new Refused('403');
    received.push(payload);
    return { stored: payload };
  });
  return { received, send, setOnline: (next: boolean) => void (online = next) };
}

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('outbox', () => {
  it('sends at once when online and hands back the reply, leaving nothing behind', async () => {
    const { state, storage } = memoryStorage();
    const api = server();
    const outbox = createOutbox({ storage, isRetryable });
    outbox.registerKind('progress', api.send);
    await expect(outbox.send('progress', { n: 1 })).resolves.toEqual({ status: 'sent', reply: { stored: { n: 1 } } });
    expect(api.received).toEqual([{ n: 1 }]);
    expect(JSON.parse(state.text!)).toEqual([]);
  });

  it('keeps the saves made offline, in order, and sends them in that order once back online', async () => {
    const { storage } = memoryStorage();
    const api = server();
    const outbox = createOutbox({ storage, isRetryable });
    outbox.registerKind('progress', api.send);
    api.setOnline(false);
    for (const n of [1, 2, 3]) await expect(outbox.send('progress', { n })).resolves.toEqual({ status: 'queued' });
    expect((await outbox.pending()).map((entry) => entry.payload)).toEqual([{ n: 1 }, { n: 2 }, { n: 3 }]);

    api.setOnline(true);
    await outbox.flush();
    expect(api.received).toEqual([{ n: 1 }, { n: 2 }, { n: 3 }]);
    expect(await outbox.pending()).toEqual([]);
  });

  it('a save made while older ones wait goes out after them, never before', async () => {
    const { storage } = memoryStorage();
    const api = server();
    const outbox = createOutbox({ storage, isRetryable });
    outbox.registerKind('progress', api.send);
    api.setOnline(false);
    await outbox.send('progress', { n: 1 });
    api.setOnline(true);
    await expect(outbox.send('progress', { n: 2 })).resolves.toMatchObject({ status: 'sent' });
    expect(api.received).toEqual([{ n: 1 }, { n: 2 }]);
  });

  it('replays after a restart what the last run could not send, of every kind, in order', async () => {
    const { storage } = memoryStorage();
    const before = server();
    before.setOnline(false);
    const first = createOutbox({ storage, isRetryable });
    first.registerKind('progress', before.send);
    first.registerKind('minutes', before.send);
    await first.send('progress', { n: 1 });
    await first.send('minutes', { n: 2 });
    await first.send('progress', { n: 3 });

    // The app stops; the next run reads the same file.
    const after = server();
    const second = createOutbox({ storage, isRetryable });
    second.registerKind('progress', after.send);
    await second.flush();
    // The head's sender is registered: it goes; the next one's is not yet, so it and what follows wait.
    expect(after.received).toEqual([{ n: 1 }]);
    second.registerKind('minutes', after.send);
    await second.flush();
    expect(after.received).toEqual([{ n: 1 }, { n: 2 }, { n: 3 }]);
    expect(await second.pending()).toEqual([]);
  });

  it('drops a save the server refuses for good, telling its sender, and goes on with the next', async () => {
    const { storage } = memoryStorage();
    const api = server();
    const outbox = createOutbox({ storage, isRetryable });
    outbox.registerKind('progress', api.send);
    api.setOnline(false);
    const refused = outbox.send('progress', { n: 1, refuse: true });
    await expect(refused).resolves.toEqual({ status: 'queued' });
    await outbox.send('progress', { n: 2 });
    api.setOnline(true);
    await outbox.flush();
    expect(api.received).toEqual([{ n: 2 }]);
    expect(await outbox.pending()).toEqual([]);

    await expect(outbox.send('progress', { n: 3, refuse: true })).rejects.toThrow(Refused);
  });

  it('drops what its sender says must never go (a save of a member who signed out), even if it looks retryable', async () => {
    const { storage } = memoryStorage();
    const outbox = createOutbox({ storage, isRetryable: () => true });
    const sent: unknown[] = [];
    outbox.registerKind('progress', async (payload) => {
      if ((payload as { userId: number }).userId !== 2) throw new OutboxDrop('another member');
      sent.push(payload);
      return null;
    });
    await expect(outbox.send('progress', { userId: 1 })).rejects.toThrow(OutboxDrop);
    await outbox.send('progress', { userId: 2 });
    expect(sent).toEqual([{ userId: 2 }]);
    expect(await outbox.pending()).toEqual([]);
  });

  it('a save whose answer was lost is sent again (the server must take it twice)', async () => {
    const { storage } = memoryStorage();
    const received: unknown[] = [];
    let loseAnswer = true;
    const outbox = createOutbox({ storage, isRetryable });
    outbox.registerKind('progress', async (payload) => {
      received.push(payload);
      if (loseAnswer) throw new Offline('The connection was lost');
      return null;
    });
    await expect(outbox.send('progress', { n: 1 })).resolves.toEqual({ status: 'queued' });
    loseAnswer = false;
    await outbox.flush();
    expect(received).toEqual([{ n: 1 }, { n: 1 }]);
  });

  it('starts empty from a damaged file rather than failing', async () => {
    const { state, storage } = memoryStorage();
    state.text = '{not json';
    const api = server();
    const outbox = createOutbox({ storage, isRetryable });
    outbox.registerKind('progress', api.send);
    expect(await outbox.pending()).toEqual([]);
    await expect(outbox.send('progress', { n: 1 })).resolves.toMatchObject({ status: 'sent' });
  });
});
