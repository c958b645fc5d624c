import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { StaffArea, ZStaffInsight, ZStaffInsightQuery } from '@innerway/domain';
import { ok } from '../http/envelope.ts';
import { replies } from '../http/reply-schemas.ts';
import { requireStaffArea } from '../staff/staff-access.ts';
import { insightRange, readInsight } from './read-insight.ts';

export const insightRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/staff/insight',
    {
      schema: {
        tags: ['staff'],
        summary: 'Admin: sign-ups, access, activity, topics and meditations per local day',
        description:
          'Admin only (401 signed out, 403 disabled or without the insight area, before the query is read). ' +
          'The local days `from` to `to` (both included; the last 30 by default) in `time_zone` (IANA, UTC by default); ' +
          '400 for a backwards range or one over 366 days. Read from the rollups the job queue keeps (every 10 minutes), ' +
          'never from the raw tables: `refreshed_at` says how current they are.',
        querystring: ZStaffInsightQuery,
        response: replies(ZStaffInsight),
      },
      onRequest: async (request) => {
        await requireStaffArea(request, StaffArea.Insight);
      },
    },
    async (request) => ok(await readInsight(app.db, insightRange(request.query))),
  );
};
