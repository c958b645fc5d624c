import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TJournalEntry } from '@innerway/domain';
import { ApiError } from '../../../lib/api-client';
import { localDraftStore, type TJournalDraft } from './journal-drafts';
import { joinBoth, JournalSync, type TJournalServer, type TJournalSyncState } from './journal-sync';

const entry = (text: string, version: number): TJournalEntry => ({
  id: 7,
  exercise_id: 3,
  module_id: 1,
  text,
  version,
  created_at: '2026-11-01T10:00:00.000Z',
  updated_at: '2026-11-01T10:00:00.000Z',
});

/** A server holding one entry, with saves that check the version as the real one does. */
function fakeServer(initial: TJournalEntry | null) {
  let stored = initial;
  let down: ApiError | null = null;
  const saves: { text: string; version: number }[] = [];
  const leaving: { text: string; version: number }[] = [];
  const server: TJournalServer = {
    load: vi.fn(async () => {
      if (down) throw down;
      return stored;
    }),
    save: vi.fn(async (text: string, version: number) => {
      saves.push({ text, version });
      if (down) throw down;
      if ((stored?.version ?? 0) !== version) throw new ApiError(409, 'conflict', { code: 'journal.conflict', data: stored });
      stored = entry(text, version + 1);
      return stored;
    }),
    saveOnLeaving: (text, version) => void leaving.push({ text, version }),
  };
  return {
    server,
    saves,
    leaving,
    get stored() {
      return stored;
    },
    deleteElsewhere: () => (stored = null),
    /** Another tab saves. */
    saveElsewhere: (text: string) => (stored = entry(text, (stored?.version ?? 0) + 1)),
    goDown: (error: ApiError | null) => (down = error),
  };
}

function memoryDrafts(initial: TJournalDraft | null = null) {
  let draft = initial;
  return {
    read: () => draft,
    write: (next: TJournalDraft) => void (draft = next),
    clear: () => void (draft = null),
    get current() {
      return draft;
    },
  };
}

let online = true;
function startSync(server: TJournalServer, drafts: ReturnType<typeof memoryDrafts>) {
  const states: TJournalSyncState[] = [];
  const sync = new JournalSync({ server, drafts, onChange: (state) => states.push(state), isOnline: () => online, debounceMs: 800 });
  sync.start();
  return { sync, states, last: () => sync.current };
}

beforeEach(() => {
  vi.useFakeTimers();
  online = true;
});
afterEach(() => vi.useRealTimers());

describe('JournalSync', () => {
  it('shows the stored entry, keeps each change on the device at once, and sends it after a pause in typing', async () => {
    const server = fakeServer(entry('Dear', 1));
    const drafts = memoryDrafts();
    const { sync, last } = startSync(server.server, drafts);
    await vi.runOnlyPendingTimersAsync();
    expect(last()).toMatchObject({ text: 'Dear', status: 'saved', entryId: 7 });

    sync.edit('Dear journal');
    expect(drafts.current).toEqual({ text: 'Dear journal', baseVersion: 1 });
    expect(last().status).toBe('saving');
    await vi.advanceTimersByTimeAsync(500);
    sync.edit('Dear journal, today');
    await vi.advanceTimersByTimeAsync(799);
    expect(server.saves).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(server.saves).toEqual([{ text: 'Dear journal, today', version: 1 }]);
    expect(last().status).toBe('saved');
    // Confirmed: nothing of the device's is waiting any more.
    expect(drafts.current).toBeNull();
  });

  it('after a reload mid-sentence, sends the device draft written on the stored version', async () => {
    const server = fakeServer(entry('I felt', 2));
    const drafts = memoryDrafts({ text: 'I felt calm when', baseVersion: 2 });
    const { last } = startSync(server.server, drafts);
    expect(last().text).toBe('I felt calm when');
    await vi.runOnlyPendingTimersAsync();
    expect(server.stored).toMatchObject({ text: 'I felt calm when', version: 3 });
    expect(last()).toMatchObject({ text: 'I felt calm when', status: 'saved' });
    expect(drafts.current).toBeNull();
  });

  it('drops a draft the server already holds (a keepalive save that arrived after the tab closed)', async () => {
    const server = fakeServer(entry('sent on leaving', 4));
    const drafts = memoryDrafts({ text: 'sent on leaving', baseVersion: 3 });
    const { last } = startSync(server.server, drafts);
    await vi.runOnlyPendingTimersAsync();
    expect(last()).toMatchObject({ text: 'sent on leaving', status: 'saved' });
    expect(server.saves).toEqual([]);
    expect(drafts.current).toBeNull();
  });

  it('offline, keeps typing on the device and sends everything on reconnecting', async () => {
    const server = fakeServer(null);
    const drafts = memoryDrafts();
    const { sync, last } = startSync(server.server, drafts);
    await vi.runOnlyPendingTimersAsync();
    online = false;
    sync.edit('Written on a train');
    await vi.advanceTimersByTimeAsync(60_000);
    expect(last().status).toBe('offline');
    expect(server.saves).toEqual([]);
    expect(drafts.current).toEqual({ text: 'Written on a train', baseVersion: 0 });

    online = true;
    sync.flush();
    await vi.runOnlyPendingTimersAsync();
    expect(server.stored).toMatchObject({ text: 'Written on a train', version: 1 });
    expect(last().status).toBe('saved');
  });

  it('a lost connection during a save is offline, and the save is tried again', async () => {
    const server = fakeServer(entry('a', 1));
    const { sync, last } = startSync(server.server, memoryDrafts());
    await vi.runOnlyPendingTimersAsync();
    server.goDown(new ApiError(0, 'Failed to fetch', { reason: 'network' }));
    sync.edit('ab');
    await vi.advanceTimersByTimeAsync(800);
    expect(last().status).toBe('offline');
    server.goDown(null);
    await vi.advanceTimersByTimeAsync(2_000);
    expect(server.stored).toMatchObject({ text: 'ab', version: 2 });
    expect(last().status).toBe('saved');
  });

  it('retries a server failure after growing pauses, and stops retrying on a refusal a retry cannot mend', async () => {
    const server = fakeServer(null);
    const { sync, last } = startSync(server.server, memoryDrafts());
    await vi.runOnlyPendingTimersAsync();
    server.goDown(new ApiError(503, 'down'));
    sync.edit('x');
    await vi.advanceTimersByTimeAsync(800);
    expect(last().status).toBe('retrying');
    await vi.advanceTimersByTimeAsync(2_000);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(server.saves).toHaveLength(3);
    server.goDown(new ApiError(401, 'signed out'));
    await vi.advanceTimersByTimeAsync(15_000);
    expect(last().status).toBe('failed');
    await vi.advanceTimersByTimeAsync(120_000);
    expect(server.saves).toHaveLength(4);
  });

  it('does not overwrite a save from another tab: it stops, keeps both, and lets the writer choose', async () => {
    const server = fakeServer(entry('start', 1));
    const drafts = memoryDrafts();
    const { sync, last } = startSync(server.server, drafts);
    await vi.runOnlyPendingTimersAsync();
    server.saveElsewhere('start, from the other tab');
    sync.edit('start, from this tab');
    await vi.advanceTimersByTimeAsync(800);
    expect(last()).toMatchObject({ status: 'conflict', text: 'start, from this tab', conflict: { text: 'start, from the other tab', version: 2 } });
    expect(server.stored).toMatchObject({ text: 'start, from the other tab' });
    // Typing on keeps the device's copy; nothing is sent while the writer has not chosen.
    sync.edit('start, from this tab!');
    await vi.advanceTimersByTimeAsync(5_000);
    expect(server.saves).toHaveLength(1);
    expect(drafts.current?.text).toBe('start, from this tab!');

    sync.resolve('both');
    await vi.runOnlyPendingTimersAsync();
    expect(server.stored).toMatchObject({ text: 'start, from the other tab\n\nstart, from this tab!', version: 3 });
    expect(last()).toMatchObject({ status: 'saved', conflict: null });
  });

  it('reconciles a draft written on an older version as a conflict, and "theirs" keeps the stored text', async () => {
    const server = fakeServer(entry('saved on the phone', 5));
    const drafts = memoryDrafts({ text: 'typed here offline', baseVersion: 4 });
    const { sync, last } = startSync(server.server, drafts);
    await vi.runOnlyPendingTimersAsync();
    expect(last().status).toBe('conflict');
    sync.resolve('theirs');
    await vi.runOnlyPendingTimersAsync();
    expect(last()).toMatchObject({ text: 'saved on the phone', status: 'saved' });
    expect(server.saves).toEqual([]);
    expect(drafts.current).toBeNull();
  });

  it('"mine" writes the device text over the stored version it was shown', async () => {
    const server = fakeServer(entry('other', 2));
    const { sync } = startSync(server.server, memoryDrafts({ text: 'mine', baseVersion: 1 }));
    await vi.runOnlyPendingTimersAsync();
    sync.resolve('mine');
    await vi.runOnlyPendingTimersAsync();
    expect(server.stored).toMatchObject({ text: 'mine', version: 3 });
  });

  it('starts the entry again when it was deleted elsewhere while being written', async () => {
    const server = fakeServer(entry('old', 1));
    const { sync, last } = startSync(server.server, memoryDrafts());
    await vi.runOnlyPendingTimersAsync();
    server.deleteElsewhere();
    sync.edit('still writing');
    await vi.runOnlyPendingTimersAsync();
    await vi.runOnlyPendingTimersAsync();
    expect(server.saves).toEqual([
      { text: 'still writing', version: 1 },
      { text: 'still writing', version: 0 },
    ]);
    expect(server.stored).toMatchObject({ text: 'still writing', version: 1 });
    expect(last().status).toBe('saved');
  });

  it('holds text over the limit on the device without sending it', async () => {
    const server = fakeServer(null);
    const drafts = memoryDrafts();
    const { sync, last } = startSync(server.server, drafts);
    await vi.runOnlyPendingTimersAsync();
    sync.edit('a'.repeat(20_001));
    await vi.advanceTimersByTimeAsync(5_000);
    expect(last().status).toBe('tooLong');
    expect(server.saves).toEqual([]);
    expect(drafts.current?.text).toHaveLength(20_001);
    sync.edit('a'.repeat(20_000));
    await vi.advanceTimersByTimeAsync(800);
    expect(server.saves).toHaveLength(1);
  });

  it('sends what is unsaved with keepalive when the page goes away, and nothing when all is saved', async () => {
    const server = fakeServer(entry('kept', 1));
    const { sync } = startSync(server.server, memoryDrafts());
    await vi.runOnlyPendingTimersAsync();
    sync.leave();
    expect(server.leaving).toEqual([]);
    sync.edit('kept, and the last words');
    sync.leave();
    expect(server.leaving).toEqual([{ text: 'kept, and the last words', version: 1 }]);
  });

  it('sends at once what waits when the editor closes', async () => {
    const server = fakeServer(null);
    const { sync } = startSync(server.server, memoryDrafts());
    await vi.runOnlyPendingTimersAsync();
    sync.edit('closing now');
    sync.dispose();
    await vi.advanceTimersByTimeAsync(0);
    expect(server.saves).toEqual([{ text: 'closing now', version: 0 }]);
  });

  it('sends the words typed while a save was on its way on the version that save made', async () => {
    const server = fakeServer(null);
    let release!: () => void;
    const saved = server.server.save;
    vi.mocked(saved).mockImplementationOnce(async (text, version) => {
      await new Promise<void>((resolve) => (release = resolve));
      return (saved as (text: string, version: number) => Promise<TJournalEntry>)(text, version);
    });
    const { sync, last } = startSync(server.server, memoryDrafts());
    await vi.runOnlyPendingTimersAsync();
    sync.edit('one');
    sync.flush();
    sync.edit('one two');
    release();
    await vi.runOnlyPendingTimersAsync();
    expect(server.stored).toMatchObject({ text: 'one two', version: 2 });
    expect(last().status).toBe('saved');
  });
});

describe('joinBoth', () => {
  it('puts the stored version first, a blank line between, and drops an empty side', () => {
    expect(joinBoth('theirs\n', '\nmine')).toBe('theirs\n\nmine');
    expect(joinBoth('  ', 'mine')).toBe('mine');
    expect(joinBoth('theirs', '')).toBe('theirs');
  });
});

describe('localDraftStore', () => {
  it('keeps a draft per member and activity, and ignores what is not a draft', () => {
    localStorage.clear();
    const mine = localDraftStore(1, 3);
    mine.write({ text: 'mine', baseVersion: 2 });
    expect(mine.read()).toEqual({ text: 'mine', baseVersion: 2 });
    expect(localDraftStore(2, 3).read()).toBeNull();
    expect(localDraftStore(1, 4).read()).toBeNull();
    localStorage.setItem('innerway.journal.1.5', '{"text":1}');
    expect(localDraftStore(1, 5).read()).toBeNull();
    localStorage.setItem('innerway.journal.1.6', 'not json');
    expect(localDraftStore(1, 6).read()).toBeNull();
    mine.clear();
    expect(mine.read()).toBeNull();
  });
});
