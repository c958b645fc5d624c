import { useMutation } from '@tanstack/react-query';
import { AnalyticsEvent, AuthMethod, type TLogin, type TSession } from '@innerway/domain';
import { track } from '../../analytics';
import { apiPost } from '../../../lib/api-client';
import { useSetSessionUser } from '../../session';

function postLogin(body: TLogin): Promise<TSession> {
  return apiPost('/auth/login', body);
}

export function useLoginMutation() {
  const setSessionUser = useSetSessionUser();
  return useMutation({
    mutationFn: postLogin,
    onSuccess: ({ user }) => {
      setSessionUser(user);
      track(AnalyticsEvent.Login, { method: AuthMethod.Email });
    },
  });
}
