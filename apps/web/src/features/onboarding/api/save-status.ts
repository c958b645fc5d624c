import { useMutation } from '@tanstack/react-query';
import type { TUserUpdate } from '@innerway/domain';
import { apiPut } from '../../../lib/api-client';
import { useSetSessionUser } from '../../session';

type TStatusUpdate = Pick<TUserUpdate, 'tutorial_offer_status' | 'age_survey_status'>;

/**
 * Saves where the person is with the tutorial offer or the age survey (PUT /users/:id), on the
 * server so that it follows them to every device. The popup has closed by then: a failure is
 * only logged, and the worst it does is offer the popup again on the next visit.
 */
export function useSaveOnboardingStatus(userId: number) {
  const setSessionUser = useSetSessionUser();
  const { mutate } = useMutation({
    mutationFn: (body: TStatusUpdate) => apiPut(`/users/${userId}`, body),
    onSuccess: (user) => setSessionUser(user),
    onError: (error) => console.warn('The onboarding status could not be saved.', error),
  });
  return mutate;
}
