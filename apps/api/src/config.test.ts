import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('defaults to a local set-up on 127.0.0.1:3000', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      appEnv: 'local',
      port: 3000,
      host: '127.0.0.1',
      appUrl: 'http://127.0.0.1:3000',
      productName: 'Innerway',
      supportEmail: 'support@innerway.app',
      cookieSecure: false,
      throttleMultiplier: 1,
    });
    expect(config.dataDir).toBe(path.resolve('data'));
    expect(config.databaseUrl).toBeUndefined();
    expect(path.isAbsolute(config.mediaDir) && path.isAbsolute(config.webDistDir)).toBe(true);
  });

  it('drops a trailing slash from APP_URL and uses secure cookies outside local', () => {
    const config = loadConfig({ APP_ENV: 'staging', APP_URL: 'https://staging.innerway.app/' });
    expect(config.appUrl).toBe('https://staging.innerway.app');
    expect(config.cookieSecure).toBe(true);
  });

  it('lists every bad key at once', () => {
    expect(() => loadConfig({ APP_ENV: 'qa', PORT: 'eighty', DATABASE_URL: 'mysql://x' })).toThrowError(
      expect.objectContaining({
        name: 'ConfigError',
        message: expect.stringMatching(/APP_ENV[\s\S]*PORT[\s\S]*DATABASE_URL/),
      }),
    );
  });

  it('refuses production without SMTP_URL and APP_URL', () => {
    const attempt = () => loadConfig({ APP_ENV: 'production' });
    expect(attempt).toThrow(ConfigError);
    expect(attempt).toThrow(/SMTP_URL[\s\S]*APP_URL/);
    expect(loadConfig({ APP_ENV: 'production', SMTP_URL: 'smtp://mail:587', APP_URL: 'https://innerway.app' }).appEnv).toBe('production');
  });

  it('adds the benchmark route only when asked, and never in production', () => {
    expect(loadConfig({}).benchRoutes).toBe(false);
    expect(loadConfig({ BENCH_ROUTES: '1' }).benchRoutes).toBe(true);
    const production = { APP_ENV: 'production', SMTP_URL: 'smtp://mail:587', APP_URL: 'https://innerway.app' };
    expect(() => loadConfig({ ...production, BENCH_ROUTES: '1' })).toThrow(/BENCH_ROUTES/);
  });
});
