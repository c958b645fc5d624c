// The in-app purchase stores' configuration, read from the environment by config.ts. A store
// left unconfigured is allowed (the web build needs none): its purchases answer 503. A store
// configured by halves is a deployment mistake and stops the start. Problems never quote
// values: they are credentials.
import { createPrivateKey, X509Certificate } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { z } from 'zod';
import { purchaseProducts, type TPurchaseProduct } from '@innerway/domain';

const AppleEnvironments = ['Production', 'Sandbox'] as const;
type TAppleEnvironment = (typeof AppleEnvironments)[number];

/** Our product ids -> the store's product ids. */
type TStoreProductIds = Record<TPurchaseProduct, string>;

const ZStoreProductIds = z.object({ full_access: z.string().min(1), gift_card: z.string().min(1) });

export const ZAppStoreConfig = z.object({
  bundleId: z.string().min(1),
  /** Accepted transaction environments, in the order tried. */
  environments: z.array(z.enum(AppleEnvironments)).min(1),
  /** The app's Apple id, required by Apple's library for Production. */
  appAppleId: z.number().int().positive().optional(),
  /** DER-encoded trusted roots (Apple Root CA - G3 in real deployments). */
  rootCertificates: z.array(z.instanceof(Buffer)).min(1),
  /** Revocation (OCSP) and expiry checks at today's date; tests turn them off to use their own chain. */
  onlineChecks: z.boolean(),
  productIds: ZStoreProductIds,
});
export type TAppStoreConfig = z.infer<typeof ZAppStoreConfig>;

const ZServiceAccount = z.object({ clientEmail: z.string().min(1), privateKey: z.string().min(1), tokenUri: z.string().min(1) });
export type TServiceAccount = z.infer<typeof ZServiceAccount>;

export const ZPlayConfig = z.object({
  packageName: z.string().min(1),
  serviceAccount: ZServiceAccount,
  /** https://androidpublisher.googleapis.com, or a local stand-in in tests. */
  apiBaseUrl: z.string().min(1),
  productIds: ZStoreProductIds,
});
export type TPlayConfig = z.infer<typeof ZPlayConfig>;

/**
 * Google Play's real-time developer notifications, pushed by a Pub/Sub subscription that signs
 * each push with an OIDC token of `serviceAccountEmail` for `audience`, checked against Google's
 * keys at `certsUrl`.
 */
export const ZPlayNotificationsConfig = z.object({
  packageName: z.string().min(1),
  audience: z.string().min(1),
  serviceAccountEmail: z.string().min(1),
  /** Google's OAuth 2.0 signing keys (JWKS), or a local stand-in in tests. */
  certsUrl: z.string().min(1),
});
export type TPlayNotificationsConfig = z.infer<typeof ZPlayNotificationsConfig>;

const GOOGLE_TOKEN_URI = 'https://oauth2.googleapis.com/token';
const GOOGLE_PLAY_API_BASE_URL = 'https://androidpublisher.googleapis.com';
const GOOGLE_OIDC_CERTS_URL = 'https://www.googleapis.com/oauth2/v3/certs';
/** Where the push subscription delivers, under APP_URL: Pub/Sub's default audience too. */
const PLAY_NOTIFICATIONS_PATH = '/api/store_notifications/play';

export interface TStoreEnv {
  APPLE_BUNDLE_ID?: string | undefined;
  APPLE_ENVIRONMENT?: string | undefined;
  APPLE_APP_ID?: string | undefined;
  APPLE_ROOT_CERTS?: string | undefined;
  APPLE_PRODUCT_IDS?: string | undefined;
  GOOGLE_PLAY_PACKAGE_NAME?: string | undefined;
  GOOGLE_PLAY_SERVICE_ACCOUNT?: string | undefined;
  GOOGLE_PLAY_API_BASE_URL?: string | undefined;
  GOOGLE_PLAY_PRODUCT_IDS?: string | undefined;
  GOOGLE_PLAY_PUSH_SERVICE_ACCOUNT?: string | undefined;
  GOOGLE_PLAY_PUSH_AUDIENCE?: string | undefined;
  // The app-links files' keys: they too use APPLE_BUNDLE_ID and GOOGLE_PLAY_PACKAGE_NAME.
  APPLE_TEAM_ID?: string | undefined;
  ANDROID_CERT_FINGERPRINTS?: string | undefined;
}

/** Collects problems as `KEY: what is wrong`, so a deploy can be fixed in one go. */
class Problems {
  list: string[] = [];
  add(key: string, problem: string): void {
    this.list.push(`${key}: ${problem}`);
  }
}

/**
 * Whether a store's purchases are configured: its credential (`secretKey`) is set, which needs the
 * app's id (`idKey`) too. The id alone is a half-done set-up unless the app-links file of
 * `linksKey` uses it (app-links/app-links-config.ts).
 */
function purchasesConfigured(
  env: TStoreEnv,
  keys: { idKey: keyof TStoreEnv; secretKey: keyof TStoreEnv; linksKey: keyof TStoreEnv },
  problems: Problems,
  store: string,
): boolean {
  const { idKey, secretKey, linksKey } = keys;
  if (env[secretKey]) {
    if (!env[idKey]) problems.add(idKey, `required when ${store} purchases are configured`);
    return Boolean(env[idKey]);
  }
  if (env[idKey] && !env[linksKey]) problems.add(secretKey, `required with ${idKey}, unless ${linksKey} is set for app links only`);
  return false;
}

function productIds(value: string | undefined, key: string, problems: Problems): TStoreProductIds {
  const identity = Object.fromEntries(purchaseProducts.map((product) => [product, product])) as TStoreProductIds;
  if (!value) return identity;
  try {
    const parsed = ZStoreProductIds.strict().parse(JSON.parse(value));
    if (parsed.full_access === parsed.gift_card) problems.add(key, 'the two products need different store ids');
    return parsed;
  } catch {
    problems.add(key, 'must be JSON like {"full_access":"...","gift_card":"..."}');
    return identity;
  }
}

/** PEM text (newlines or literal \n), or a comma-separated list of files or base64 DER. */
function readCertificates(value: string): Buffer[] {
  const text = value.replace(/\\n/g, '\n');
  const pems = text.match(/-----BEGIN CERTIFICATE-----[\s\S]+?-----END CERTIFICATE-----/g);
  const sources: (string | Buffer)[] = pems ?? text.split(',').map((entry) => entry.trim()).filter(Boolean).map(readSource);
  return sources.map((source) => new X509Certificate(source).raw);
}

function readSource(entry: string): string | Buffer {
  if (existsSync(entry)) {
    const content = readFileSync(entry);
    return content.includes('-----BEGIN CERTIFICATE-----') ? content.toString('utf8') : content;
  }
  return Buffer.from(entry, 'base64');
}

/** A URL the server may call: https, or http to this very machine (tests, a local stand-in). */
function serviceUrl(value: string): string | null {
  try {
    const url = new URL(value);
    const local = url.hostname === '127.0.0.1' || url.hostname === 'localhost' || url.hostname === '[::1]';
    if (url.protocol === 'https:' || (url.protocol === 'http:' && local)) return value.replace(/\/+$/, '');
  } catch {
    // falls through
  }
  return null;
}

/** The service account key file's JSON, inline, as a file path, or base64. */
function readServiceAccount(value: string, problems: Problems): TServiceAccount | null {
  const key = 'GOOGLE_PLAY_SERVICE_ACCOUNT';
  let text = value.trim();
  if (!text.startsWith('{')) text = existsSync(text) ? readFileSync(text, 'utf8') : Buffer.from(text, 'base64').toString('utf8');
  let json: { client_email?: unknown; private_key?: unknown; token_uri?: unknown };
  try {
    json = JSON.parse(text) as typeof json;
  } catch {
    problems.add(key, "must be the service account's JSON key (inline, a file path, or base64)");
    return null;
  }
  if (typeof json.client_email !== 'string' || typeof json.private_key !== 'string') {
    problems.add(key, 'the JSON key needs client_email and private_key');
    return null;
  }
  try {
    createPrivateKey(json.private_key);
  } catch {
    problems.add(key, 'private_key is not a readable private key');
    return null;
  }
  const tokenUri = serviceUrl(typeof json.token_uri === 'string' ? json.token_uri : GOOGLE_TOKEN_URI);
  if (!tokenUri) {
    problems.add(key, 'token_uri must be an https URL');
    return null;
  }
  return { clientEmail: json.client_email, privateKey: json.private_key, tokenUri };
}

function readAppStoreConfig(env: TStoreEnv, problems: Problems): TAppStoreConfig | null {
  const keys = { idKey: 'APPLE_BUNDLE_ID', secretKey: 'APPLE_ROOT_CERTS', linksKey: 'APPLE_TEAM_ID' } as const;
  if (!purchasesConfigured(env, keys, problems, 'App Store')) return null;
  const environments = (env.APPLE_ENVIRONMENT ?? 'Production').split(',').map((item) => item.trim());
  const known = environments.filter((item): item is TAppleEnvironment => (AppleEnvironments as readonly string[]).includes(item));
  // Xcode and LocalTesting transactions are not signed by Apple: the library skips verification.
  if (known.length !== environments.length || known.length === 0) {
    problems.add('APPLE_ENVIRONMENT', 'a comma-separated list of Production and Sandbox');
  }
  let appAppleId: number | undefined;
  if (env.APPLE_APP_ID) {
    appAppleId = Number(env.APPLE_APP_ID);
    if (!Number.isSafeInteger(appAppleId) || appAppleId <= 0) problems.add('APPLE_APP_ID', 'must be the numeric Apple ID of the app');
  } else if (known.includes('Production')) {
    problems.add('APPLE_APP_ID', 'required for the Production environment');
  }
  let rootCertificates: Buffer[] = [];
  try {
    rootCertificates = readCertificates(env.APPLE_ROOT_CERTS!);
    if (rootCertificates.length === 0) problems.add('APPLE_ROOT_CERTS', 'no certificate found');
  } catch {
    problems.add('APPLE_ROOT_CERTS', 'must be PEM certificates, or a comma-separated list of certificate files or base64 DER');
  }
  return {
    bundleId: env.APPLE_BUNDLE_ID!,
    environments: known,
    appAppleId,
    rootCertificates,
    onlineChecks: true,
    productIds: productIds(env.APPLE_PRODUCT_IDS, 'APPLE_PRODUCT_IDS', problems),
  };
}

function readPlayConfig(env: TStoreEnv, problems: Problems): TPlayConfig | null {
  const keys = { idKey: 'GOOGLE_PLAY_PACKAGE_NAME', secretKey: 'GOOGLE_PLAY_SERVICE_ACCOUNT', linksKey: 'ANDROID_CERT_FINGERPRINTS' } as const;
  if (!purchasesConfigured(env, keys, problems, 'Google Play')) return null;
  const apiBaseUrl = serviceUrl(env.GOOGLE_PLAY_API_BASE_URL ?? GOOGLE_PLAY_API_BASE_URL);
  if (!apiBaseUrl) problems.add('GOOGLE_PLAY_API_BASE_URL', 'must be an https URL');
  const serviceAccount = readServiceAccount(env.GOOGLE_PLAY_SERVICE_ACCOUNT!, problems);
  if (!serviceAccount || !apiBaseUrl) return null;
  return {
    packageName: env.GOOGLE_PLAY_PACKAGE_NAME!,
    serviceAccount,
    apiBaseUrl,
    productIds: productIds(env.GOOGLE_PLAY_PRODUCT_IDS, 'GOOGLE_PLAY_PRODUCT_IDS', problems),
  };
}

/**
 * Play's push is turned on by the e-mail of the service account its subscription signs with; the
 * audience defaults to the push endpoint's address, as Pub/Sub's does.
 */
function readPlayNotificationsConfig(env: TStoreEnv, appUrl: string, problems: Problems): TPlayNotificationsConfig | null {
  const email = env.GOOGLE_PLAY_PUSH_SERVICE_ACCOUNT;
  if (!email) {
    if (env.GOOGLE_PLAY_PUSH_AUDIENCE) problems.add('GOOGLE_PLAY_PUSH_SERVICE_ACCOUNT', 'required with GOOGLE_PLAY_PUSH_AUDIENCE');
    return null;
  }
  if (!/^[^@\s]+@[^@\s]+$/.test(email)) problems.add('GOOGLE_PLAY_PUSH_SERVICE_ACCOUNT', "must be the push subscription's service account e-mail");
  if (!env.GOOGLE_PLAY_PACKAGE_NAME) problems.add('GOOGLE_PLAY_PACKAGE_NAME', 'required with GOOGLE_PLAY_PUSH_SERVICE_ACCOUNT');
  return {
    packageName: env.GOOGLE_PLAY_PACKAGE_NAME ?? '',
    audience: env.GOOGLE_PLAY_PUSH_AUDIENCE ?? `${appUrl}${PLAY_NOTIFICATIONS_PATH}`,
    serviceAccountEmail: email,
    certsUrl: GOOGLE_OIDC_CERTS_URL,
  };
}

/** An Android application id, as Play and the asset-links file name the app. */
const androidPackageName = /^[A-Za-z][A-Za-z0-9_]*(\.[A-Za-z][A-Za-z0-9_]*)+$/;

/** Both stores' settings, and what is wrong with them (empty when nothing is). `appUrl` is the server's public address. */
export function readStoreConfig(
  env: TStoreEnv,
  appUrl: string,
): { appStore: TAppStoreConfig | null; play: TPlayConfig | null; playNotifications: TPlayNotificationsConfig | null; problems: string[] } {
  const problems = new Problems();
  if (env.GOOGLE_PLAY_PACKAGE_NAME && !androidPackageName.test(env.GOOGLE_PLAY_PACKAGE_NAME)) {
    problems.add('GOOGLE_PLAY_PACKAGE_NAME', 'must be an application id like com.example.app');
  }
  const appStore = readAppStoreConfig(env, problems);
  const play = readPlayConfig(env, problems);
  const playNotifications = readPlayNotificationsConfig(env, appUrl, problems);
  return { appStore, play, playNotifications, problems: problems.list };
}
