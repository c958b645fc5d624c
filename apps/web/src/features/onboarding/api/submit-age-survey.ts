import { useMutation } from '@tanstack/react-query';
import type { TAgeSurveyCreate } from '@innerway/domain';
import { apiPost } from '../../../lib/api-client';
import { useSetSessionUser } from '../../session';

/**
 * POST /age_surveys with the answer and the person's `institution_code_id` (from their user
 * reply, null when they have none); the reply's user says COMPLETED.
 */
export function useSubmitAgeSurvey() {
  const setSessionUser = useSetSessionUser();
  return useMutation({
    mutationFn: (answer: TAgeSurveyCreate) => apiPost('/age_surveys', answer),
    onSuccess: ({ user }) => setSessionUser(user),
  });
}
