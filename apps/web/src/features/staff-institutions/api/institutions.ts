import { keepPreviousData, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TInstitutionSave, TStaffInstitutionDetail } from '@innerway/domain';
import { apiGet, apiPost, apiPut } from '../../../lib/api-client';

const institutionKeys = {
  all: ['staff-institutions'] as const,
  list: () => [...institutionKeys.all, 'list'] as const,
  detail: (id: number) => [...institutionKeys.all, id] as const,
  members: (id: number) => [...institutionKeys.all, id, 'members'] as const,
};

/** Every institution (GET /staff/institutions). */
export function useInstitutionsQuery() {
  return useQuery({ queryKey: institutionKeys.list(), queryFn: ({ signal }) => apiGet('/staff/institutions', { signal }) });
}

/** One institution with its codes, managers and open invitations. */
export function useInstitutionQuery(id: number) {
  return useQuery({ queryKey: institutionKeys.detail(id), queryFn: ({ signal }) => apiGet(`/staff/institutions/${id}`, { signal }) });
}

/** Its members, a page at a time ("Show more"). */
export function useInstitutionMembersQuery(id: number) {
  return useInfiniteQuery({
    queryKey: institutionKeys.members(id),
    queryFn: ({ signal, pageParam }) =>
      pageParam === null
        ? apiGet(`/staff/institutions/${id}/members`, { signal })
        : apiGet(`/staff/institutions/${id}/members?cursor=${pageParam}`, { signal }),
    initialPageParam: null as number | null,
    getNextPageParam: (page) => page.next_cursor,
    placeholderData: keepPreviousData,
  });
}

/** After a change: the detail as the server replied it, and the list (seats, names) read again. */
function useDetailReply() {
  const queryClient = useQueryClient();
  return (detail: TStaffInstitutionDetail) => {
    queryClient.setQueryData(institutionKeys.detail(detail.institution.id), detail);
    void queryClient.invalidateQueries({ queryKey: institutionKeys.list() });
  };
}

export function useCreateInstitutionMutation() {
  const keep = useDetailReply();
  return useMutation({ mutationFn: (body: TInstitutionSave) => apiPost('/staff/institutions', body), onSuccess: keep });
}

export function useUpdateInstitutionMutation(id: number) {
  const keep = useDetailReply();
  return useMutation({
    mutationFn: (body: TInstitutionSave & { reason?: string }) => apiPut(`/staff/institutions/${id}`, body),
    onSuccess: keep,
  });
}

/** Codes and managers change the detail: it is read again before the change counts as done. */
function useDetailChange<TVariables, TReply>(id: number, call: (variables: TVariables) => Promise<TReply>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: institutionKeys.detail(id) });
      void queryClient.invalidateQueries({ queryKey: institutionKeys.list() });
    },
  });
}

export const useCreateCodeMutation = (id: number) =>
  useDetailChange(id, (body: { max_redemptions: number; ends_at: string }) => apiPost(`/staff/institutions/${id}/codes`, body));

export const useDeactivateCodeMutation = (id: number) =>
  useDetailChange(id, ({ codeId, reason }: { codeId: number; reason: string }) =>
    apiPost(`/staff/institutions/${id}/codes/${codeId}/deactivate`, { reason }),
  );

export const useReactivateCodeMutation = (id: number) =>
  useDetailChange(id, ({ codeId, reason }: { codeId: number; reason: string }) =>
    apiPost(`/staff/institutions/${id}/codes/${codeId}/reactivate`, { reason }),
  );

export const useRemoveManagerMutation = (id: number) =>
  useDetailChange(id, ({ userId, reason }: { userId: number; reason: string }) =>
    apiPost(`/staff/institutions/${id}/managers/${userId}/remove`, { reason }),
  );

export const useCancelInviteMutation = (id: number) =>
  useDetailChange(id, ({ inviteId, reason }: { inviteId: number; reason: string }) =>
    apiPost(`/staff/institutions/${id}/invites/${inviteId}/cancel`, { reason }),
  );

export const useInviteManagerMutation = (id: number) =>
  useDetailChange(id, (body: { email: string; reason: string }) => apiPost(`/staff/institutions/${id}/managers`, body));
