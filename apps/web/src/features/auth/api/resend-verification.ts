import { useMutation } from '@tanstack/react-query';
import type { TResendVerification } from '@innerway/domain';
import { apiGet } from '../../../lib/api-client';
import { useRefreshSession } from '../../session';

function getResendVerification(): Promise<TResendVerification> {
  return apiGet('/email/resend');
}

export function useResendVerificationMutation() {
  const refreshSession = useRefreshSession();
  return useMutation({
    mutationFn: getResendVerification,
    // Verified in another tab or device: pick up the new state so the prompt can go away.
    onSuccess: async ({ already_verified }) => {
      if (already_verified) await refreshSession();
    },
  });
}
