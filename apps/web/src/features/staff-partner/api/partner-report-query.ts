import { useQuery } from '@tanstack/react-query';
import { apiBasePath, apiGet } from '../../../lib/api-client';

const partnerKeys = {
  institutions: ['staff-partner', 'institutions'] as const,
  report: (institutionId: number) => ['staff-partner', 'report', institutionId] as const,
};

/** The institutions whose report the caller may read (GET /staff/partner/institutions). */
export function useReportInstitutionsQuery() {
  return useQuery({
    queryKey: partnerKeys.institutions,
    queryFn: ({ signal }) => apiGet('/staff/partner/institutions', { signal }),
  });
}

/** One institution's aggregate report (GET /staff/institutions/:id/report). */
export function usePartnerReportQuery(institutionId: number) {
  return useQuery({
    queryKey: partnerKeys.report(institutionId),
    queryFn: ({ signal }) => apiGet(`/staff/institutions/${institutionId}/report`, { signal }),
  });
}

/** Where the website downloads the report as CSV: a plain link, so the browser sends the session cookie. */
export const reportCsvPath = (institutionId: number) => `${apiBasePath}/staff/institutions/${institutionId}/report.csv`;
