import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { StaffArea, ZErrorEnvelope, ZPartnerInstitutions, ZPartnerReport, ZPartnerReportParams } from '@innerway/domain';
import { ok } from '../http/envelope.ts';
import { replies } from '../http/reply-schemas.ts';
import { requireInstitutionReader, requireStaffArea } from '../staff/staff-access.ts';
import { listReportInstitutions } from './list-report-institutions.ts';
import { partnerReportCsv } from './partner-report-csv.ts';
import { readPartnerReport } from './read-partner-report.ts';

const WhoMayRead =
  'Admins, for any institution; an institution manager, for their own (403 for any other, whether it exists or not); anyone else 403 (401 signed out, 403 disabled).';
const Suppression =
  'Aggregates only, never a person: every figure that covers fewer than 10 members is suppressed (null), and so is any figure that would give a suppressed one back by subtraction (docs/decisions/031-partner-report-k-anonymity.md). Figures come from the rollup the job queue refreshes every minute.';

export const staffPartnerRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/staff/partner/institutions',
    {
      schema: {
        tags: ['staff'],
        summary: 'The institutions whose partner report the caller may read, by name',
        description: 'Admins: every institution; an institution manager: those they manage. Anyone else 403 (401 signed out, 403 disabled).',
        response: replies(ZPartnerInstitutions),
      },
    },
    async (request) => {
      const caller = await requireStaffArea(request, StaffArea.Partner);
      return ok(await listReportInstitutions(app.db, caller));
    },
  );

  app.get(
    '/staff/institutions/:id/report',
    {
      schema: {
        tags: ['staff'],
        summary: "One institution's aggregate report: members joined and active per week, topics, activities, ratings, age groups",
        description: `${WhoMayRead} 404 for an unknown institution (admins only). ${Suppression}`,
        params: ZPartnerReportParams,
        response: replies(ZPartnerReport),
      },
    },
    async (request) => {
      await requireInstitutionReader(request, request.params.id);
      return ok(await readPartnerReport(app.db, request.params.id, new Date()));
    },
  );

  app.get(
    '/staff/institutions/:id/report.csv',
    {
      schema: {
        tags: ['staff'],
        summary: 'The same report as CSV (`section,item,figure,value`), suppressed figures written as `<10`',
        description: `${WhoMayRead} ${Suppression} \`Content-Disposition: attachment\`.`,
        params: ZPartnerReportParams,
        response: {
          200: { description: 'The report, one figure a line', content: { 'text/csv': { schema: z.string() } } },
          '4xx': ZErrorEnvelope,
          '5xx': ZErrorEnvelope,
        },
      },
    },
    async (request, reply) => {
      await requireInstitutionReader(request, request.params.id);
      const now = new Date();
      const report = await readPartnerReport(app.db, request.params.id, now);
      const day = now.toISOString().slice(0, 10);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="innerway-institution-${report.institution.id}-${day}.csv"`)
        .send(partnerReportCsv(report));
    },
  );
};
