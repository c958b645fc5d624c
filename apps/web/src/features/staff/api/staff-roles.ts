import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TStaffPeople, TStaffRoleChange } from '@innerway/domain';
import { apiGet, apiPost } from '../../../lib/api-client';

const rolesKey = ['staff', 'roles'] as const;

/** GET /staff/roles (admins): who holds which role, and the institutions a manager may be given. */
export function useStaffRolesQuery() {
  return useQuery({
    queryKey: rolesKey,
    queryFn: ({ signal }): Promise<TStaffPeople> => apiGet('/staff/roles', { signal }),
  });
}

/** POST /staff/roles or /staff/roles/revoke; the reply is the list as it now stands. */
export function useChangeRoleMutation(change: 'grant' | 'revoke') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TStaffRoleChange): Promise<TStaffPeople> =>
      change === 'grant' ? apiPost('/staff/roles', body) : apiPost('/staff/roles/revoke', body),
    onSuccess: (people) => {
      queryClient.setQueryData(rolesKey, people);
      // The caller's own areas may have changed with the list.
      void queryClient.invalidateQueries({ queryKey: ['staff', 'me'] });
    },
  });
}
