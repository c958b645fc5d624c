import { useQuery } from '@tanstack/react-query';
import type { TMindfulWeek } from '@innerway/domain';
import { apiGet } from '../../../lib/api-client';

/** The device's IANA time zone: the member's week is theirs, wherever they are this week. */
const deviceTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

function getMindfulWeek(timeZone: string): Promise<TMindfulWeek> {
  return apiGet(`/mindful_minutes?time_zone=${encodeURIComponent(timeZone)}`);
}

/**
 * This week's mindful minutes. Its own small read, not in the page with the dashboard's first
 * replies: it depends on the device's time zone, which the page request does not carry, and it
 * is not part of the first paint (its card keeps its place while it loads).
 */
export function useMindfulWeekQuery() {
  const timeZone = deviceTimeZone();
  return useQuery({ queryKey: ['mindful-minutes', 'week', timeZone], queryFn: () => getMindfulWeek(timeZone) });
}
