import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

const production = { DATABASE_URL: 'postgres://app@db:5432/innerway', APP_URL: 'https://innerway.app', SMTP_URL: 'smtp://mail:587', JOURNAL_KEYS: 'k1:AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA=', REMINDER_LINK_SECRET: 'a-reminder-link-secret-of-at-least-32-chars' };

describe('loadConfig', () => {
  it('is local on 127.0.0.1:3000 when APP_ENV=local says so', () => {
    const config = loadConfig({ APP_ENV: 'local' });
    expect(config).toMatchObject({
      appEnv: 'local',
      port: 3000,
      host: '127.0.0.1',
      appUrl: 'http://127.0.0.1:3000',
      productName: 'Innerway',
      supportEmail: 'support@innerway.app',
      cookieSecure: false,
      throttleMultiplier: 1,
      trustProxy: false,
      apiDocs: true,
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

  it('takes the store pages of the website’s badges as https addresses, and none when unset', () => {
    expect(loadConfig({ APP_ENV: 'local' })).toMatchObject({ appStoreUrl: null, playStoreUrl: null });
    const stores = {
      APP_STORE_URL: 'https://apps.apple.com/app/innerway/id6450000001',
      PLAY_STORE_URL: 'https://play.google.com/store/apps/details?id=app.innerway',
    };
    expect(loadConfig({ APP_ENV: 'local', ...stores, PLAY_STORE_URL: '' })).toMatchObject({ appStoreUrl: stores.APP_STORE_URL, playStoreUrl: null });
    expect(loadConfig({ APP_ENV: 'local', ...stores })).toMatchObject({ appStoreUrl: stores.APP_STORE_URL, playStoreUrl: stores.PLAY_STORE_URL });
    expect(() => loadConfig({ APP_ENV: 'local', APP_STORE_URL: 'http://apps.apple.com/app/x', PLAY_STORE_URL: 'store page' })).toThrowError(
      expect.objectContaining({ message: expect.stringMatching(/APP_STORE_URL[\s\S]*PLAY_STORE_URL/) }),
    );
  });

  it('stores media on the disk under DATA_DIR, or in the S3-compatible bucket MEDIA_S3_* names', () => {
    expect(loadConfig({ APP_ENV: 'local', DATA_DIR: '/srv/innerway' }).mediaStorage).toEqual({ driver: 'disk', directory: '/srv/innerway/media' });
    const s3 = { MEDIA_S3_BUCKET: 'media', MEDIA_S3_REGION: 'auto', MEDIA_S3_ENDPOINT: 'https://r2.example.com' };
    expect(loadConfig({ APP_ENV: 'local', ...s3 }).mediaStorage).toEqual({ driver: 's3', bucket: 'media', region: 'auto', endpoint: 'https://r2.example.com', credentials: undefined, forcePathStyle: false });
    expect(
      loadConfig({ APP_ENV: 'local', ...s3, MEDIA_S3_ACCESS_KEY_ID: 'id', MEDIA_S3_SECRET_ACCESS_KEY: 'secret', MEDIA_S3_FORCE_PATH_STYLE: 'true' }).mediaStorage,
    ).toMatchObject({ credentials: { accessKeyId: 'id', secretAccessKey: 'secret' }, forcePathStyle: true });
    const attempt = () => loadConfig({ APP_ENV: 'local', MEDIA_S3_BUCKET: 'media', MEDIA_S3_ENDPOINT: 'not a url', MEDIA_S3_SECRET_ACCESS_KEY: 'secret-value', MEDIA_S3_FORCE_PATH_STYLE: 'yes' });
    expect(attempt).toThrow(/MEDIA_S3_ENDPOINT: must be a URL\n {2}MEDIA_S3_REGION: required with MEDIA_S3_BUCKET\n {2}MEDIA_S3_ACCESS_KEY_ID, MEDIA_S3_SECRET_ACCESS_KEY: set both or neither\n {2}MEDIA_S3_FORCE_PATH_STYLE: true or false$/);
    expect(attempt).not.toThrow(/secret-value/);
    expect(() => loadConfig({ APP_ENV: 'local', MEDIA_S3_REGION: 'auto' })).toThrow(/MEDIA_S3_REGION: set without MEDIA_S3_BUCKET/);
  });

  it('lists every bad key at once', () => {
    expect(() => loadConfig({ APP_ENV: 'qa', PORT: 'eighty', DATABASE_URL: 'mysql://x' })).toThrowError(
      expect.objectContaining({
        name: 'ConfigError',
        message: expect.stringMatching(/APP_ENV[\s\S]*PORT[\s\S]*DATABASE_URL/),
      }),
    );
  });

  it('refuses production without DATABASE_URL, APP_URL, SMTP_URL, JOURNAL_KEYS and REMINDER_LINK_SECRET, naming each', () => {
    const attempt = () => loadConfig({ APP_ENV: 'production' });
    expect(attempt).toThrow(ConfigError);
    expect(attempt).toThrow(/DATABASE_URL: required in production\n {2}APP_URL: required in production\n {2}SMTP_URL: required in production\n {2}JOURNAL_KEYS: required in production\n {2}REMINDER_LINK_SECRET: required in production$/);
    expect(() => loadConfig({ ...production, APP_ENV: 'production', SMTP_URL: '' })).toThrow(/^Invalid configuration:\n {2}SMTP_URL: required in production$/);
    expect(() => loadConfig({ ...production, APP_ENV: 'production', REMINDER_LINK_SECRET: '' })).toThrow(/^Invalid configuration:\n {2}REMINDER_LINK_SECRET: required in production$/);
    expect(() => loadConfig({ ...production, APP_ENV: 'production', REMINDER_LINK_SECRET: 'too short' })).toThrow(/REMINDER_LINK_SECRET: must be at least 32 characters/);
    expect(loadConfig({ ...production, APP_ENV: 'production' })).toMatchObject({ appEnv: 'production', cookieSecure: true });
  });

  it('is production when APP_ENV is unset or empty, and says so when it refuses to start', () => {
    for (const env of [{}, { APP_ENV: '' }]) {
      expect(() => loadConfig(env)).toThrowError(
        expect.objectContaining({
          name: 'ConfigError',
          message: expect.stringMatching(/DATABASE_URL[\s\S]*APP_URL[\s\S]*SMTP_URL[\s\S]*APP_ENV is not set, so this is a production server/),
        }),
      );
      expect(loadConfig({ ...env, ...production })).toMatchObject({ appEnv: 'production', cookieSecure: true, apiDocs: false, trustProxy: false });
    }
    expect(() => loadConfig({ APP_ENV: 'production' })).not.toThrow(/APP_ENV is not set/);
  });

  it('refuses a MAIL_FROM that would write a header of its own', () => {
    expect(() => loadConfig({ APP_ENV: 'local', MAIL_FROM: 'Innerway <a@b.co>\r\nBcc: x@evil.example' })).toThrow(/MAIL_FROM: must be one line/);
    expect(loadConfig({ APP_ENV: 'local', MAIL_FROM: 'Innerway <a@b.co>' }).mailFrom).toBe('Innerway <a@b.co>');
  });

  it('lists a production problem together with the others', () => {
    expect(() => loadConfig({ ...production, SMTP_URL: '', TRUST_PROXY: 'true', APPLE_BUNDLE_ID: 'app.innerway', APPLE_TEAM_ID: 'x' })).toThrow(
      /SMTP_URL[\s\S]*TRUST_PROXY[\s\S]*APPLE_TEAM_ID/,
    );
  });

  it('adds the benchmark route only when asked, and never in production', () => {
    expect(loadConfig({ APP_ENV: 'local' }).benchRoutes).toBe(false);
    expect(loadConfig({ APP_ENV: 'local', BENCH_ROUTES: '1' }).benchRoutes).toBe(true);
    expect(() => loadConfig({ ...production, BENCH_ROUTES: '1' })).toThrow(/BENCH_ROUTES/);
  });

  it('scales the throttles only outside production', () => {
    expect(loadConfig({ APP_ENV: 'staging', THROTTLE_MULTIPLIER: '20' }).throttleMultiplier).toBe(20);
    expect(() => loadConfig({ ...production, THROTTLE_MULTIPLIER: '20' })).toThrow(/THROTTLE_MULTIPLIER: must be 1 in production/);
    expect(loadConfig({ ...production, THROTTLE_MULTIPLIER: '1' }).throttleMultiplier).toBe(1);
  });

  it('believes X-Forwarded-For from no one unless TRUST_PROXY names the proxies', () => {
    expect(loadConfig({ ...production }).trustProxy).toBe(false);
    expect(loadConfig({ ...production, TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ ...production, TRUST_PROXY: '10.0.0.0/8, 192.168.1.7,fd00::/8 ,::1,loopback' }).trustProxy).toEqual([
      '10.0.0.0/8',
      '192.168.1.7',
      'fd00::/8',
      '::1',
      'loopback',
    ]);
    for (const refused of ['true', '1', '2', '10.0.0.0/33', '10.0.0', 'proxy.internal', '10.0.0.1,', '::1/129', '10.0.0.0/8/1']) {
      expect(() => loadConfig({ ...production, TRUST_PROXY: refused }), refused).toThrow(/TRUST_PROXY: a comma-separated list/);
    }
  });

  it('serves the API docs in local, and elsewhere only with API_DOCS=on', () => {
    expect(loadConfig({ APP_ENV: 'local' }).apiDocs).toBe(true);
    expect(loadConfig({ APP_ENV: 'local', API_DOCS: 'off' }).apiDocs).toBe(false);
    expect(loadConfig({ APP_ENV: 'staging' }).apiDocs).toBe(false);
    expect(loadConfig({ ...production, API_DOCS: 'on' }).apiDocs).toBe(true);
    expect(() => loadConfig({ ...production, API_DOCS: 'yes' })).toThrow(/API_DOCS/);
  });

  it('reads the journal keys, the first the current one, and refuses a bad one without quoting it', () => {
    const one = Buffer.alloc(32, 1).toString('base64');
    const two = Buffer.alloc(32, 2).toString('base64');
    const keys = loadConfig({ ...production, JOURNAL_KEYS: `2026-11:${two}, 2025-01:${one}` }).journalKeys;
    expect(keys.currentKeyId).toBe('2026-11');
    expect([...keys.keys.keys()]).toEqual(['2026-11', '2025-01']);
    expect(keys.keys.get('2025-01')).toEqual(Buffer.alloc(32, 1));
    // Outside production an unset JOURNAL_KEYS is the (public) development key.
    expect(loadConfig({ APP_ENV: 'local' }).journalKeys.currentKeyId).toBe('development');
    const short = Buffer.alloc(16, 3).toString('base64');
    for (const [value, problem] of [
      [`k1:${short}`, /the key k1 must be 32 bytes in base64/],
      [one, /entry 1 must be id:base64key/],
      [`k1:${one},k1:${two}`, /the id k1 is given twice/],
      [`bad id:${one}`, /entry 1 must be id:base64key/],
    ] as const) {
      const attempt = () => loadConfig({ ...production, JOURNAL_KEYS: value });
      expect(attempt, value).toThrow(problem);
      expect(attempt, value).not.toThrow(short);
    }
  });
});
