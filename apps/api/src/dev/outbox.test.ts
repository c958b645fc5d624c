import { describe, expect, it } from 'vitest';
import type { OutgoingMail } from '../mail/mailer.ts';
import { readSettledOutbox, setUpTestApp, type TestApp } from '../test/harness.ts';
import { refusal } from '../test/refusal.ts';

describe('GET /api/dev/outbox in local', () => {
  let t: TestApp;
  setUpTestApp((test) => (t = test));
  const queue = (mail: OutgoingMail) => t.db.transaction((tx) => t.app.mailer.queue(tx, mail));

  it('lists the sent mail newest first, delivered into the outbox', async () => {
    await queue({ to: 'first@example.com', subject: 'First', text: 'one', html: '<p>one</p>' });
    await queue({ to: 'second@example.com', subject: 'Second', text: 'two', html: '<p>two</p>' });
    await readSettledOutbox(t.db);

    const response = await t.app.inject({ method: 'GET', url: '/api/dev/outbox' });
    expect(response.statusCode).toBe(200);
    const { success, data } = response.json();
    expect(success).toBe(true);
    expect(data.map((mail: { subject: string }) => mail.subject)).toEqual(['Second', 'First']);
    expect(data[0]).toEqual({
      id: expect.any(Number),
      to: 'second@example.com',
      subject: 'Second',
      text: 'two',
      html: '<p>two</p>',
      sent_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      state: 'delivered',
      attempts: 1,
      last_error: null,
      delivered_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
  });

  it("serves a mail's HTML as its own document, under a policy that admits inline styles only", async () => {
    await queue({
      to: 'styled@example.com',
      subject: 'Styled',
      text: 'styled',
      html: '<!doctype html><html><head><title>Styled</title></head><body><p style="color:red">styled</p></body></html>',
    });
    const [mail] = (await t.app.inject({ method: 'GET', url: '/api/dev/outbox' })).json().data;

    const response = await t.app.inject({ method: 'GET', url: `/api/dev/outbox/${mail.id}/html` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.body).toBe(
      '<!doctype html><html><head><base target="_blank"><title>Styled</title></head><body><p style="color:red">styled</p></body></html>',
    );
    const csp = String(response.headers['content-security-policy']).split(';');
    expect(csp).toEqual([
      "default-src 'none'",
      "style-src 'unsafe-inline'",
      "img-src 'self' data:",
      "frame-ancestors 'self'",
      'sandbox allow-popups allow-popups-to-escape-sandbox',
    ]);
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it.each(['999999', 'abc', '1e3', '-1', '99999999999'])('answers 404 for the mail id %s', async (id) => {
    const response = await t.app.inject({ method: 'GET', url: `/api/dev/outbox/${id}/html` });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual(refusal('request.not_found'));
  });
});

describe.each(['dev', 'staging', 'production'] as const)('GET /api/dev/outbox in %s', (appEnv) => {
  let t: TestApp;
  setUpTestApp((test) => (t = test), { config: { appEnv } });

  it.each(['/api/dev/outbox', '/api/dev/outbox/1/html'])('%s does not exist', async (url) => {
    const response = await t.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual(refusal('request.not_found'));
  });
});
