import { useMutation } from '@tanstack/react-query';
import { AnalyticsEvent, AuthMethod, type TRegister, type TSession } from '@innerway/domain';
import { track } from '../../analytics';
import { apiPost } from '../../../lib/api-client';
import { useSetSessionUser } from '../../session';

/** Read by the dashboard: a new account is offered the introduction tutorial once. */
export const firstTimeStorageKey = 'innerway_first_time';

function postRegister(body: TRegister): Promise<TSession> {
  return apiPost('/users/register', body);
}

export function useRegisterMutation() {
  const setSessionUser = useSetSessionUser();
  return useMutation({
    mutationFn: postRegister,
    onSuccess: ({ user }) => {
      try {
        window.localStorage.setItem(firstTimeStorageKey, '1');
      } catch {
        // Without storage the tutorial is simply not offered automatically.
      }
      setSessionUser(user);
      track(AnalyticsEvent.SignUp, { method: AuthMethod.Email });
    },
  });
}
