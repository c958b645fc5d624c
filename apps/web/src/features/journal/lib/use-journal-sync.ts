import { useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { TJournalEntry } from '@innerway/domain';
import { connectivity } from '../../../platform/connectivity';
import { getJournalEntry, journalKeys, putJournalEntry, putJournalEntryOnLeaving } from '../api/journal-api';
import { localDraftStore } from './journal-drafts';
import { JournalSync, type TConflictChoice, type TJournalSyncState } from './journal-sync';

const initial: TJournalSyncState = { text: '', status: 'loading', conflict: null, entryId: null };

/**
 * One activity's journal entry for the signed-in member, kept in step with the device and the
 * server (JournalSync): sent after a pause in typing, when the page is hidden, on reconnecting,
 * and with keepalive when the page goes away.
 */
export function useJournalSync(userId: number, exerciseId: number) {
  const queryClient = useQueryClient();
  const [state, setState] = useState(initial);
  const syncRef = useRef<JournalSync | null>(null);

  useEffect(() => {
    let online = navigator.onLine;
    const sync = new JournalSync({
      server: {
        load: () => getJournalEntry(exerciseId),
        save: (text, version) => putJournalEntry(exerciseId, text, version),
        saveOnLeaving: (text, version) => putJournalEntryOnLeaving(exerciseId, text, version),
      },
      drafts: localDraftStore(userId, exerciseId),
      onChange: setState,
      onSaved: (saved) => {
        // My journal shows the saved text at once; its order and dates follow on its next read.
        queryClient.setQueryData<TJournalEntry[]>(journalKeys.entries(), (entries) =>
          entries?.some((each) => each.id === saved.id) ? entries.map((each) => (each.id === saved.id ? saved : each)) : entries,
        );
        void queryClient.invalidateQueries({ queryKey: journalKeys.all, refetchType: 'none' });
      },
      isOnline: () => online,
    });
    syncRef.current = sync;
    sync.start();

    const unsubscribe = connectivity().subscribe((next) => {
      online = next;
      if (next) sync.flush();
    });
    const hidden = () => {
      if (document.visibilityState === 'hidden') sync.flush();
    };
    const leaving = () => sync.leave();
    document.addEventListener('visibilitychange', hidden);
    window.addEventListener('pagehide', leaving);
    return () => {
      unsubscribe();
      document.removeEventListener('visibilitychange', hidden);
      window.removeEventListener('pagehide', leaving);
      syncRef.current = null;
      sync.dispose();
    };
  }, [userId, exerciseId, queryClient]);

  return {
    ...state,
    edit: (text: string) => syncRef.current?.edit(text),
    resolve: (choice: TConflictChoice) => syncRef.current?.resolve(choice),
  };
}
