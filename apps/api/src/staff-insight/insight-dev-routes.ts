import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZInsightRefreshed } from '@innerway/domain';
import { ok } from '../http/envelope.ts';
import { replies } from '../http/reply-schemas.ts';
import { refreshInsight } from './refresh-insight.ts';

/**
 * Brings the insight rollups up to date now, rather than at the job's next run: for the local
 * demo and the browser journeys. Registered in `local` only, beside the outbox page.
 */
export const insightDevRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/dev/insight/refresh',
    {
      schema: {
        tags: ['dev'],
        summary: 'Refresh the insight rollups now (local only)',
        description: 'Registered in `local` only (404 elsewhere).',
        response: replies(ZInsightRefreshed),
      },
    },
    async () => ok({ members: (await refreshInsight(app.db, new Date())).members }),
  );
};
