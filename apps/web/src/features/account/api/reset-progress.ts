import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { sessionQueryKey } from '../../session';

function getResetProgress(id: number): Promise<null> {
  return apiGet(`/users/${id}/reset_progress`);
}

export function useResetProgressMutation(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => getResetProgress(id),
    // Every cached topic, progress and resource now shows stale completion.
    onSuccess: () => queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== sessionQueryKey[0] }),
  });
}
