import { useMutation } from '@tanstack/react-query';
import type { TUser } from '@innerway/domain';
import { apiPut } from '../../../lib/api-client';
import { useAccessGranted } from '../lib/use-access-granted';

/**
 * The prompt's code entry. The server tells the kinds of code apart (decision 004): an
 * institution's code links the institution, a gift card's redeems the card; both grant full access.
 */
function putAccessCode(userId: number, code: string): Promise<TUser> {
  return apiPut(`/users/${userId}`, { institution_code: code });
}

export function useEnterCodeMutation(userId: number) {
  const accessGranted = useAccessGranted();
  return useMutation({
    mutationFn: (code: string) => putAccessCode(userId, code),
    onSuccess: accessGranted,
  });
}
