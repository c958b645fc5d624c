import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZErrorEnvelope, ZHealth } from '@innerway/domain';
import { failure, ok } from '../http/envelope.ts';
import { replies } from '../http/reply-schemas.ts';
import { checkHealth } from './check-health.ts';

/** An unhealthy service answers 503 with the same report as its data. */
const ZUnhealthyReply = ZErrorEnvelope.extend({ data: ZHealth }).meta({ id: 'UnhealthyReply' });

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      schema: {
        tags: ['platform'],
        summary: 'Per-service health, with the version and build',
        description:
          '200 when healthy, 503 with the same report otherwise.',
        response: { ...replies(ZHealth), 503: ZUnhealthyReply },
      },
    },
    async (_request, reply) => {
      const health = await checkHealth(app.pool, app.config.appEnv);
      if (health.healthy) return ok(health);
      return reply.status(503).send(failure('server.unhealthy', health));
    },
  );
};
