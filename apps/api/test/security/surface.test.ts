// The attack surface a deployment shows by default: what a server started without APP_ENV
// offers, whose address the throttles count, what reaches a mail's headers, and what the media
// route hands out. (Deep JSON bodies: bad-input.test.ts.)
import { spawnSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inArray } from 'drizzle-orm';
import { asBearer, createAccount, freshIp } from '../../src/auth/account-testing.ts';
import { createGiftCard } from '../../src/access/generate-code.ts';
import { loadConfig } from '../../src/config.ts';
import { users } from '../../src/db/schema.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seed } from '../../src/db/seed.ts';
import { startTestSmtpServer } from '../../src/mail/smtp-testing.ts';
import { clientInfoHeaders, readOutbox, readSettledOutbox, setUpTestApp, type TestApp } from '../../src/test/harness.ts';

const serverEntry = fileURLToPath(new URL('../../src/server.ts', import.meta.url));
const smtp = await startTestSmtpServer('accept');
afterAll(() => smtp.close());

/** What a deployment sets, and nothing else: no APP_ENV. */
const productionSettings = { DATABASE_URL: 'postgres://app@db.example/innerway', APP_URL: 'https://innerway.example', SMTP_URL: smtp.url, JOURNAL_KEYS: 'k1:AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA=', REMINDER_LINK_SECRET: 'a-reminder-link-secret-of-at-least-32-chars' };

describe('a server started without APP_ENV', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'innerway-no-app-env-'));
  });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  it('refuses to start without the production settings, naming every one, with a non-zero exit', () => {
    const env: NodeJS.ProcessEnv = { PATH: process.env.PATH, HOME: process.env.HOME, DATA_DIR: dataDir, PORT: '0' };
    const started = spawnSync(process.execPath, [serverEntry], { env, encoding: 'utf8', timeout: 60_000 });
    expect(started.status, started.stdout + started.stderr).toBe(1);
    expect(started.stderr).toContain('DATABASE_URL: required in production');
    expect(started.stderr).toContain('APP_URL: required in production');
    expect(started.stderr).toContain('SMTP_URL: required in production');
    expect(started.stderr).toContain('JOURNAL_KEYS: required in production');
    expect(started.stderr).toContain('REMINDER_LINK_SECRET: required in production');
    expect(started.stderr).toContain('APP_ENV is not set, so this is a production server');
    expect(started.stdout).not.toContain('listening');
  });

  describe('with the production settings', () => {
    let t: TestApp;
    setUpTestApp((test) => (t = test), { config: () => ({ ...loadConfig(productionSettings), dataDir }) });

    it('is a production server', () => {
      expect(t.config).toMatchObject({ appEnv: 'production', cookieSecure: true, apiDocs: false, trustProxy: false });
    });

    it('offers no mail outbox, no reminder clock, no insight refresh, no API docs and no sandbox store', async () => {
      for (const url of ['/api/dev/outbox', '/api/dev/outbox/1/html', '/api/docs', '/api/docs/json', '/api/docs/static/index.html']) {
        const response = await t.app.inject({ url });
        expect(response.statusCode, url).toBe(404);
        expect(response.json(), url).toMatchObject({ success: false, code: 'request.not_found' });
      }
      const run = await t.app.inject({ method: 'POST', url: '/api/dev/reminders/run', headers: clientInfoHeaders, payload: { now: new Date().toISOString() } });
      expect(run.json()).toMatchObject({ success: false, code: 'request.not_found' });
      const refresh = await t.app.inject({ method: 'POST', url: '/api/dev/insight/refresh', headers: clientInfoHeaders });
      expect(refresh.json()).toMatchObject({ success: false, code: 'request.not_found' });
      const buyer = await createAccount(t.db, { isTrialMode: true });
      const purchase = await t.app.inject({
        method: 'POST',
        url: '/api/in_app_purchases',
        headers: asBearer(buyer.token),
        payload: { store: 'sandbox', product_id: 'full_access', transaction_id: 'no-app-env-1' },
      });
      expect(purchase.statusCode).toBe(403);
      expect(purchase.json()).toMatchObject({ code: 'purchase.sandbox_refused' });
    });

    it('seeds no demo account, so the demo password opens nothing', { timeout: 120_000 }, async () => {
      const demoEmails = DEMO_ACCOUNTS.map((account) => account.email);
      const demoUsers = () => t.db.select({ email: users.email }).from(users).where(inArray(users.email, demoEmails));
      await seed(t.db, t.config);
      expect(await demoUsers()).toEqual([]);
      const login = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: clientInfoHeaders,
        payload: { email: 'admin@example.com', password: DEMO_PASSWORD },
        remoteAddress: freshIp(),
      });
      expect(login.statusCode).toBe(401);
      // The same seed with APP_ENV=local said does add them.
      await seed(t.db, { ...t.config, appEnv: 'local' });
      expect(await demoUsers()).toHaveLength(demoEmails.length);
    });

    it('never serves the media manifest, whatever the path, while it serves media', async () => {
      const { token } = await createAccount(t.db);
      const banner = await t.app.inject({ url: '/api/content_media/banners/connect-sm-1x.webp' });
      expect(banner.statusCode).toBe(200);
      for (const key of ['manifest.json', './manifest.json', 'banners/../manifest.json', 'audio/..%2Fmanifest.json', '%6Danifest.json']) {
        const response = await t.app.inject({ url: `/api/content_media/${key}`, headers: asBearer(token) });
        expect(response.statusCode, key).toBe(404);
        expect(response.body, key).not.toContain('"bytes"');
      }
    });
  });
});

// Sign-ins with wrong passwords for fresh addresses, so that only the per-client throttle counts.
let attempts = 0;
async function signInStatuses(t: TestApp, remoteAddress: string, forwardedFor: (i: number) => string | undefined): Promise<number[]> {
  const statuses: number[] = [];
  for (let i = 0; i < 60; i += 1) {
    attempts += 1;
    const forwarded = forwardedFor(i);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { ...clientInfoHeaders, ...(forwarded && { 'x-forwarded-for': forwarded }) },
      payload: { email: `nobody-${attempts}@example.com`, password: 'not the password' },
      remoteAddress,
    });
    statuses.push(response.statusCode);
  }
  return statuses;
}
const spoofed = (i: number) => `203.0.113.${i + 1}`;

describe('the client address without TRUST_PROXY', () => {
  let t: TestApp;
  setUpTestApp((test) => (t = test), { config: () => loadConfig({ ...productionSettings }) });

  it('is the connection’s: 60 sign-ins with made-up X-Forwarded-For are throttled as 60 without it', async () => {
    const plain = await signInStatuses(t, freshIp(), () => undefined);
    expect(plain).toContain(429);
    expect(await signInStatuses(t, freshIp(), spoofed)).toEqual(plain);
    expect(await signInStatuses(t, freshIp(), (i) => `${spoofed(i)}, 198.51.100.7`)).toEqual(plain);
  });
});

describe('the client address with TRUST_PROXY naming the proxy', () => {
  const proxy = '192.0.2.10';
  let t: TestApp;
  setUpTestApp((test) => (t = test), { config: () => loadConfig({ ...productionSettings, TRUST_PROXY: '192.0.2.0/28' }) });

  it('is the one the proxy appended to X-Forwarded-For, and a direct caller’s header is still ignored', async () => {
    expect(await signInStatuses(t, proxy, spoofed)).not.toContain(429);
    // The proxy appends the address it saw: what a client wrote before it is not believed.
    const behindProxy = await signInStatuses(t, proxy, (i) => `${spoofed(i)}, 198.51.100.9`);
    expect(behindProxy).toContain(429);
    expect(await signInStatuses(t, freshIp(), spoofed)).toEqual(behindProxy);
  });
});

describe('a mail header', () => {
  const injection = 'Ana\r\nBcc: x@evil.example\r\nX-Injected: yes';
  let t: TestApp;
  setUpTestApp((test) => (t = test), { config: { smtpUrl: smtp.url } });

  /** The header block of the one message delivered to `to`, unfolded, and its other recipients. */
  function deliveredTo(to: string) {
    const messages = smtp.received.filter((message) => message.to.includes(to));
    expect(messages).toHaveLength(1);
    const [head] = messages[0]!.raw.split(/\r\n\r\n/);
    return { headers: head!.replace(/\r\n[ \t]+/g, ' ').split('\r\n'), recipients: messages[0]!.to };
  }

  it('carries no control character, whatever the mail layer is given', async () => {
    const to = 'header-test@example.com';
    const mail = { to, subject: `${injection}\u0085\u0000end`, text: 'Hello', html: '<p>Hello</p>' };
    // A recipient that is not one address goes nowhere (nodemailer would read a group and send to victim@).
    await expect(t.db.transaction((tx) => t.app.mailer.queue(tx, { ...mail, to: `${to}\r\nCc: victim@evil.example` }))).rejects.toThrow(
      /not one e-mail address/,
    );
    expect(await readOutbox(t.db)).toEqual([]);
    await t.db.transaction((tx) => t.app.mailer.queue(tx, mail));
    const [queued] = await readSettledOutbox(t.db);
    expect(queued).toMatchObject({ state: 'delivered', subject: 'Ana Bcc: x@evil.example X-Injected: yes end' });
    const { headers, recipients } = deliveredTo(to);
    expect(recipients).toEqual([to]);
    expect(headers.filter((line) => /^subject:/i.test(line))).toHaveLength(1);
    expect(headers.filter((line) => /^(bcc|cc|x-injected):/i.test(line))).toEqual([]);
  });

  it('cannot be written through the gift’s "from": a control character there is refused, nothing is sent', async () => {
    const buyer = await createAccount(t.db);
    const card = await createGiftCard(t.db, buyer.user.id);
    const before = (await readOutbox(t.db)).length;
    for (const displayFrom of [injection, 'Ana\nBcc: victim@evil.example', 'Ana\u0085Bcc']) {
      const response = await t.app.inject({
        method: 'PUT',
        url: `/api/users/${buyer.user.id}/gift_cards/${card.id}`,
        headers: asBearer(buyer.token),
        payload: { status: 'sent', recipient_email: 'friend@example.com', display_from: displayFrom },
        remoteAddress: freshIp(),
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'request.invalid_characters' });
    }
    expect(await readOutbox(t.db)).toHaveLength(before);
  });
});
