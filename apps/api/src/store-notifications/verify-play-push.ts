import { verify } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { ZPlayNotificationPush } from '@innerway/domain';
import { AppError, forbidden } from '../http/app-error.ts';
import type { TPlayNotificationsConfig } from '../access/store-config.ts';
import { SigningKeysUnavailableError, type TSigningKeys } from './google-signing-keys.ts';
import type { TStoreNotice } from './store-notice.ts';

// Google signs its ID tokens with either spelling of its issuer.
const GOOGLE_ISSUERS = new Set(['https://accounts.google.com', 'accounts.google.com']);
// Clocks differ a little between Google and us.
const CLOCK_SKEW_S = 300;
// voidedPurchaseNotification.productType: 1 subscription, 2 one-time product.
const ONE_TIME_PRODUCT = 2;

const notVerified = () => forbidden('purchase.notification_not_verified');

function decodePart(part: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
    return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/**
 * The OIDC token Pub/Sub puts on each push (`Authorization: Bearer`): an RS256 JWT that Google
 * signed, for our audience, naming the subscription's service account with a verified e-mail,
 * and current. Anything else is refused, with the reason logged (never the token).
 */
async function verifyPushToken(
  authorization: string | undefined,
  config: TPlayNotificationsConfig,
  keys: TSigningKeys,
  log: FastifyBaseLogger,
): Promise<void> {
  const refuse = (reason: string) => {
    log.warn({ store: 'play', reason }, 'Google Play notification refused');
    return notVerified();
  };
  const token = /^Bearer ([A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+)$/.exec(authorization ?? '')?.[1];
  if (!token) throw refuse('no bearer token');
  const [headerPart, claimsPart, signaturePart] = token.split('.') as [string, string, string];
  const header = decodePart(headerPart);
  const claims = decodePart(claimsPart);
  if (!header || !claims) throw refuse('malformed token');
  if (header.alg !== 'RS256' || typeof header.kid !== 'string') throw refuse('not an RS256 token with a key id');

  let key;
  try {
    key = await keys.get(header.kid);
  } catch (error) {
    if (!(error instanceof SigningKeysUnavailableError)) throw error;
    log.warn({ store: 'play', reason: error.message }, "Google's signing keys unavailable");
    throw new AppError(503, 'purchase.store_unavailable');
  }
  if (!key) throw refuse('unknown key id');
  if (!verify('sha256', Buffer.from(`${headerPart}.${claimsPart}`), key, Buffer.from(signaturePart, 'base64url'))) {
    throw refuse('bad signature');
  }

  const now = Math.floor(Date.now() / 1000);
  if (typeof claims.iss !== 'string' || !GOOGLE_ISSUERS.has(claims.iss)) throw refuse('issuer');
  if (claims.aud !== config.audience) throw refuse('audience');
  if (typeof claims.exp !== 'number' || claims.exp + CLOCK_SKEW_S < now) throw refuse('expired');
  if (typeof claims.iat === 'number' && claims.iat - CLOCK_SKEW_S > now) throw refuse('issued in the future');
  if (claims.email !== config.serviceAccountEmail || claims.email_verified !== true) throw refuse('service account');
}

/** The DeveloperNotification fields read here (developer.android.com, real-time developer notifications). */
interface TDeveloperNotification {
  packageName?: unknown;
  eventTimeMillis?: unknown;
  oneTimeProductNotification?: { notificationType?: unknown; purchaseToken?: unknown; sku?: unknown };
  voidedPurchaseNotification?: { purchaseToken?: unknown; orderId?: unknown; productType?: unknown; refundType?: unknown };
  subscriptionNotification?: { notificationType?: unknown };
  testNotification?: unknown;
}

const text = (value: unknown) => (typeof value === 'string' ? value : null);
const number = (value: unknown) => (typeof value === 'number' ? value : null);

/** The developer notification a verified push carries, as a notice; its data must be what Play sends. */
function readDeveloperNotification(push: z.output<typeof ZPlayNotificationPush>, config: TPlayNotificationsConfig): TStoreNotice {
  let notification: TDeveloperNotification;
  try {
    notification = JSON.parse(Buffer.from(push.message.data, 'base64').toString('utf8')) as TDeveloperNotification;
  } catch {
    notification = {};
  }
  const eventMillis = Number(notification.eventTimeMillis);
  const common = {
    store: 'play' as const,
    notificationId: push.message.messageId,
    occurredAt: Number.isFinite(eventMillis) && eventMillis > 0 ? new Date(eventMillis) : null,
  };
  const packageName = text(notification.packageName);
  // Another app's notification on a topic shared with it: on record, nothing done.
  if (packageName !== config.packageName) {
    return { ...common, type: 'other_package', subtype: null, transactionId: null, action: null, details: { package_name: packageName } };
  }
  const voided = notification.voidedPurchaseNotification;
  if (voided) {
    const productType = number(voided.productType);
    return {
      ...common,
      type: 'voided_purchase',
      subtype: null,
      transactionId: text(voided.purchaseToken),
      action: productType === ONE_TIME_PRODUCT ? 'refund' : null,
      details: { order_id: text(voided.orderId), product_type: productType, refund_type: number(voided.refundType) },
    };
  }
  const oneTime = notification.oneTimeProductNotification;
  if (oneTime) {
    return {
      ...common,
      type: 'one_time_product',
      subtype: String(number(oneTime.notificationType) ?? ''),
      transactionId: text(oneTime.purchaseToken),
      action: null,
      details: { sku: text(oneTime.sku) },
    };
  }
  const type = notification.subscriptionNotification ? 'subscription' : notification.testNotification ? 'test' : 'unknown';
  return { ...common, type, subtype: null, transactionId: null, action: null, details: {} };
}

export type TPlayPushVerifier = (
  authorization: string | undefined,
  push: z.output<typeof ZPlayNotificationPush>,
  log: FastifyBaseLogger,
) => Promise<TStoreNotice>;

/** Google Play real-time developer notifications, pushed by Pub/Sub and authenticated by its OIDC token. */
export function createPlayPushVerifier(config: TPlayNotificationsConfig, keys: TSigningKeys): TPlayPushVerifier {
  return async (authorization, push, log) => {
    await verifyPushToken(authorization, config, keys, log);
    return readDeveloperNotification(push, config);
  };
}
