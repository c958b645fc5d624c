import { useMutation } from '@tanstack/react-query';
import type { TResetPassword, TSession } from '@innerway/domain';
import { apiPost } from '../../../lib/api-client';
import { useSetSessionUser } from '../../session';

function postResetPassword(body: TResetPassword): Promise<TSession> {
  return apiPost('/password/reset', body);
}

export function useResetPasswordMutation() {
  const setSessionUser = useSetSessionUser();
  return useMutation({
    mutationFn: postResetPassword,
    onSuccess: ({ user }) => setSessionUser(user),
  });
}
