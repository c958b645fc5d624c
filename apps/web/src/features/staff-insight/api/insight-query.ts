import { useQuery } from '@tanstack/react-query';
import type { TStaffInsight } from '@innerway/domain';
import { apiGet } from '../../../lib/api-client';
import type { TDateRange } from '../lib/date-range';

function getInsight(range: TDateRange, timeZone: string): Promise<TStaffInsight> {
  const query = new URLSearchParams({ from: range.from, to: range.to, time_zone: timeZone });
  return apiGet(`/staff/insight?${query.toString()}`);
}

/** The admin's figures for a range of the viewer's days; the rollups behind them change every few minutes at most. */
export function useInsightQuery(range: TDateRange, timeZone: string) {
  return useQuery({
    queryKey: ['staff-insight', range.from, range.to, timeZone],
    queryFn: () => getInsight(range, timeZone),
    staleTime: 60_000,
  });
}
