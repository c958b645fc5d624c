import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';

// Outside production, which needs settings of its own (config.test.ts).
const localConfig = (env: NodeJS.ProcessEnv) => loadConfig({ APP_ENV: 'local', ...env });

const fingerprint = Array.from({ length: 32 }, () => 'AB').join(':');
const apple = { APPLE_TEAM_ID: 'ABCDE12345', APPLE_BUNDLE_ID: 'app.innerway' };
const android = { GOOGLE_PLAY_PACKAGE_NAME: 'app.innerway', ANDROID_CERT_FINGERPRINTS: fingerprint };

describe('app-links configuration', () => {
  it('publishes nothing by default', () => {
    expect(localConfig({}).appLinks).toEqual({ appleAppId: null, android: null });
  });

  it('names the iOS app by team and bundle id, without the store settings', () => {
    expect(localConfig(apple)).toMatchObject({ appLinks: { appleAppId: 'ABCDE12345.app.innerway' }, appStore: null });
  });

  it('takes several fingerprints in either case and lists them in upper case, without the store settings', () => {
    const other = fingerprint.replace(/^AB/, 'cd').toLowerCase();
    const config = localConfig({ ...android, ANDROID_CERT_FINGERPRINTS: ` ${fingerprint} , ${other} ` });
    expect(config.play).toBeNull();
    expect(config.appLinks.android).toEqual({ packageName: 'app.innerway', certFingerprints: [fingerprint, other.toUpperCase()] });
  });

  it.each([
    ['a team id of the wrong shape', { ...apple, APPLE_TEAM_ID: 'abcde12345' }, /APPLE_TEAM_ID: must be/],
    ['a team id without a bundle id', { APPLE_TEAM_ID: 'ABCDE12345' }, /APPLE_BUNDLE_ID: required with APPLE_TEAM_ID/],
    ['a bundle id that is not one', { ...apple, APPLE_BUNDLE_ID: 'innerway app' }, /APPLE_BUNDLE_ID: must be/],
    ['fingerprints without a package', { ANDROID_CERT_FINGERPRINTS: fingerprint }, /GOOGLE_PLAY_PACKAGE_NAME: required with/],
    ['a SHA-1 fingerprint', { ...android, ANDROID_CERT_FINGERPRINTS: fingerprint.slice(0, 59) }, /ANDROID_CERT_FINGERPRINTS: must be/],
    ['a fingerprint without colons', { ...android, ANDROID_CERT_FINGERPRINTS: 'AB'.repeat(32) }, /ANDROID_CERT_FINGERPRINTS: must be/],
    ['one bad fingerprint among good ones', { ...android, ANDROID_CERT_FINGERPRINTS: `${fingerprint},XY` }, /ANDROID_CERT_FINGERPRINTS/],
    ['a package name that is not one', { ...android, GOOGLE_PLAY_PACKAGE_NAME: 'innerway' }, /GOOGLE_PLAY_PACKAGE_NAME: must be/],
  ])('refuses to start with %s', (_case, env, problem) => {
    expect(() => localConfig(env)).toThrowError(expect.objectContaining({ name: 'ConfigError', message: expect.stringMatching(problem) }));
  });
});
