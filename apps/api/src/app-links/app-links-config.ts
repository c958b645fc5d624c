// What the app-links files (app-links/well-known-routes.ts) say, read from the environment by
// config.ts. Each file is published only when its keys are set; a key set without the one it
// needs, or a value of the wrong shape, stops the start. The app ids are shared with the store
// settings (access/store-config.ts), which check GOOGLE_PLAY_PACKAGE_NAME's shape.
import { z } from 'zod';

export const ZAppLinksConfig = z.object({
  /** `<team id>.<bundle id>`, the app that opens universal links; null: no apple-app-site-association. */
  appleAppId: z.string().min(1).nullable(),
  /** The Android app that opens app links and its signing certificates; null: no assetlinks.json. */
  android: z.object({ packageName: z.string().min(1), certFingerprints: z.array(z.string()).min(1) }).nullable(),
});
export type TAppLinksConfig = z.infer<typeof ZAppLinksConfig>;

export interface TAppLinksEnv {
  APPLE_TEAM_ID?: string | undefined;
  APPLE_BUNDLE_ID?: string | undefined;
  GOOGLE_PLAY_PACKAGE_NAME?: string | undefined;
  ANDROID_CERT_FINGERPRINTS?: string | undefined;
}

/** Apple's Team ID (the Application Identifier Prefix): ten capitals or digits. */
const teamId = /^[A-Z0-9]{10}$/;
/** Letters, digits, hyphens and dots, at least two parts (app.innerway). */
const bundleId = /^[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)+$/;
/** The SHA-256 of a signing certificate as keytool and Play Console print it: 32 bytes, AA:BB:... */
const sha256Fingerprint = /^[0-9A-F]{2}(:[0-9A-F]{2}){31}$/;

function readAppleAppId(env: TAppLinksEnv, problems: string[]): string | null {
  if (!env.APPLE_TEAM_ID) return null;
  if (!teamId.test(env.APPLE_TEAM_ID)) problems.push('APPLE_TEAM_ID: must be the ten capitals or digits of the Apple Team ID');
  if (!env.APPLE_BUNDLE_ID) problems.push('APPLE_BUNDLE_ID: required with APPLE_TEAM_ID');
  else if (!bundleId.test(env.APPLE_BUNDLE_ID)) problems.push('APPLE_BUNDLE_ID: must be a bundle id like app.innerway');
  return `${env.APPLE_TEAM_ID}.${env.APPLE_BUNDLE_ID}`;
}

function readAndroid(env: TAppLinksEnv, problems: string[]): TAppLinksConfig['android'] {
  if (!env.ANDROID_CERT_FINGERPRINTS) return null;
  // Accepted in either case; listed in upper case, as keytool and Play Console print them.
  const certFingerprints = env.ANDROID_CERT_FINGERPRINTS.split(',').map((entry) => entry.trim().toUpperCase()).filter(Boolean);
  if (certFingerprints.length === 0 || !certFingerprints.every((fingerprint) => sha256Fingerprint.test(fingerprint))) {
    problems.push('ANDROID_CERT_FINGERPRINTS: must be comma-separated SHA-256 fingerprints, 32 bytes as AA:BB:...');
  }
  if (!env.GOOGLE_PLAY_PACKAGE_NAME) problems.push('GOOGLE_PLAY_PACKAGE_NAME: required with ANDROID_CERT_FINGERPRINTS');
  return { packageName: env.GOOGLE_PLAY_PACKAGE_NAME ?? '', certFingerprints };
}

/** The app-links settings, and what is wrong with them (`KEY: problem`, empty when nothing is). */
export function readAppLinksConfig(env: TAppLinksEnv): { appLinks: TAppLinksConfig; problems: string[] } {
  const problems: string[] = [];
  const appLinks = { appleAppId: readAppleAppId(env, problems), android: readAndroid(env, problems) };
  return { appLinks, problems };
}
