import { describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { setUpTestApp } from '../test/harness.ts';

describe('GET /api/bench/hello', () => {
  describe('with BENCH_ROUTES', () => {
    let app: FastifyInstance;
    setUpTestApp((test) => ({ app } = test), { config: { benchRoutes: true } });

    it('answers without a session', async () => {
      const response = await app.inject({ method: 'GET', url: '/api/bench/hello' });
      expect(response.statusCode).toBe(200);
    });
  });

  describe('without', () => {
    let app: FastifyInstance;
    setUpTestApp((test) => ({ app } = test));

    it('does not exist', async () => {
      expect((await app.inject({ method: 'GET', url: '/api/bench/hello' })).statusCode).toBe(404);
    });
  });
});
