import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';
import { auditEventsKey } from './audit-events-query';
import { memberActionPath, type TMemberActionKind } from '../lib/member-action-kinds';

/** The member page's reply (GET /staff/people/:id), read again after every action. */
const staffPersonKey = (memberId: number) => ['staff', 'people', memberId] as const;

/**
 * One staff action on a member, with its reason. The member page is read again before the call
 * counts as done, so the success message appears beside the member's new state. A deleted member
 * has no page to read again (it would answer 404): the searches that listed them are, and
 * `onDone` leads away from the page.
 */
export function useMemberActionMutation(memberId: number, onDone?: (kind: TMemberActionKind) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ kind, reason }: { kind: TMemberActionKind; reason: string }) =>
      apiPost(memberActionPath[kind](memberId), { reason }),
    onSuccess: async (_reply, { kind }) => {
      void queryClient.invalidateQueries({ queryKey: auditEventsKey });
      if (kind === 'delete') {
        void queryClient.invalidateQueries({ queryKey: ['staff', 'people'], predicate: ({ queryKey }) => queryKey[2] !== memberId });
      } else {
        await queryClient.invalidateQueries({ queryKey: staffPersonKey(memberId) });
      }
      onDone?.(kind);
    },
  });
}
