// Issue 7, item 10: the security headers of an API reply and of the web page, and the session
// cookie's attributes, in each environment. Whether the running app breaks its own CSP is the
// browser's check: e2e/tests/content-security-policy.spec.ts.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { freshIp, sessionCookieOf } from '../../src/auth/account-testing.ts';
import { loadConfig } from '../../src/config.ts';
import { clientInfoHeaders, createTestApp, createUser, TEST_PASSWORD, type TestApp } from '../../src/test/harness.ts';

const indexHtml = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8">
    <title>App</title>
    <script type="module" nonce="__CSP_NONCE__" src="/assets/index-abc123.js"></script>
  </head>
  <body><div id="root"></div></body>
</html>`;

const environments = {
  local: {},
  staging: { APP_ENV: 'staging' },
  production: { APP_ENV: 'production', SMTP_URL: 'smtp://mail.example:587', APP_URL: 'https://innerway.example' },
} as const;

let distDir: string;
beforeAll(async () => {
  distDir = await mkdtemp(path.join(os.tmpdir(), 'innerway-security-dist-'));
  await writeFile(path.join(distDir, 'index.html'), indexHtml);
});
afterAll(() => rm(distDir, { recursive: true, force: true }));

/** The CSP as directive name => sources. */
function parseCsp(header: string | string[] | number | undefined): Map<string, string[]> {
  expect(typeof header, 'Content-Security-Policy header').toBe('string');
  return new Map(
    String(header)
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name!, sources]),
  );
}

function expectStrictHeaders(response: LightMyRequestResponse, env: keyof typeof environments) {
  const csp = parseCsp(response.headers['content-security-policy']);
  expect(csp.get('default-src')).toEqual(["'self'"]);
  expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
  expect(csp.get('object-src')).toEqual(["'none'"]);
  expect(csp.get('base-uri')).toEqual(["'self'"]);
  for (const directive of ['script-src', 'style-src', 'default-src']) {
    const sources = csp.get(directive) ?? [];
    expect(sources, directive).not.toContain("'unsafe-inline'");
    expect(sources, directive).not.toContain("'unsafe-eval'");
    expect(sources, directive).not.toContain('*');
  }
  expect(response.headers['x-content-type-options']).toBe('nosniff');
  expect(response.headers['x-frame-options']).toBe('DENY');
  expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  if (env === 'local') {
    expect(response.headers['strict-transport-security']).toBeUndefined();
  } else {
    const hsts = String(response.headers['strict-transport-security']);
    expect(Number(/max-age=(\d+)/.exec(hsts)?.[1])).toBeGreaterThanOrEqual(31_536_000);
    expect(hsts).toContain('includeSubDomains');
  }
}

describe.each(Object.keys(environments) as (keyof typeof environments)[])('APP_ENV=%s', (env) => {
  let t: TestApp;
  beforeAll(async () => {
    const config = loadConfig({ ...environments[env], DATA_DIR: os.tmpdir() });
    t = await createTestApp({ config: { ...config, webDistDir: distDir } });
  });
  afterAll(() => t.close());

  it('sends the strict headers with an API reply, an error reply and the page', async () => {
    const api = await t.app.inject({ url: '/api/health' });
    const error = await t.app.inject({ url: '/api/modules' });
    const page = await t.app.inject({ url: '/topics' });
    expect([api.statusCode, error.statusCode, page.statusCode]).toEqual([200, 401, 200]);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    for (const response of [api, error, page]) expectStrictHeaders(response, env);
  });

  it('sets the session cookie HttpOnly and SameSite, and Secure outside local', async () => {
    const user = await createUser(t.db);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: clientInfoHeaders,
      payload: { email: user.email, password: TEST_PASSWORD },
      remoteAddress: freshIp(),
    });
    expect(response.statusCode).toBe(200);
    const cookie = sessionCookieOf(response);
    expect(cookie?.httpOnly).toBe(true);
    expect(cookie?.sameSite).toBe('Lax');
    expect(cookie?.path).toBe('/');
    expect(cookie?.secure).toBe(env === 'local' ? undefined : true);
  });

  it(env === 'local' ? 'has the mail outbox' : 'has no mail outbox', async () => {
    const response = await t.app.inject({ url: '/api/dev/outbox' });
    expect(response.statusCode).toBe(env === 'local' ? 200 : 404);
  });
});
