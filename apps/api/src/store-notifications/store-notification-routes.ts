import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZAppStoreNotification, ZPlayNotificationPush, ZStoreNotificationReceipt } from '@innerway/domain';
import { storeNotConfigured } from '../access/store-errors.ts';
import { ok } from '../http/envelope.ts';
import { replies } from '../http/reply-schemas.ts';
import { createSigningKeys } from './google-signing-keys.ts';
import { recordStoreNotification } from './record-store-notification.ts';
import { createAppStoreNotificationVerifier } from './verify-app-store-notification.ts';
import { createPlayPushVerifier } from './verify-play-push.ts';

/**
 * The stores' server-to-server notifications (decision 028). No session: the store's signature
 * (App Store) or Google's OIDC token (Play) is the permission, checked before anything is stored.
 * The request does the database work and nothing slower, so the store has its answer at once;
 * any answer but 2xx makes the store deliver the notification again later.
 */
export const storeNotificationRoutes: FastifyPluginAsyncZod = async (app) => {
  const verifyAppStore = app.config.appStore ? createAppStoreNotificationVerifier(app.config.appStore) : null;
  const playPush = app.config.playNotifications;
  const verifyPlay = playPush ? createPlayPushVerifier(playPush, createSigningKeys(playPush.certsUrl)) : null;

  app.post(
    '/store_notifications/app_store',
    {
      schema: {
        tags: ['access'],
        summary: 'App Store Server Notifications V2: refunds, revocations and reversed refunds',
        description:
          "No session: the App Store's signature is the permission (Apple's library, the purchases' settings). Records each notification once (by notificationUUID); REFUND and REVOKE take back what the purchase granted, REFUND_REVERSED gives it back, any other type or an unknown transaction is recorded only. 403 `purchase.notification_not_verified` (nothing recorded); 503 `purchase.store_not_configured`, `purchase.store_unavailable` (Apple retries).",
        body: ZAppStoreNotification,
        response: replies(ZStoreNotificationReceipt),
      },
    },
    async (request) => {
      if (!verifyAppStore) throw storeNotConfigured();
      const notice = await verifyAppStore(request.body.signedPayload, request.log);
      return ok(await recordStoreNotification(app.db, notice));
    },
  );

  app.post(
    '/store_notifications/play',
    {
      schema: {
        tags: ['access'],
        summary: 'Google Play real-time developer notifications (Pub/Sub push): voided purchases',
        description:
          "No session: the push's OIDC token (Authorization: Bearer), signed by Google for GOOGLE_PLAY_PUSH_AUDIENCE and the service account GOOGLE_PLAY_PUSH_SERVICE_ACCOUNT, is the permission. Records each message once (by messageId); a voided one-time purchase takes back what it granted; anything else, or an unknown purchase token, is recorded only. 403 `purchase.notification_not_verified` (nothing recorded); 503 `purchase.store_not_configured`, `purchase.store_unavailable` (Pub/Sub retries).",
        body: ZPlayNotificationPush,
        response: replies(ZStoreNotificationReceipt),
      },
    },
    async (request) => {
      if (!verifyPlay) throw storeNotConfigured();
      const notice = await verifyPlay(request.headers.authorization, request.body, request.log);
      return ok(await recordStoreNotification(app.db, notice));
    },
  );
};
