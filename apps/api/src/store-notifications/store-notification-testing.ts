// Test helpers: App Store Server Notifications V2 payloads (signed with access/app-store-testing.ts's
// chain), and a local stand-in for Google's signing keys with Pub/Sub's OIDC tokens and pushes.
import { createServer, type Server } from 'node:http';
import { generateKeyPairSync, randomUUID, sign, type KeyObject } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { signTransaction, TEST_BUNDLE_ID, transactionPayload, type TTestChain } from '../access/app-store-testing.ts';
import type { TPlayNotificationsConfig } from '../access/store-config.ts';

/** A signed notification of `notificationType` about `transaction` (a transactionPayload), as Apple sends it. */
export function signedNotification(
  chain: TTestChain,
  notificationType: string,
  transaction: Record<string, unknown> | null,
  overrides: Record<string, unknown> = {},
): string {
  const data: Record<string, unknown> = { bundleId: TEST_BUNDLE_ID, environment: 'Sandbox', bundleVersion: '1.8.0', status: 1 };
  if (transaction) data.signedTransactionInfo = signTransaction(chain, transaction);
  return signTransaction(chain, {
    notificationType,
    notificationUUID: randomUUID(),
    version: '2.0',
    signedDate: Date.now(),
    data,
    ...overrides,
  });
}

/** The transaction a refund notification carries: the purchase's, now revoked. */
export const refundedTransaction = (transactionId: string, overrides: Record<string, unknown> = {}) =>
  transactionPayload({ transactionId, originalTransactionId: transactionId, revocationDate: Date.now(), revocationReason: 0, ...overrides });

const TEST_PUSH_ACCOUNT = 'play-push@innerway-test.iam.gserviceaccount.com';
const TEST_PUSH_AUDIENCE = 'https://innerway.test/api/store_notifications/play';
const TEST_PUSH_PACKAGE = 'app.innerway.test';

export interface TGoogleKeysStandIn {
  config: TPlayNotificationsConfig;
  /** How many times the keys were fetched. */
  fetches: number;
  /** A Pub/Sub OIDC token signed with the served key; override any claim, or sign with another key. */
  token(claims?: Record<string, unknown>, options?: { key?: KeyObject; kid?: string; alg?: string }): string;
  close(): Promise<void>;
}

const base64url = (value: string | Buffer) => Buffer.from(value).toString('base64url');

/** Serves one RSA key as Google's JWKS (Cache-Control as Google's) on 127.0.0.1. */
export async function startGoogleKeysStandIn(): Promise<TGoogleKeysStandIn> {
  const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const kid = 'test-key-1';
  const state = { fetches: 0 };
  const server: Server = createServer((request, response) => {
    if (request.url !== '/oauth2/v3/certs') {
      response.writeHead(404).end();
      return;
    }
    state.fetches += 1;
    response.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'public, max-age=21600' });
    response.end(JSON.stringify({ keys: [{ ...publicKey.export({ format: 'jwk' }), kid, alg: 'RS256', use: 'sig' }] }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const certsUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/oauth2/v3/certs`;

  return {
    config: { packageName: TEST_PUSH_PACKAGE, audience: TEST_PUSH_AUDIENCE, serviceAccountEmail: TEST_PUSH_ACCOUNT, certsUrl },
    get fetches() {
      return state.fetches;
    },
    token(claims = {}, options = {}) {
      const now = Math.floor(Date.now() / 1000);
      const header = base64url(JSON.stringify({ alg: options.alg ?? 'RS256', kid: options.kid ?? kid, typ: 'JWT' }));
      const body = base64url(
        JSON.stringify({
          iss: 'https://accounts.google.com',
          aud: TEST_PUSH_AUDIENCE,
          azp: '1234567890',
          email: TEST_PUSH_ACCOUNT,
          email_verified: true,
          sub: '1234567890',
          iat: now,
          exp: now + 3600,
          ...claims,
        }),
      );
      const signature = sign('sha256', Buffer.from(`${header}.${body}`), options.key ?? privateKey);
      return `${header}.${body}.${base64url(signature)}`;
    },
    close: () => new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}

/** A Pub/Sub push body carrying `notification` (a DeveloperNotification's parts) for the test package. */
export function playPush(notification: Record<string, unknown>, messageId: string = randomUUID()) {
  const developerNotification = { version: '1.0', packageName: TEST_PUSH_PACKAGE, eventTimeMillis: String(Date.now()), ...notification };
  return {
    message: {
      attributes: {},
      data: Buffer.from(JSON.stringify(developerNotification)).toString('base64'),
      messageId,
      message_id: messageId,
      publishTime: new Date().toISOString(),
    },
    subscription: 'projects/innerway-test/subscriptions/play-notifications',
  };
}

/** A voided one-time purchase (a refund, or a chargeback) of `purchaseToken`. */
export const voidedPurchase = (purchaseToken: string) => ({
  voidedPurchaseNotification: { purchaseToken, orderId: 'GPA.3300-0000-0000-00001', productType: 2, refundType: 1 },
});
