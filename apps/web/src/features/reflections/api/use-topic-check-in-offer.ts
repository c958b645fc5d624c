import type { TCheckInOffer } from '../lib/reflections';
import { checkInOffer } from '../lib/reflections';
import { useCheckInsQuery } from './check-ins-query';

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
