import type { FastifyPluginAsync } from 'fastify';

/**
 * The ceiling `npm run bench:api` measures the real routes against: the same server, plugins and
 * hooks, and nothing else to do. Registered only when BENCH_ROUTES=1 (config.ts refuses it in production).
 */
export const benchHelloRoute: FastifyPluginAsync = async (app) => {
  app.get('/bench/hello', { schema: { hide: true } }, async () => ({ hello: 'world' }));
};
