import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ServerError } from '@innerway/domain';
import { createTestApp, type TestApp } from '../test/harness.ts';

describe('GET /api/dev/outbox in local', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('lists the kept mail newest first', async () => {
    await t.app.mailer.send({ to: 'first@example.com', subject: 'First', text: 'one', html: '<p>one</p>' });
    await t.app.mailer.send({ to: 'second@example.com', subject: 'Second', text: 'two', html: '<p>two</p>' });

    const response = await t.app.inject({ method: 'GET', url: '/api/dev/outbox' });
    expect(response.statusCode).toBe(200);
    const { success, data } = response.json();
    expect(success).toBe(true);
    expect(data.map((mail: { subject: string }) => mail.subject)).toEqual(['Second', 'First']);
    expect(data[0]).toEqual({
      to: 'second@example.com',
      subject: 'Second',
      text: 'two',
      html: '<p>two</p>',
      sent_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
  });
});

describe.each(['dev', 'staging', 'production'] as const)('GET /api/dev/outbox in %s', (appEnv) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ config: { appEnv } });
  });
  afterAll(() => t.close());

  it('does not exist', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/dev/outbox' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ success: false, data: null, error: ServerError.notFound });
  });
});
