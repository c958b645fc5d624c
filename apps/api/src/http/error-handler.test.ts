import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ServerError } from '@innerway/domain';
import { clientInfoHeaders, createTestApp, type TestApp } from '../test/harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const postJson = (url: string, payload: string) =>
  t.app.inject({ method: 'POST', url, payload, headers: { ...clientInfoHeaders, 'content-type': 'application/json' } });

describe('error replies', () => {
  it('malformed JSON is a 400 envelope saying so', async () => {
    const response = await postJson('/api/auth/login', '{"email": "a@example.com",');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ success: false, data: null, error: ServerError.malformedJson });
  });

  it('a body over the limit is a 413 envelope', async () => {
    const response = await postJson('/api/auth/login', JSON.stringify({ email: 'a@example.com', password: 'x'.repeat(200_000) }));
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ success: false, data: null, error: expect.any(String) });
  });

  it('a body of the wrong type names the field', async () => {
    const response = await postJson('/api/auth/login', JSON.stringify({ email: 'a@example.com', password: 'secret', anonymous_locale: 'de' }));
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatch(/^anonymous_locale: /);
  });

  it.each(['GET', 'POST', 'DELETE'] as const)('an unknown /api path (%s) is a 404 envelope', async (method) => {
    const response = await t.app.inject({ method, url: '/api/no/such/thing', headers: clientInfoHeaders });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/application\/json/);
    expect(response.json()).toEqual({ success: false, data: null, error: ServerError.notFound });
  });

  it('an unexpected failure is a 500 with a generic message and no internals', async () => {
    // A query the database refuses (not a connection problem) stands for any bug.
    const broken = await t.pool.connect();
    try {
      await broken.query('alter table outbox_mails rename to outbox_mails_gone');
      const response = await t.app.inject({ method: 'GET', url: '/api/dev/outbox' });
      expect(response.statusCode).toBe(500);
      expect(response.json()).toEqual({ success: false, data: null, error: ServerError.internal });
      expect(response.body).not.toMatch(/outbox_mails|stack|relation/);
    } finally {
      await broken.query('alter table outbox_mails_gone rename to outbox_mails');
      broken.release();
    }
  });
});
