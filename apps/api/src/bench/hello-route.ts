import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

/**
 * The ceiling `npm run bench:api` measures the real routes against: the same server, plugins and
 * hooks, and nothing else to do. Registered only when BENCH_ROUTES=1 (config.ts refuses it in production).
 */
export const benchHelloRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/bench/hello',
    { schema: { hide: true, response: { 200: z.object({ hello: z.string() }) } } },
    async () => ({ hello: 'world' }),
  );
};
