import { useMutation } from '@tanstack/react-query';
import type { TAgeGroup } from '@innerway/domain';
import { apiPost } from '../../../lib/api-client';
import { useSetSessionUser } from '../../session';

/**
 * POST /age_surveys. The server files the answer under the code the person joined their
 * institution with, so no code id is sent; the reply's user says COMPLETED.
 */
export function useSubmitAgeSurvey() {
  const setSessionUser = useSetSessionUser();
  return useMutation({
    mutationFn: (response: TAgeGroup) => apiPost('/age_surveys', { response }),
    onSuccess: ({ user }) => setSessionUser(user),
  });
}
