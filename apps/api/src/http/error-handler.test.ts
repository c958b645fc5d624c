import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { createDb } from '../db/client.ts';
import { clientInfoHeaders, setUpTestApp, type TestApp } from '../test/harness.ts';
import { refusal } from '../test/refusal.ts';

let t: TestApp;
setUpTestApp((test) => (t = test));

const postJson = (url: string, payload: string) =>
  t.app.inject({ method: 'POST', url, payload, headers: { ...clientInfoHeaders, 'content-type': 'application/json' } });

describe('error replies', () => {
  it('malformed JSON is a 400 envelope saying so', async () => {
    const response = await postJson('/api/auth/login', '{"email": "a@example.com",');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(refusal('request.malformed_json'));
  });

  it('a body over the limit is a 413 envelope', async () => {
    const response = await postJson('/api/auth/login', JSON.stringify({ email: 'a@example.com', password: 'x'.repeat(200_000) }));
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual(refusal('request.body_too_large'));
  });

  it('a body of a type the API does not read is a 415 envelope', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: 'email=a@example.com',
      headers: { ...clientInfoHeaders, 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual(refusal('request.unsupported_media_type'));
  });

  it('a body of the wrong type names the field', async () => {
    const response = await postJson('/api/auth/login', JSON.stringify({ email: 'a@example.com', password: 'secret', anonymous_locale: 'de' }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: expect.stringMatching(/^anonymous_locale: /), code: 'request.invalid_value' });
  });

  it.each(['GET', 'POST', 'DELETE'] as const)('an unknown /api path (%s) is a 404 envelope', async (method) => {
    const response = await t.app.inject({ method, url: '/api/no/such/thing', headers: clientInfoHeaders });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/application\/json/);
    expect(response.json()).toEqual(refusal('request.not_found'));
  });

  it("the rate-limit plugin's own refusal is the 429 envelope with a Retry-After", async () => {
    // No route uses the plugin's per-route limit today (createThrottle counts by hand): one made
    // for this test goes through the same error as every throttle's.
    const pool = new pg.Pool({ connectionString: t.pool.options.connectionString, max: 1 });
    const app = await buildApp({ config: t.config, db: createDb(pool), pool });
    app.get('/plugin-limited', { config: { rateLimit: { max: 1, timeWindow: '1 minute' } } }, async () => ({ success: true, data: null, error: null }));
    try {
      expect((await app.inject({ url: '/plugin-limited' })).statusCode).toBe(200);
      const refused = await app.inject({ url: '/plugin-limited' });
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual(refusal('request.too_many'));
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60);
    } finally {
      await app.close();
      await pool.end();
    }
  });

  it('an unexpected failure is a 500 with a generic message and no internals', async () => {
    // A query the database refuses (not a connection problem) stands for any bug.
    const broken = await t.pool.connect();
    try {
      await broken.query('alter table outbox_mails rename to outbox_mails_gone');
      const response = await t.app.inject({ method: 'GET', url: '/api/dev/outbox' });
      expect(response.statusCode).toBe(500);
      expect(response.json()).toEqual(refusal('server.internal'));
      expect(response.body).not.toMatch(/outbox_mails|stack|relation/);
    } finally {
      await broken.query('alter table outbox_mails_gone rename to outbox_mails');
      broken.release();
    }
  });
});

describe('a database too slow to answer', () => {
  /**
   * The app on this file's database through a pool with tiny timeouts, while another connection
   * holds a lock on the table the outbox route reads: its query waits until a timeout ends it.
   */
  async function whileOutboxLocked(timeouts: pg.PoolConfig, request: (app: Awaited<ReturnType<typeof buildApp>>) => Promise<void>) {
    const pool = new pg.Pool({ connectionString: t.pool.options.connectionString, max: 1, ...timeouts });
    const db = createDb(pool);
    const app = await buildApp({ config: t.config, db, pool });
    const locker = await t.pool.connect();
    try {
      await locker.query('begin');
      await locker.query('lock table outbox_mails in access exclusive mode');
      await request(app);
    } finally {
      await locker.query('rollback');
      locker.release();
      await app.close();
      await pool.end();
    }
  }

  it('a statement the server cancels for taking too long is a 503 "unavailable"', async () => {
    await whileOutboxLocked({ statement_timeout: 200 }, async (app) => {
      const response = await app.inject({ method: 'GET', url: '/api/dev/outbox' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual(refusal('server.unavailable'));
    });
  });

  it('a query the server never answers in time is a 503 "unavailable"', async () => {
    await whileOutboxLocked({ query_timeout: 200 }, async (app) => {
      const response = await app.inject({ method: 'GET', url: '/api/dev/outbox' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual(refusal('server.unavailable'));
    });
  });
});
