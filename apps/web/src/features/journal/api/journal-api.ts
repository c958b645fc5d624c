import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TJournalEntry } from '@innerway/domain';
import { addSessionHeader, apiBasePath, apiCredentials, apiDelete, apiGet, apiPut, clientInfoHeader } from '../../../lib/api-client';

export const journalKeys = {
  all: ['journal'] as const,
  entries: () => [...journalKeys.all, 'entries'] as const,
};

export function getJournalEntry(exerciseId: number): Promise<TJournalEntry | null> {
  return apiGet(`/exercises/${exerciseId}/journal`);
}

export function putJournalEntry(exerciseId: number, text: string, version: number): Promise<TJournalEntry> {
  return apiPut(`/exercises/${exerciseId}/journal`, { text, version });
}

/**
 * The same save, sent so that it outlives the page (pagehide): the browser finishes it after the
 * tab is gone. Nothing hears the answer; the device keeps its draft until a later visit sees
 * the server holding that text.
 */
export function putJournalEntryOnLeaving(exerciseId: number, text: string, version: number): void {
  const headers = new Headers({ 'Content-Type': 'application/json', Accept: 'application/json', 'X-Client-Info': clientInfoHeader() });
  addSessionHeader(headers);
  void fetch(`${apiBasePath}/exercises/${exerciseId}/journal`, {
    method: 'PUT',
    keepalive: true,
    credentials: apiCredentials,
    headers,
    body: JSON.stringify({ text, version }),
  }).catch(() => undefined);
}

/** Every entry of the signed-in member, the latest written first. */
export function useJournalEntriesQuery() {
  return useQuery({ queryKey: journalKeys.entries(), queryFn: () => apiGet('/journal_entries') });
}

export function useDeleteJournalEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (entry: TJournalEntry) => apiDelete(`/journal_entries/${entry.id}`),
    onSuccess: (_reply, entry) => {
      queryClient.setQueryData<TJournalEntry[]>(journalKeys.entries(), (entries) => entries?.filter((each) => each.id !== entry.id));
      void queryClient.invalidateQueries({ queryKey: journalKeys.all });
    },
  });
}
