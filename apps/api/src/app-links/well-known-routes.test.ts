import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { setUpTestApp, type TestApp } from '../test/harness.ts';
import { refusal } from '../test/refusal.ts';

const aasaUrl = '/.well-known/apple-app-site-association';
const assetLinksUrl = '/.well-known/assetlinks.json';
const fingerprint = Array.from({ length: 32 }, (_, i) => (i * 7).toString(16).padStart(2, '0').toUpperCase()).join(':');

// A built web app, so that a file left unconfigured could fall through to its page.
const webDistDir = mkdtempSync(path.join(os.tmpdir(), 'innerway-well-known-'));
writeFileSync(path.join(webDistDir, 'index.html'), '<!doctype html><html><head><title>App</title></head><body></body></html>');
afterAll(() => rmSync(webDistDir, { recursive: true, force: true }));

describe('configured', () => {
  let t: TestApp;
  setUpTestApp(
    (test) => {
      t = test;
    },
    {
      config: {
        webDistDir,
        appLinks: { appleAppId: 'ABCDE12345.app.innerway', android: { packageName: 'app.innerway', certFingerprints: [fingerprint] } },
      },
    },
  );

  it('publishes the apple-app-site-association as JSON, no redirect, cacheable for an hour', async () => {
    const response = await t.app.inject({ url: aasaUrl });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json(;|$)/);
    expect(response.headers['cache-control']).toBe('public, max-age=3600');
    expect(response.json()).toEqual({
      applinks: {
        details: [
          {
            appIDs: ['ABCDE12345.app.innerway'],
            components: [
              { '/': '/password/reset/*', comment: 'password reset links' },
              { '/': '/email/verify/*', comment: 'e-mail verification links' },
              { '/': '/register', comment: 'registration, with or without ?code=' },
              { '/': '/users/me', comment: 'the profile, e.g. ?gift=1' },
            ],
          },
        ],
      },
      webcredentials: { apps: ['ABCDE12345.app.innerway'] },
    });
  });

  it('publishes the Digital Asset Links statement for the Android app', async () => {
    const response = await t.app.inject({ url: assetLinksUrl });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json(;|$)/);
    expect(response.headers['cache-control']).toBe('public, max-age=3600');
    expect(response.json()).toEqual([
      {
        relation: ['delegate_permission/common.handle_all_urls'],
        target: { namespace: 'android_app', package_name: 'app.innerway', sha256_cert_fingerprints: [fingerprint] },
      },
    ]);
  });

  it('needs no session and keeps the security headers', async () => {
    for (const url of [aasaUrl, assetLinksUrl]) {
      const response = await t.app.inject({ url, headers: { cookie: 'innerway_session=unknown' } });
      expect(response.statusCode).toBe(200);
      expect(response.headers['x-content-type-options']).toBe('nosniff');
    }
  });
});

describe('not configured', () => {
  let t: TestApp;
  setUpTestApp(
    (test) => {
      t = test;
    },
    { config: { webDistDir } },
  );

  it.each([aasaUrl, assetLinksUrl])('answers %s with the 404 envelope, not the web app', async (url) => {
    const response = await t.app.inject({ url });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual(refusal('request.not_found'));
  });
});
