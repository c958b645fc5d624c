import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ConfigError } from '../config.ts';
import { createTestApp } from '../test/harness.ts';
import { readGa4MeasurementId } from './ga4-config.ts';

describe('readGa4MeasurementId', () => {
  it('is off when unset or empty', () => {
    expect(readGa4MeasurementId({})).toBeNull();
    expect(readGa4MeasurementId({ GA4_MEASUREMENT_ID: '  ' })).toBeNull();
  });

  it('takes a measurement id and refuses anything else', () => {
    expect(readGa4MeasurementId({ GA4_MEASUREMENT_ID: 'G-AB12CD34EF' })).toBe('G-AB12CD34EF');
    for (const value of ['UA-12345-1', 'G-', 'g-ab12cd34', 'G-AB12"><script>', 'G-AB12 CD34']) {
      expect(() => readGa4MeasurementId({ GA4_MEASUREMENT_ID: value }), value).toThrow(ConfigError);
    }
  });
});

describe('the page with and without GA4', () => {
  let distDir: string;
  beforeAll(async () => {
    distDir = await mkdtemp(path.join(os.tmpdir(), 'innerway-ga4-'));
    await writeFile(path.join(distDir, 'index.html'), '<!doctype html><html><head><title>App</title></head><body></body></html>');
  });
  afterAll(() => rm(distDir, { recursive: true, force: true }));
  afterEach(() => vi.unstubAllEnvs());

  async function page() {
    const t = await createTestApp({ config: { webDistDir: distDir } });
    try {
      const response = await t.app.inject({ method: 'GET', url: '/' });
      return { csp: String(response.headers['content-security-policy']), html: response.body };
    } finally {
      await t.close();
    }
  }
  const directive = (csp: string, name: string) => csp.split(';').map((part) => part.trim()).find((part) => part.startsWith(`${name} `));

  it("keeps scripts and connections to the app's own origin when GA4 is not configured", async () => {
    vi.stubEnv('GA4_MEASUREMENT_ID', '');
    const { csp, html } = await page();
    expect(directive(csp, 'script-src')).toMatch(/^script-src 'self' 'nonce-[A-Za-z0-9+/]{22}=='$/);
    expect(directive(csp, 'connect-src')).toBe("connect-src 'self'");
    expect(csp).not.toContain('google');
    expect(html).not.toContain('ga4-measurement-id');
  });

  it("opens the CSP to Google's tag and collection hosts and hands the id to the page when it is", async () => {
    vi.stubEnv('GA4_MEASUREMENT_ID', 'G-AB12CD34EF');
    const { csp, html } = await page();
    expect(directive(csp, 'script-src')).toMatch(/^script-src 'self' 'nonce-[A-Za-z0-9+/]{22}==' https:\/\/\*\.googletagmanager\.com$/);
    expect(directive(csp, 'connect-src')).toContain('https://*.google-analytics.com');
    expect(directive(csp, 'img-src')).toContain('https://*.googletagmanager.com');
    // Nothing else widens: frames, objects, fonts stay as they were.
    expect(directive(csp, 'font-src')).toBe("font-src 'self'");
    expect(html).toContain('<meta name="ga4-measurement-id" content="G-AB12CD34EF">');
  });
});
