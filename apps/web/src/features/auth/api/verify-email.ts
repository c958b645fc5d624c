import { useMutation } from '@tanstack/react-query';
import type { TSession } from '@innerway/domain';
import { apiGet } from '../../../lib/api-client';
import { useSetSessionUser } from '../../session';

function getVerifyEmail(verificationId: string): Promise<TSession> {
  return apiGet(`/email/verify/${encodeURIComponent(verificationId)}`);
}

/** A mutation, not a query: the link is single-use, so it must never be refetched or retried. */
export function useVerifyEmailMutation() {
  const setSessionUser = useSetSessionUser();
  return useMutation({
    mutationFn: getVerifyEmail,
    onSuccess: ({ user }) => setSessionUser(user),
  });
}
