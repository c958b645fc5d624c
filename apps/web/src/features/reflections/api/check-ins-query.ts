import { useQuery } from '@tanstack/react-query';
import type { TUserAssessment } from '@innerway/domain';
import { apiGet } from '../../../lib/api-client';
import { contentKeys } from '../../content';

/**
 * Under the content family: a check-in is progress, so submitting one or an admin's reset
 * (both invalidate the family) refreshes this list with the topics.
 */
const checkInsKey = [...contentKeys.all, 'check_ins'] as const;

function getCheckIns(): Promise<TUserAssessment[]> {
  return apiGet('/user_assessments');
}

/** The signed-in member's own check-ins, by topic and oldest first. */
export function useCheckInsQuery(enabled = true) {
  return useQuery({ queryKey: checkInsKey, queryFn: getCheckIns, enabled });
}
