import { isIP } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { AppEnvironments, hasControlCharacter } from '@innerway/domain';
import { readStoreConfig, ZAppStoreConfig, ZPlayConfig, ZPlayNotificationsConfig } from './access/store-config.ts';
import { readAppLinksConfig, ZAppLinksConfig } from './app-links/app-links-config.ts';
import { readJournalKeys, ZJournalKeys } from './journal/journal-keys.ts';
import { readMediaStorageConfig, ZMediaStorageConfig } from './media-store/media-storage-config.ts';

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));

// Empty strings count as unset, as they do in most .env tooling.
const optionalString = z.preprocess((value) => (value === '' ? undefined : value), z.string().optional());

// Unset, the server is a production one: the demo accounts, the mail outbox page and the sandbox
// store exist only where APP_ENV=local is said (npm start and npm run dev say it). Decision 016.
const ZEnv = z.object({
  APP_ENV: z.preprocess((value) => (value === '' ? undefined : value), z.enum(AppEnvironments).default('production')),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  APP_URL: optionalString.pipe(z.url({ protocol: /^https?$/ }).optional()),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: optionalString.pipe(z.url({ protocol: /^postgres(ql)?$/ }).optional()),
  SMTP_URL: optionalString.pipe(z.url({ protocol: /^smtps?$/ }).optional()),
  // A header of every mail: one line.
  MAIL_FROM: optionalString.refine((value) => !value || !hasControlCharacter(value), 'must be one line, without control characters'),
  PRODUCT_NAME: z.string().min(1).default('Innerway'),
  SUPPORT_EMAIL: z.email().default('support@innerway.app'),
  MEDIA_DIR: optionalString,
  // Where uploaded media are stored (media-store/media-storage-config.ts): unset, under DATA_DIR/media.
  MEDIA_S3_BUCKET: optionalString,
  MEDIA_S3_ENDPOINT: optionalString,
  MEDIA_S3_REGION: optionalString,
  MEDIA_S3_ACCESS_KEY_ID: optionalString,
  MEDIA_S3_SECRET_ACCESS_KEY: optionalString,
  MEDIA_S3_FORCE_PATH_STYLE: optionalString,
  // Signs the reminder mails' unsubscribe links (reminders/unsubscribe-link.ts): 32 characters or more.
  REMINDER_LINK_SECRET: optionalString.pipe(z.string().min(32, 'must be at least 32 characters').optional()),
  // The store pages the website's App Store and Google Play badges lead to; unset, that badge is hidden.
  APP_STORE_URL: optionalString.pipe(z.url({ protocol: /^https$/ }).optional()),
  PLAY_STORE_URL: optionalString.pipe(z.url({ protocol: /^https$/ }).optional()),
  // Scales every throttle's allowance: the browser journeys sign in dozens of times from one
  // address within minutes. Leave at 1 anywhere people use the product.
  THROTTLE_MULTIPLIER: z.coerce.number().int().min(1).max(1000).default(1),
  // `npm run bench:api` only: adds GET /api/bench/hello, the ceiling the routes are measured against.
  BENCH_ROUTES: z.enum(['0', '1']).default('0'),
  // Which proxies' X-Forwarded-For is believed (readTrustProxy below); unset, none is.
  TRUST_PROXY: optionalString,
  // Swagger UI and the OpenAPI document at /api/docs: on in local, off elsewhere unless `on`.
  API_DOCS: optionalString.pipe(z.enum(['on', 'off']).optional()),
  // In-app purchases (access/store-config.ts). Unset, a store's purchases answer 503.
  APPLE_BUNDLE_ID: optionalString,
  APPLE_ENVIRONMENT: optionalString,
  APPLE_APP_ID: optionalString,
  APPLE_ROOT_CERTS: optionalString,
  APPLE_PRODUCT_IDS: optionalString,
  GOOGLE_PLAY_PACKAGE_NAME: optionalString,
  GOOGLE_PLAY_SERVICE_ACCOUNT: optionalString,
  GOOGLE_PLAY_API_BASE_URL: optionalString,
  GOOGLE_PLAY_PRODUCT_IDS: optionalString,
  // Google Play's refund notifications (Pub/Sub push, access/store-config.ts). Unset, they answer 503.
  GOOGLE_PLAY_PUSH_SERVICE_ACCOUNT: optionalString,
  GOOGLE_PLAY_PUSH_AUDIENCE: optionalString,
  // The app-links files at /.well-known/ (app-links/app-links-config.ts), with the two ids above.
  APPLE_TEAM_ID: optionalString,
  ANDROID_CERT_FINGERPRINTS: optionalString,
  // The keys journal entries are encrypted with (journal/journal-keys.ts); required in production.
  JOURNAL_KEYS: optionalString,
});

const ZConfig = z.object({
  appEnv: z.enum(AppEnvironments),
  port: z.number().int(),
  host: z.string(),
  appUrl: z.string(),
  dataDir: z.string(),
  databaseUrl: z.string().optional(),
  smtpUrl: z.string().optional(),
  mailFrom: z.string(),
  /** How mail is delivered (mail/deliver-mail.ts): tries per mail, and the bound on each wait on the server. */
  mailDelivery: z.object({ maxAttempts: z.number().int().min(1), timeoutMs: z.number().int().min(1) }),
  productName: z.string(),
  supportEmail: z.string(),
  /** The HMAC key of the reminder mails' unsubscribe links; changing it ends every link already mailed. */
  reminderLinkSecret: z.string().min(32),
  /** The website's store badges (render-index.ts writes them into the page); null hides that badge. */
  appStoreUrl: z.string().nullable(),
  playStoreUrl: z.string().nullable(),
  mediaDir: z.string(),
  /** Where uploaded media are stored: the disk under DATA_DIR, or an S3-compatible bucket. */
  mediaStorage: ZMediaStorageConfig,
  webDistDir: z.string(),
  cookieSecure: z.boolean(),
  /** Fastify's `trustProxy`: false (the connection's address is the client's), or the proxies' addresses and CIDR ranges. */
  trustProxy: z.union([z.literal(false), z.array(z.string()).min(1)]),
  /** Serves Swagger UI and the OpenAPI document at /api/docs. */
  apiDocs: z.boolean(),
  throttleMultiplier: z.number().int().min(1),
  /** Registers the benchmark's bare route (bench/hello-route.ts); never in production. */
  benchRoutes: z.boolean(),
  /** App Store purchase verification; null when not configured. */
  appStore: ZAppStoreConfig.nullable(),
  /** Google Play purchase verification; null when not configured. */
  play: ZPlayConfig.nullable(),
  /** Google Play's pushed notifications; null when not configured. */
  playNotifications: ZPlayNotificationsConfig.nullable(),
  /** What /.well-known/apple-app-site-association and assetlinks.json publish. */
  appLinks: ZAppLinksConfig,
  /** The journal's encryption keys, the first the current one. */
  journalKeys: ZJournalKeys,
});
export type TConfig = z.infer<typeof ZConfig>;

export class ConfigError extends Error {
  override name = 'ConfigError';
}

// proxy-addr's names for address ranges, accepted in a TRUST_PROXY list.
const proxyRangeNames = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isProxyAddress(entry: string): boolean {
  if (proxyRangeNames.has(entry)) return true;
  const [address = '', bits, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (bits === undefined) return true;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128);
}

/**
 * TRUST_PROXY: unset or `false`, X-Forwarded-For is ignored; otherwise a comma-separated list of
 * the proxies' addresses or CIDR ranges (or `loopback`, `linklocal`, `uniquelocal`), from which
 * alone the header is believed. `true` (believe anyone) is refused: any caller could then choose
 * its own address, and with it its own throttle. So is a hop count, which Fastify no longer takes
 * for the same reason: it cannot tell the proxy from a client that reaches the server directly.
 */
function readTrustProxy(value: string | undefined): { trustProxy: TConfig['trustProxy']; problem?: string } {
  if (value === undefined || value === 'false') return { trustProxy: false };
  const entries = value.split(',').map((entry) => entry.trim());
  if (entries.every(isProxyAddress)) return { trustProxy: entries };
  return { trustProxy: false, problem: 'TRUST_PROXY: a comma-separated list of the proxies\' addresses or CIDR ranges' };
}

/** What a production server cannot run without: said all at once. */
function productionProblems(e: z.infer<typeof ZEnv>): string[] {
  const missing = (['DATABASE_URL', 'APP_URL', 'SMTP_URL', 'JOURNAL_KEYS', 'REMINDER_LINK_SECRET'] as const).filter((key) => !e[key]);
  return [
    ...missing.map((key) => `${key}: required in production`),
    ...(e.BENCH_ROUTES === '1' ? ['BENCH_ROUTES: not allowed in production'] : []),
    ...(e.THROTTLE_MULTIPLIER !== 1 ? ['THROTTLE_MULTIPLIER: must be 1 in production'] : []),
  ];
}

/** Reads the environment once; fails listing every bad key so a deploy can be fixed in one go. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): TConfig {
  const parsed = ZEnv.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${problems.join('\n')}`);
  }
  const e = parsed.data;

  const port = e.PORT;
  // Without APP_URL the links in mails point at this very server.
  const appUrl = (e.APP_URL ?? `http://127.0.0.1:${port}`).replace(/\/+$/, '');
  const stores = readStoreConfig(e, appUrl);
  const links = readAppLinksConfig(e);
  const proxy = readTrustProxy(e.TRUST_PROXY);
  const journal = readJournalKeys(e);
  const dataDir = path.resolve(e.DATA_DIR);
  const storage = readMediaStorageConfig(e, dataDir);
  const problems = [
    ...(e.APP_ENV === 'production' ? productionProblems(e) : []),
    ...(proxy.problem ? [proxy.problem] : []),
    ...stores.problems,
    ...links.problems,
    ...journal.problems,
    ...storage.problems,
  ];
  if (problems.length > 0) {
    const unset = env.APP_ENV ? '' : '\nAPP_ENV is not set, so this is a production server. For a local run with demo data use `npm start`, or set APP_ENV=local.';
    throw new ConfigError(`Invalid configuration:\n${problems.map((problem) => `  ${problem}`).join('\n')}${unset}`);
  }

  return ZConfig.parse({
    appEnv: e.APP_ENV,
    port,
    host: e.HOST,
    appUrl,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM ?? `${e.PRODUCT_NAME} <no-reply@${e.SUPPORT_EMAIL.split('@')[1]}>`,
    // Ten attempts span about 3.5 hours of back-off (job-queue.ts): a mail server down for a
    // while still gets the mail, and a failure is on record the same afternoon.
    mailDelivery: { maxAttempts: 10, timeoutMs: 20_000 },
    productName: e.PRODUCT_NAME,
    supportEmail: e.SUPPORT_EMAIL,
    // Production must set its own (productionProblems); elsewhere links signed with this known
    // key are only as safe as a test server needs.
    reminderLinkSecret: e.REMINDER_LINK_SECRET ?? 'innerway-reminder-links-not-for-production',
    appStoreUrl: e.APP_STORE_URL ?? null,
    playStoreUrl: e.PLAY_STORE_URL ?? null,
    mediaDir: path.resolve(e.MEDIA_DIR ?? path.join(repoRoot, 'content/media')),
    mediaStorage: storage.mediaStorage,
    webDistDir: path.join(repoRoot, 'apps/web/dist'),
    cookieSecure: e.APP_ENV !== 'local',
    trustProxy: proxy.trustProxy,
    apiDocs: (e.API_DOCS ?? (e.APP_ENV === 'local' ? 'on' : 'off')) === 'on',
    throttleMultiplier: e.THROTTLE_MULTIPLIER,
    benchRoutes: e.BENCH_ROUTES === '1',
    appStore: stores.appStore,
    play: stores.play,
    playNotifications: stores.playNotifications,
    appLinks: links.appLinks,
    journalKeys: journal.journalKeys,
  });
}
