// The security headers of an API reply and of the web page, and the session
// cookie's attributes, in each environment. Whether the running app breaks its own CSP is the
// browser's check: e2e/tests/content-security-policy.spec.ts.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { asCookie, createAccount, freshIp, fromApp, sessionCookieOf } from '../../src/auth/account-testing.ts';
import { loadConfig } from '../../src/config.ts';
import { clientInfoHeaders, setUpTestApp, createUser, TEST_PASSWORD, type TestApp } from '../../src/test/harness.ts';
import { registeredRoutes } from './registered-routes.ts';

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
  local: { APP_ENV: 'local' },
  staging: { APP_ENV: 'staging' },
  production: {
    APP_ENV: 'production',
    DATABASE_URL: 'postgres://app@db.example/innerway',
    SMTP_URL: 'smtp://mail.example:587',
    APP_URL: 'https://innerway.example',
    JOURNAL_KEYS: 'k1:AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA=',
    REMINDER_LINK_SECRET: 'a-reminder-link-secret-of-at-least-32-chars',
  },
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
  setUpTestApp((test) => (t = test), {
    config: () => ({ ...loadConfig({ ...environments[env], DATA_DIR: os.tmpdir() }), webDistDir: distDir }),
  });

  it('sends the strict headers with an API reply, an error reply and the page', async () => {
    const api = await t.app.inject({ url: '/api/health' });
    const error = await t.app.inject({ url: '/api/modules' });
    const page = await t.app.inject({ url: '/topics' });
    expect([api.statusCode, error.statusCode, page.statusCode]).toEqual([200, 401, 200]);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    for (const response of [api, error, page]) expectStrictHeaders(response, env);
    // API replies are one person's under shared URLs: no cache may keep them.
    for (const response of [api, error]) expect(response.headers['cache-control']).toBe('private, no-store');
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

  // Decision 005: the native apps' origins, and only those, may call the API across origins,
  // without credentials; no cookie counts from them and none is sent to them.
  const appOrigins = ['capacitor://localhost', 'https://localhost'];
  const apiRoutes = () =>
    registeredRoutes(t.app)
      .filter((route) => / \/api\//.test(route) && !/ \/api\/docs/.test(route))
      .map((route) => {
        const [method, path] = route.split(' ') as [string, string];
        return { method, url: path.replace(/:[A-Za-z]+/g, '1').replace('*', 'audio/a.mp3') };
      });

  it("answers the apps' preflight for every API route, with the security headers and no credentials", async () => {
    const routes = apiRoutes();
    expect(routes.length).toBeGreaterThan(30);
    for (const { method, url } of routes) {
      for (const origin of appOrigins) {
        const response = await t.app.inject({
          method: 'OPTIONS',
          url,
          headers: { origin, 'access-control-request-method': method, 'access-control-request-headers': 'authorization,x-client-info' },
        });
        expect(response.statusCode, `${method} ${url} from ${origin}`).toBe(204);
        expect(response.headers['access-control-allow-origin']).toBe(origin);
        expect(String(response.headers['access-control-allow-methods'])).toContain(method);
        expect(response.headers['access-control-allow-credentials']).toBeUndefined();
        expectStrictHeaders(response, env);
      }
    }
  });

  it('gives any other origin no CORS header, on a reply or a preflight', async () => {
    for (const origin of ['https://evil.example', 'http://localhost', 'capacitor://localhost.evil.example']) {
      for (const method of ['GET', 'OPTIONS'] as const) {
        const response = await t.app.inject({
          method,
          url: '/api/users/me',
          headers: { origin, 'access-control-request-method': 'GET' },
        });
        expect(Object.keys(response.headers).filter((name) => name.startsWith('access-control-')), `${method} from ${origin}`).toEqual([]);
      }
    }
  });

  it('ignores a session cookie from an app origin and sends no cookie there', async () => {
    const { token } = await createAccount(t.db);
    const user = await createUser(t.db);
    for (const platform of ['ios', 'android'] as const) {
      const me = await t.app.inject({ url: '/api/users/me', headers: { ...asCookie(token), ...fromApp(platform) } });
      expect(me.json().data).toBeNull();
      const login = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: fromApp(platform),
        payload: { email: user.email, password: TEST_PASSWORD },
        remoteAddress: freshIp(),
      });
      expect(login.statusCode).toBe(200);
      expect(login.headers['set-cookie']).toBeUndefined();
    }
  });

  it(env === 'local' ? 'has the mail outbox' : 'has no mail outbox', async () => {
    const response = await t.app.inject({ url: '/api/dev/outbox' });
    expect(response.statusCode).toBe(env === 'local' ? 200 : 404);
  });
});
