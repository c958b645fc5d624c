import { describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { Version } from '@innerway/domain';
import { asCookie } from '../auth/account-testing.ts';
import { setUpTestApp, type TestApp } from '../test/harness.ts';
import { refusal } from '../test/refusal.ts';

describe('GET /api/health', () => {
  let t: TestApp;
  setUpTestApp((test) => (t = test));

  it('reports every service healthy with the version and build', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      error: null,
      data: {
        healthy: true,
        version: Version.web.version,
        build: Version.web.build,
        environment: 'local',
        services: { database: { healthy: true } },
      },
    });
  });
});

describe('when the database cannot be reached', () => {
  // Every query fails to connect.
  let app: FastifyInstance;
  setUpTestApp((test) => ({ app } = test), { unreachableDatabase: true });

  it('health answers 503 with the envelope naming the failing service', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(503);
    const body = response.json();
    expect(body.success).toBe(false);
    expect(body.error).toEqual(expect.any(String));
    expect(body.data.healthy).toBe(false);
    expect(body.data.services.database).toMatchObject({ healthy: false, message: expect.any(String) });
  });

  it('health with a session cookie (a signed-in browser) still reports each service: it reads no session', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/health', headers: asCookie('a-session-token') });
    expect(response.statusCode).toBe(503);
    expect(response.json().data.services.database).toMatchObject({ healthy: false, message: expect.any(String) });
  });

  it('any route needing the database answers 503 "unavailable", not 500', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/dev/outbox' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual(refusal('server.unavailable'));
  });
});
