import { Limits, type TJournalEntry } from '@innerway/domain';
import { ApiError } from '../../../lib/api-client';
import type { TDraftStore } from './journal-drafts';

/**
 * How an entry stands, as the editor says it:
 * - loading: the stored entry is on its way;
 * - saved: the server holds what is on screen;
 * - saving: a change waits for its save or is being sent;
 * - offline: no connection; what is on screen is kept on this device and sent on reconnecting;
 * - retrying: the server failed; kept on this device, sent again shortly;
 * - tooLong: over the limit; kept on this device, not sent until shortened;
 * - conflict: another tab or device saved this entry since; the writer chooses (resolve);
 * - failed: the server refused for good (signed out); kept on this device.
 */
export type TSaveStatus = 'loading' | 'saved' | 'saving' | 'offline' | 'retrying' | 'tooLong' | 'conflict' | 'failed';

export interface TJournalSyncState {
  text: string;
  status: TSaveStatus;
  /** With status conflict: the stored entry, which differs from what is on screen (null: deleted). */
  conflict: TJournalEntry | null;
  /** The stored entry's id, once there is one. */
  entryId: number | null;
}

export interface TJournalServer {
  load(): Promise<TJournalEntry | null>;
  save(text: string, version: number): Promise<TJournalEntry>;
  /** The same save, made to outlive the page (fetch keepalive); nothing waits for its answer. */
  saveOnLeaving(text: string, version: number): void;
}

export type TConflictChoice = 'mine' | 'theirs' | 'both';

export interface TJournalSyncOptions {
  server: TJournalServer;
  drafts: TDraftStore;
  onChange: (state: TJournalSyncState) => void;
  /** Called with each entry the server confirms. */
  onSaved?: (entry: TJournalEntry) => void;
  isOnline?: () => boolean;
  debounceMs?: number;
  /** Waits before sending again after a server failure, the last repeated. */
  retryDelaysMs?: readonly number[];
}

const isNetworkError = (error: unknown) => error instanceof ApiError && error.status === 0;
const isConflict = (error: unknown): error is ApiError => error instanceof ApiError && error.status === 409;
const isFinal = (error: unknown) => error instanceof ApiError && error.status >= 400 && error.status < 500 && error.status !== 408 && error.status !== 429;

/**
 * Keeps one journal entry in step between the screen, the device and the server. Every change is
 * written to the device at once and sent after a pause in typing; the device's copy is dropped
 * only when the server has confirmed exactly that text. Each save names the version it was
 * written on, so a save from a stale tab is refused (409) and the writer chooses, instead of one
 * side silently overwriting the other.
 */
export class JournalSync {
  private readonly options: Required<Omit<TJournalSyncOptions, 'onSaved'>> & Pick<TJournalSyncOptions, 'onSaved'>;
  private state: TJournalSyncState = { text: '', status: 'loading', conflict: null, entryId: null };
  /** The server's version the text on screen is written on; null until the server has been heard. */
  private baseVersion: number | null = null;
  /** The text the server holds at baseVersion. */
  private confirmedText = '';
  private sending = false;
  private loading = false;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private failures = 0;
  private disposed = false;

  constructor(options: TJournalSyncOptions) {
    this.options = {
      isOnline: () => globalThis.navigator?.onLine ?? true,
      debounceMs: 800,
      retryDelaysMs: [2_000, 5_000, 15_000, 30_000],
      ...options,
    };
  }

  /** Reads the device's draft and the server's entry, and reconciles them. */
  start(): void {
    const draft = this.options.drafts.read();
    if (draft) {
      this.baseVersion = draft.baseVersion;
      this.set({ text: draft.text });
    }
    void this.load();
  }

  get current(): TJournalSyncState {
    return this.state;
  }

  edit(text: string): void {
    this.set({ text });
    this.options.drafts.write({ text, baseVersion: this.baseVersion });
    if (this.state.status === 'conflict') return;
    if (text.length > Limits.journalTextMax) return this.set({ status: 'tooLong' });
    this.failures = 0;
    this.set({ status: this.isSynced() ? 'saved' : 'saving' });
    this.schedule(this.options.debounceMs);
  }

  /** Sends what is waiting now: on leaving the editor, on hiding the page, on reconnecting. */
  flush(): void {
    this.clearTimer();
    if (this.baseVersion === null) return void this.load();
    void this.send();
  }

  /** The page is going away: what the server does not have yet goes out with keepalive. */
  leave(): void {
    this.clearTimer();
    if (this.baseVersion === null || this.isSynced() || this.state.status === 'conflict' || this.state.status === 'tooLong') return;
    this.options.server.saveOnLeaving(this.state.text, this.baseVersion);
  }

  resolve(choice: TConflictChoice): void {
    const stored = this.state.conflict;
    if (this.state.status !== 'conflict') return;
    this.baseVersion = stored?.version ?? 0;
    this.confirmedText = stored?.text ?? '';
    const text = choice === 'mine' ? this.state.text : choice === 'theirs' ? this.confirmedText : joinBoth(this.confirmedText, this.state.text);
    this.set({ conflict: null, entryId: stored?.id ?? null, status: 'saving' });
    this.edit(text);
    this.flush();
  }

  dispose(): void {
    this.flush();
    this.disposed = true;
  }

  private isSynced(): boolean {
    return this.baseVersion !== null && this.state.text === this.confirmedText;
  }

  private set(patch: Partial<TJournalSyncState>): void {
    this.state = { ...this.state, ...patch };
    if (!this.disposed) this.options.onChange(this.state);
  }

  private schedule(ms: number): void {
    this.clearTimer();
    this.timer = setTimeout(() => this.flush(), ms);
  }

  private clearTimer(): void {
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
  }

  private async load(): Promise<void> {
    if (this.loading) return;
    if (!this.options.isOnline()) return this.set({ status: 'offline' });
    this.loading = true;
    try {
      this.reconcile(await this.options.server.load());
    } catch (error) {
      this.fail(error);
    } finally {
      this.loading = false;
    }
  }

  /**
   * The server's entry against what is on screen (the device's draft, or text typed before the
   * entry arrived): the same text, or text written on the stored version, goes on; text written
   * on another version is a conflict; nothing typed yet shows the stored entry.
   */
  private reconcile(stored: TJournalEntry | null): void {
    const storedVersion = stored?.version ?? 0;
    const storedText = stored?.text ?? '';
    const typed = this.options.drafts.read() !== null || this.baseVersion !== null || this.state.text !== '';
    this.set({ entryId: stored?.id ?? null });
    if (!typed || this.state.text === storedText) {
      this.accept(stored);
      return this.set({ text: storedText, status: 'saved' });
    }
    if (!stored || this.baseVersion === storedVersion) {
      // Written on what is stored (or nothing is stored any more): it goes on, on top of it.
      this.baseVersion = storedVersion;
      this.confirmedText = storedText;
      this.options.drafts.write({ text: this.state.text, baseVersion: this.baseVersion });
      return void this.send();
    }
    this.set({ status: 'conflict', conflict: stored });
  }

  /** The server holds `entry` and the screen shows it: nothing of this device's is waiting. */
  private accept(entry: TJournalEntry | null): void {
    this.baseVersion = entry?.version ?? 0;
    this.confirmedText = entry?.text ?? '';
    this.options.drafts.clear();
  }

  private async send(): Promise<void> {
    if (this.sending || this.baseVersion === null || this.state.status === 'conflict') return;
    if (this.isSynced()) {
      this.options.drafts.clear();
      return this.set({ status: 'saved' });
    }
    if (this.state.text.length > Limits.journalTextMax) return this.set({ status: 'tooLong' });
    if (!this.options.isOnline()) return this.set({ status: 'offline' });
    const text = this.state.text;
    this.sending = true;
    this.set({ status: 'saving' });
    let typedOn = false;
    try {
      const entry = await this.options.server.save(text, this.baseVersion);
      this.failures = 0;
      this.baseVersion = entry.version;
      this.confirmedText = entry.text;
      this.set({ entryId: entry.id });
      this.options.onSaved?.(entry);
      typedOn = this.state.text !== entry.text;
      if (typedOn) {
        // Typed on while it was on its way: the rest goes on the new version.
        this.options.drafts.write({ text: this.state.text, baseVersion: this.baseVersion });
      } else {
        this.options.drafts.clear();
        this.set({ status: 'saved' });
      }
    } catch (error) {
      if (isConflict(error)) this.reconcileConflict(error.data as TJournalEntry | null);
      else this.fail(error);
    } finally {
      this.sending = false;
    }
    if (typedOn) await this.send();
  }

  private reconcileConflict(stored: TJournalEntry | null): void {
    if (stored && stored.text === this.state.text) {
      this.accept(stored);
      return this.set({ entryId: stored.id, status: 'saved' });
    }
    if (!stored) {
      // Deleted elsewhere while this was being written: what is on screen starts it again.
      this.baseVersion = 0;
      this.confirmedText = '';
      this.set({ entryId: null });
      return this.schedule(0);
    }
    this.set({ status: 'conflict', conflict: stored });
  }

  /**
   * Offline, the next try is on reconnecting (flush); otherwise after a growing pause. A refusal
   * that a retry cannot mend (signed out) waits for the next change.
   */
  private fail(error: unknown): void {
    if (isFinal(error)) return this.set({ status: 'failed' });
    const offline = isNetworkError(error) || !this.options.isOnline();
    this.set({ status: offline ? 'offline' : 'retrying' });
    if (!this.options.isOnline()) return;
    const delays = this.options.retryDelaysMs;
    this.schedule(delays[Math.min(this.failures, delays.length - 1)]!);
    this.failures += 1;
  }
}

/** Both versions, the stored one first, a blank line between. */
export function joinBoth(stored: string, mine: string): string {
  if (!stored.trim()) return mine;
  if (!mine.trim()) return stored;
  return `${stored.trimEnd()}\n\n${mine.trimStart()}`;
}
