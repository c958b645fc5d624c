import { describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { setUpTestApp } from '../test/harness.ts';
import { loggerOptions, redactUrl } from './redact-url.ts';

const token = 'Zq3xL9vN2mK8pR4tW7yB1cD5fG6hJ0aS_e-iUoQnMrT';

describe('redactUrl', () => {
  it.each([
    [`/api/email/verify/${token}`, '/api/email/verify/:token'],
    [`/email/verify/${token}`, '/email/verify/:token'],
    [`/api/password/reset/${token}?email=a%2Bb%40example.com`, '/api/password/reset/:token'],
    [`/password/reset/${token}?email=a%2Bb%40example.com`, '/password/reset/:token'],
    [`/email/verify/${token}/`, '/email/verify/:token/'],
    [`/email/verify/${token}#top`, '/email/verify/:token'],
    [`/API/Email/Verify/${token}`, '/API/Email/Verify/:token'],
    [`/api/email/%76erify/${token}`, '/api/email/%76erify/:token'],
    [`/api/password%2Freset/x/${token}`, `/api/password%2Freset/x/${token}`],
    ['/email/verify/%E0%A4%A', '/email/verify/:token'],
    [`http://innerway.example/email/verify/${token}?x=1`, 'http://innerway.example/email/verify/:token'],
  ])('redacts %s', (url, expected) => {
    expect(redactUrl(url)).toBe(expected);
  });

  it.each([
    ['/api/users/me?refresh=1', '/api/users/me'],
    [`/api/content_media/audio/a.mp3?media_token=${token}`, '/api/content_media/audio/a.mp3'],
    ['/api/password/reset', '/api/password/reset'],
    ['/api/password/email', '/api/password/email'],
    ['/api/email/resend', '/api/email/resend'],
    ['/email/verify', '/email/verify'],
    ['/email/verify/', '/email/verify/'],
    ['/', '/'],
    ['', ''],
  ])('leaves %s without a token as it is, minus the query string', (url, expected) => {
    expect(redactUrl(url)).toBe(expected);
  });
});

// The whole app with the logger server.ts gives it. Its database is unreachable, so every request
// that reaches the database fails (503), which is fine here: only what gets logged matters.
describe('the request log', () => {
  const lines: string[] = [];
  let app: FastifyInstance;
  setUpTestApp((test) => ({ app } = test), {
    unreachableDatabase: true,
    logger: { ...loggerOptions('info'), stream: { write: (line: string) => lines.push(line) } },
  });

  it('shows neither link tokens, nor the e-mail of a reset link, nor the session or its media token', async () => {
    const session = 'SeSsIoNtOkEn0123456789abcdefghijklmnopqrstu';
    const requests = [
      `/api/email/verify/${token}`,
      `/email/verify/${token}`,
      `/password/reset/${token}?email=someone%40example.com`,
      `/api/email/%76erify/${token}`,
      `/api/content_media/audio/a.mp3?media_token=${token}`,
    ];
    for (const url of requests) {
      await app.inject({
        method: 'GET',
        url,
        headers: { authorization: `Bearer ${session}`, cookie: `innerway_session=${session}` },
      });
    }
    const log = lines.join('');
    expect(log).toContain('"url":"/api/email/verify/:token"');
    expect(log).toContain('"url":"/email/verify/:token"');
    expect(log).toContain('"url":"/password/reset/:token"');
    expect(log).toContain('"url":"/api/content_media/audio/a.mp3"');
    expect(log).not.toContain(token);
    expect(log).not.toContain('someone');
    expect(log).not.toContain(session);
    expect(log).not.toMatch(/authorization|cookie/i);
  });

  it('censors session headers that code logs by hand', () => {
    lines.length = 0;
    const headers = { authorization: 'Bearer secret-1', cookie: 'innerway_session=secret-2', 'set-cookie': 'secret-3' };
    app.log.info({ headers }, 'headers');
    app.log.info({ request: { headers } }, 'nested headers');
    const log = lines.join('');
    expect(log).toContain('[redacted]');
    expect(log).not.toMatch(/secret-\d/);
  });
});
