import { useMutation } from '@tanstack/react-query';
import type { TUser, TUserUpdate } from '@innerway/domain';
import { apiPut } from '../../../lib/api-client';
import { useSetSessionUser } from '../../session';

function putUser(id: number, body: TUserUpdate): Promise<TUser> {
  return apiPut(`/users/${id}`, body);
}

export function useUpdateUserMutation(id: number) {
  const setSessionUser = useSetSessionUser();
  return useMutation({
    mutationFn: (body: TUserUpdate) => putUser(id, body),
    onSuccess: (user) => setSessionUser(user),
  });
}
