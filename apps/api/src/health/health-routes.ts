import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { failure, ok } from '../http/envelope.ts';
import { checkHealth } from './check-health.ts';

const ZHealth = z.object({
  healthy: z.boolean(),
  version: z.string(),
  build: z.number(),
  environment: z.string(),
  services: z.record(z.string(), z.object({ healthy: z.boolean(), message: z.string().optional() })),
});

const ZHealthReply = z.object({ success: z.boolean(), data: ZHealth, error: z.string().nullable() });

export const healthRoutes: FastifyPluginAsync = async (app) => {
  app.get(
    '/health',
    {
      schema: {
        tags: ['platform'],
        summary: 'Per-service health, with the version and build',
        response: { 200: ZHealthReply, 503: ZHealthReply },
      },
    },
    async (_request, reply) => {
      const health = await checkHealth(app.pool, app.config.appEnv);
      if (health.healthy) return ok(health);
      return reply.status(503).send(failure('server.unhealthy', health));
    },
  );
};
