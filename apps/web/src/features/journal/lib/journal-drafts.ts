/**
 * What was typed in a journal entry and not yet confirmed by the server, kept on the device
 * (localStorage) until it is: through a reload, a lost connection or a closed tab. Per member and
 * activity, so that another member signing in on the device never sees it.
 */
export interface TJournalDraft {
  text: string;
  /** The server's version the text was written on: 0 for none, null when it was not known (typed offline before the entry loaded). */
  baseVersion: number | null;
}

export interface TDraftStore {
  read(): TJournalDraft | null;
  write(draft: TJournalDraft): void;
  clear(): void;
}

const storageKey = (userId: number, exerciseId: number) => `innerway.journal.${userId}.${exerciseId}`;

function isDraft(value: unknown): value is TJournalDraft {
  if (typeof value !== 'object' || value === null) return false;
  const { text, baseVersion } = value as Record<string, unknown>;
  return typeof text === 'string' && (baseVersion === null || (typeof baseVersion === 'number' && Number.isInteger(baseVersion) && baseVersion >= 0));
}

/** The device's draft of one entry. Storage that refuses (full, private mode) keeps the text in memory only. */
export function localDraftStore(userId: number, exerciseId: number, storage: Storage | undefined = globalThis.localStorage): TDraftStore {
  const key = storageKey(userId, exerciseId);
  return {
    read() {
      try {
        const value: unknown = JSON.parse(storage?.getItem(key) ?? 'null');
        return isDraft(value) ? value : null;
      } catch {
        return null;
      }
    },
    write(draft) {
      try {
        storage?.setItem(key, JSON.stringify(draft));
      } catch {
        // Nothing more can be done on this device; the text is still on screen and being sent.
      }
    },
    clear() {
      try {
        storage?.removeItem(key);
      } catch {
        // As above.
      }
    },
  };
}
