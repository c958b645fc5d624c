import { z } from 'zod';
import { storeNotificationOutcomes } from '../access.ts';
import { issueMessage } from '../error-codes.ts';

// The bodies the stores push to /api/store_notifications/* (docs/decisions/028-store-notifications.md).
// They are the stores' formats, not ours: unknown keys are let through (and dropped), since a
// store may add one at any time and must not see its notifications refused for it.

const base64url = /^[A-Za-z0-9_-]+$/;

/**
 * App Store Server Notifications V2: `signedPayload`, a JWS signed by the App Store (its chain in
 * the header), which carries the signed transaction in turn.
 */
export const ZAppStoreNotification = z.object({
  signedPayload: z
    .string()
    .max(60_000)
    .refine((value) => value.split('.').length === 3 && value.split('.').every((part) => base64url.test(part)), {
      error: issueMessage('request.invalid_value', { path: 'signedPayload', problem: 'must be a JWS in compact form' }),
    }),
});

/**
 * A Pub/Sub push of a Google Play real-time developer notification: `message.data` is the
 * DeveloperNotification as base64 JSON; `message.messageId` is unique per message.
 */
export const ZPlayNotificationPush = z.object({
  message: z.object({
    data: z.string().max(40_000).regex(/^[A-Za-z0-9+/=_-]*$/, { error: issueMessage('request.invalid_characters', { path: 'message.data' }) }),
    messageId: z.string().min(1).max(200),
    publishTime: z.string().max(100).optional(),
  }),
  subscription: z.string().max(500),
});

/** What the server answers a store: the notification is on record (again, for a redelivery). */
export const ZStoreNotificationReceipt = z.object({
  outcome: z.enum(storeNotificationOutcomes),
  /** A notification already received: nothing was done again. */
  duplicate: z.boolean(),
});
export type TStoreNotificationReceipt = z.infer<typeof ZStoreNotificationReceipt>;
