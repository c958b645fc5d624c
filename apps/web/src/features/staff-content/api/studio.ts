import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TStudioCreate, TStudioItem, TStudioKind, TStudioPart, TStudioPublish } from '@innerway/domain';
import { apiGet, apiPost, apiPut } from '../../../lib/api-client';

const studioKeys = {
  all: ['staff-content'] as const,
  tree: () => [...studioKeys.all, 'tree'] as const,
  item: (kind: TStudioKind, id: number) => [...studioKeys.all, 'item', kind, id] as const,
  revisions: (kind: TStudioKind, id: number) => [...studioKeys.all, 'revisions', kind, id] as const,
  translations: () => [...studioKeys.all, 'translations'] as const,
};

const itemPath = (kind: TStudioKind, id: number) => `/staff/content/${kind}/${id}` as const;

/** The program: topics, their segments, steps and activities in order, and the resources, each with its state. */
export function useStudioTreeQuery() {
  return useQuery({ queryKey: studioKeys.tree(), queryFn: ({ signal }) => apiGet('/staff/content/tree', { signal }) });
}

/** One item: every field, what members have in each language, and each part's pending draft with its version. */
export function useStudioItemQuery(kind: TStudioKind, id: number, enabled = true) {
  return useQuery({ queryKey: studioKeys.item(kind, id), queryFn: ({ signal }) => apiGet(itemPath(kind, id), { signal }), enabled });
}

/** An item as the screen last read it, read now if it has not been. */
export function useEnsureStudioItem() {
  const queryClient = useQueryClient();
  return (kind: TStudioKind, id: number) => queryClient.ensureQueryData({ queryKey: studioKeys.item(kind, id), queryFn: () => apiGet(itemPath(kind, id)) });
}

export function useStudioRevisionsQuery(kind: TStudioKind, id: number) {
  return useQuery({ queryKey: studioKeys.revisions(kind, id), queryFn: ({ signal }) => apiGet(`${itemPath(kind, id)}/revisions`, { signal }) });
}

export function useTranslationGapsQuery() {
  return useQuery({ queryKey: studioKeys.translations(), queryFn: ({ signal }) => apiGet('/staff/content/translations', { signal }) });
}

/**
 * After a change to an item: the item as the server replied it, and what lists it (the tree, the
 * translation view) read again.
 */
function useKeepItem() {
  const queryClient = useQueryClient();
  return (item: TStudioItem) => {
    queryClient.setQueryData(studioKeys.item(item.kind, item.id), item);
    void queryClient.invalidateQueries({ queryKey: studioKeys.tree() });
    void queryClient.invalidateQueries({ queryKey: studioKeys.translations() });
  };
}

export interface TDraftSave {
  kind: TStudioKind;
  id: number;
  part: TStudioPart;
  baseVersion: number;
  values: Record<string, unknown>;
}

/** Reads an item and saves one part's draft (the reorder, archive and restore of the tree). */
async function saveDraft({ kind, id, part, baseVersion, values }: TDraftSave): Promise<TStudioItem> {
  return apiPut(`${itemPath(kind, id)}/drafts/${part}`, { base_version: baseVersion, values });
}

/** Saves one part of an item as a draft: the other parts, and members, are untouched. */
export function useSaveDraftMutation() {
  const keep = useKeepItem();
  return useMutation({ mutationFn: saveDraft, onSuccess: keep });
}

export function useDiscardDraftMutation() {
  const keep = useKeepItem();
  return useMutation({
    mutationFn: ({ kind, id, part, baseVersion }: Omit<TDraftSave, 'values'>) =>
      apiPost(`${itemPath(kind, id)}/drafts/${part}/discard`, { base_version: baseVersion }),
    onSuccess: keep,
  });
}

export function useCreateItemMutation() {
  const keep = useKeepItem();
  return useMutation({ mutationFn: (body: TStudioCreate) => apiPost('/staff/content/items', body), onSuccess: keep });
}

/** Publishes the chosen drafts at once; everything the studio shows may have changed. */
export function usePublishMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TStudioPublish) => apiPost('/staff/content/publish', body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: studioKeys.all }),
  });
}

export function useRestoreRevisionMutation(kind: TStudioKind, id: number) {
  const keep = useKeepItem();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ number, baseVersions, note }: { number: number; baseVersions: Record<TStudioPart, number>; note?: string }) =>
      apiPost(`${itemPath(kind, id)}/revisions/${number}/restore`, { base_versions: baseVersions, ...(note ? { note } : {}) }),
    onSuccess: (item) => {
      keep(item);
      void queryClient.invalidateQueries({ queryKey: studioKeys.revisions(kind, id) });
    },
  });
}

/**
 * Changes one part of several items in turn (a new order, an archive), each from what it holds
 * now: its pending draft, else what members have. A stale version stops there and says so.
 */
export function useChangeFieldsMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (changes: readonly { kind: TStudioKind; id: number; change: Record<string, unknown> }[]) => {
      for (const { kind, id, change } of changes) {
        const item = await queryClient.fetchQuery({ queryKey: studioKeys.item(kind, id), queryFn: () => apiGet(itemPath(kind, id)), staleTime: 0 });
        const draft = item.drafts.fields;
        const values = { ...(draft.values ?? item.published.fields), ...change };
        queryClient.setQueryData(studioKeys.item(kind, id), await saveDraft({ kind, id, part: 'fields', baseVersion: draft.version, values }));
      }
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: studioKeys.tree() }),
  });
}
