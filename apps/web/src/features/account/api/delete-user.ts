import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiDelete } from '../../../lib/api-client';
import { forgetUserData } from '../../auth';

function deleteUser(id: number): Promise<null> {
  return apiDelete(`/users/${id}`);
}

export function useDeleteUserMutation(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => deleteUser(id),
    onSuccess: () => forgetUserData(queryClient),
  });
}
