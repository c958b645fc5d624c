import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TDataExport } from '@innerway/domain';
import { apiGet, apiPost, errorStatus } from '../../../lib/api-client';

const dataExportKeys = {
  user: (userId: number) => ['data-export', userId] as const,
};

/** How often the section asks again while the export is prepared: it takes seconds, not minutes. */
export const preparingPollMs = 2_000;

/** The member's latest export (GET /users/:id/data_export), read again every few seconds while it is being prepared. */
export function useDataExportQuery(userId: number) {
  return useQuery({
    queryKey: dataExportKeys.user(userId),
    queryFn: ({ signal }) => apiGet(`/users/${userId}/data_export`, { signal }),
    refetchInterval: (query) => (query.state.data?.state === 'preparing' ? preparingPollMs : false),
  });
}

/** Asks for a new export (POST /users/:id/data_export); its reply is the export, `preparing`. */
export function useRequestDataExportMutation(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (): Promise<TDataExport> => apiPost(`/users/${userId}/data_export`, {}),
    onSuccess: (started) => queryClient.setQueryData(dataExportKeys.user(userId), started),
    // One is being prepared already (another tab, another device): show that one.
    onError: (error) => {
      if (errorStatus(error) === 409) void queryClient.invalidateQueries({ queryKey: dataExportKeys.user(userId) });
    },
  });
}
