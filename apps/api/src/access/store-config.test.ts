import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { generateKeyPairSync, X509Certificate } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { createTestChain } from './app-store-testing.ts';

// Outside production, which needs settings of its own (config.test.ts).
const localConfig = (env: NodeJS.ProcessEnv) => loadConfig({ APP_ENV: 'local', ...env });

const chain = createTestChain();
const rootPem = new X509Certificate(chain.root).toString();
const privateKey = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
const serviceAccount = JSON.stringify({ type: 'service_account', client_email: 'play@example.iam.gserviceaccount.com', private_key: privateKey });
const apple = { APPLE_BUNDLE_ID: 'app.innerway', APPLE_ENVIRONMENT: 'Sandbox', APPLE_ROOT_CERTS: rootPem };
const google = { GOOGLE_PLAY_PACKAGE_NAME: 'app.innerway', GOOGLE_PLAY_SERVICE_ACCOUNT: serviceAccount };

describe('store configuration', () => {
  it('leaves both stores unconfigured by default', () => {
    expect(localConfig({})).toMatchObject({ appStore: null, play: null, playNotifications: null });
  });

  it("turns Play's pushed notifications on with the push subscription's service account, the audience defaulting to the endpoint", () => {
    const push = { ...google, GOOGLE_PLAY_PUSH_SERVICE_ACCOUNT: 'push@innerway.iam.gserviceaccount.com' };
    expect(localConfig({ ...push, APP_URL: 'https://innerway.example/' }).playNotifications).toEqual({
      packageName: 'app.innerway',
      audience: 'https://innerway.example/api/store_notifications/play',
      serviceAccountEmail: 'push@innerway.iam.gserviceaccount.com',
      certsUrl: 'https://www.googleapis.com/oauth2/v3/certs',
    });
    expect(localConfig({ ...push, GOOGLE_PLAY_PUSH_AUDIENCE: 'innerway-push' }).playNotifications?.audience).toBe('innerway-push');
    expect(() => localConfig({ GOOGLE_PLAY_PUSH_SERVICE_ACCOUNT: 'push@innerway.iam.gserviceaccount.com' })).toThrow(
      /GOOGLE_PLAY_PACKAGE_NAME: required with GOOGLE_PLAY_PUSH_SERVICE_ACCOUNT/,
    );
    expect(() => localConfig({ ...push, GOOGLE_PLAY_PUSH_SERVICE_ACCOUNT: 'not an address' })).toThrow(/GOOGLE_PLAY_PUSH_SERVICE_ACCOUNT: must be/);
    expect(() => localConfig({ GOOGLE_PLAY_PUSH_AUDIENCE: 'innerway-push' })).toThrow(/GOOGLE_PLAY_PUSH_SERVICE_ACCOUNT: required with/);
  });

  it('reads the App Store settings, with online checks on and our product ids by default', () => {
    const { appStore } = localConfig(apple);
    expect(appStore).toMatchObject({
      bundleId: 'app.innerway',
      environments: ['Sandbox'],
      onlineChecks: true,
      productIds: { full_access: 'full_access', gift_card: 'gift_card' },
    });
    expect(appStore!.rootCertificates).toEqual([chain.root]);
  });

  it('takes root certificates as PEM with escaped newlines, as files, or as base64 DER', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'innerway-certs-'));
    const pemFile = path.join(dir, 'root.pem');
    const derFile = path.join(dir, 'root.cer');
    writeFileSync(pemFile, rootPem);
    writeFileSync(derFile, chain.root);
    for (const value of [rootPem.replace(/\n/g, '\\n'), `${pemFile},${derFile}`, chain.root.toString('base64')]) {
      const certificates = localConfig({ ...apple, APPLE_ROOT_CERTS: value }).appStore!.rootCertificates;
      expect(certificates.length).toBeGreaterThan(0);
      for (const certificate of certificates) expect(certificate.equals(chain.root)).toBe(true);
    }
  });

  it.each([
    ['a bundle id without certificates', { APPLE_BUNDLE_ID: 'app.innerway' }, /APPLE_ROOT_CERTS: required/],
    ['certificates without a bundle id', { APPLE_ROOT_CERTS: rootPem }, /APPLE_BUNDLE_ID: required/],
    ['certificates that are not certificates', { ...apple, APPLE_ROOT_CERTS: 'bm90IGEgY2VydA==' }, /APPLE_ROOT_CERTS: must be/],
    ['Production without the app id', { ...apple, APPLE_ENVIRONMENT: 'Production' }, /APPLE_APP_ID: required/],
    ["an environment Apple's library does not verify", { ...apple, APPLE_ENVIRONMENT: 'Xcode' }, /APPLE_ENVIRONMENT/],
    ['product ids that are not JSON', { ...apple, APPLE_PRODUCT_IDS: 'full_access=x' }, /APPLE_PRODUCT_IDS/],
    ['a package without a service account', { GOOGLE_PLAY_PACKAGE_NAME: 'app.innerway' }, /GOOGLE_PLAY_SERVICE_ACCOUNT: required/],
    ['a service account without a package', { GOOGLE_PLAY_SERVICE_ACCOUNT: serviceAccount }, /GOOGLE_PLAY_PACKAGE_NAME: required/],
    ['a service account without a key', { ...google, GOOGLE_PLAY_SERVICE_ACCOUNT: '{"client_email":"a@b.c"}' }, /needs client_email and private_key/],
    ['a plain-http Play API elsewhere', { ...google, GOOGLE_PLAY_API_BASE_URL: 'http://play.example.com' }, /GOOGLE_PLAY_API_BASE_URL/],
  ])('refuses to start with %s', (_case, env, problem) => {
    expect(() => localConfig(env)).toThrowError(expect.objectContaining({ name: 'ConfigError', message: expect.stringMatching(problem) }));
  });

  it('never quotes a credential in its complaints', () => {
    const brokenKey = JSON.stringify({ client_email: 'a@b.c', private_key: 'SECRET-KEY-MATERIAL' });
    expect(() => localConfig({ ...google, GOOGLE_PLAY_SERVICE_ACCOUNT: brokenKey })).toThrowError(
      expect.objectContaining({ message: expect.not.stringContaining('SECRET-KEY-MATERIAL') }),
    );
  });

  it('reads the Play settings, with Google’s own endpoints by default and a local stand-in allowed', () => {
    expect(localConfig(google).play).toMatchObject({
      packageName: 'app.innerway',
      apiBaseUrl: 'https://androidpublisher.googleapis.com',
      serviceAccount: { clientEmail: 'play@example.iam.gserviceaccount.com', tokenUri: 'https://oauth2.googleapis.com/token' },
    });
    const local = localConfig({
      ...google,
      GOOGLE_PLAY_API_BASE_URL: 'http://127.0.0.1:8123/',
      GOOGLE_PLAY_PRODUCT_IDS: '{"full_access":"innerway.full","gift_card":"innerway.gift"}',
    }).play!;
    expect(local).toMatchObject({ apiBaseUrl: 'http://127.0.0.1:8123', productIds: { full_access: 'innerway.full', gift_card: 'innerway.gift' } });
  });
});
