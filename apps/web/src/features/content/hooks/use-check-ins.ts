import { useQuery } from '@tanstack/react-query';
import type { TUserAssessment } from '@innerway/domain';
import { apiGet } from '../../../lib/api-client';
import { contentKeys } from '../api/content-keys';
import { checkInOffer, type TCheckInOffer } from '../lib/check-ins';

// Not in ../api: that folder loads with the learning screens, and only the assessment and the
// progress screen's reflections (both loaded later, on their own) ask for check-ins.

/**
 * Under the content family: a check-in is progress, so submitting one or an admin's reset (both
 * invalidate the family) refreshes this list with the topics.
 */
const checkInsKey = [...contentKeys.all, 'check_ins'] as const;

function getCheckIns(): Promise<TUserAssessment[]> {
  return apiGet('/user_assessments');
}

/** The signed-in member's own check-ins, by topic and oldest first. */
export function useCheckInsQuery(enabled = true) {
  return useQuery({ queryKey: checkInsKey, queryFn: getCheckIns, enabled });
}

/**
 * Whether a topic whose assessment is done offers another check-in now. Null while the check-ins
 * are unknown (loading, or failed: the server still holds to the interval when one is sent).
 */
export function useTopicCheckInOffer(topicId: number, enabled: boolean): TCheckInOffer | null {
  const checkIns = useCheckInsQuery(enabled);
  if (!enabled || !checkIns.data) return null;
  return checkInOffer(
    checkIns.data.filter((checkIn) => checkIn.module_id === topicId),
    false,
    new Date(),
  );
}
