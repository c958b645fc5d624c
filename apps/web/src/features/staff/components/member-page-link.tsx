import type { ReactNode } from 'react';
import { StaffArea } from '@innerway/domain';
import { TextLink } from '../../../components/ui';
import { useStaffMe } from '../api/staff-me';

/**
 * A person named on a staff screen: a link to their member page for a viewer whose roles open the
 * people area (support, admin), plain text for anyone else, who would only meet a not-found there.
 */
export function MemberPageLink({ userId, children }: { userId: number; children: ReactNode }) {
  const me = useStaffMe();
  if (!me.data?.areas.includes(StaffArea.People)) return <>{children}</>;
  return <TextLink to={`/studio/people/${userId}`}>{children}</TextLink>;
}
