import { useMutation } from '@tanstack/react-query';
import type { TForgotPassword } from '@innerway/domain';
import { apiPost } from '../../../lib/api-client';

/** The server answers the same whether the address exists or not, so nobody can probe for accounts. */
function postForgotPassword(body: TForgotPassword): Promise<null> {
  return apiPost('/password/email', body);
}

export function useForgotPasswordMutation() {
  return useMutation({ mutationFn: postForgotPassword });
}
