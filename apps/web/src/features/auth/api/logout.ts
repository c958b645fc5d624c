import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { forgetUserData } from '../lib/forget-user-data';

function getLogout(): Promise<null> {
  return apiGet('/auth/logout');
}

export function useLogoutMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: getLogout,
    onSuccess: () => forgetUserData(queryClient),
  });
}
