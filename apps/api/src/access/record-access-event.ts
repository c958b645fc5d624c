import type { TQueryable } from '../db/client.ts';
import { accessEvents } from '../db/schema.ts';

type TAccessEventKind =
  | 'institution_code_redeemed'
  | 'full_access_purchased'
  | 'gift_card_purchased'
  | 'gift_card_sent'
  | 'gift_card_rescinded'
  | 'gift_card_redeemed'
  | 'full_access_granted'
  | 'full_access_taken_back'
  | 'full_access_restored';

export interface TAccessEvent {
  kind: TAccessEventKind;
  /** Whose access or card changed. */
  userId: number;
  /** Who did it (the same user for everything a person does themselves; null for a store's notice). */
  actorUserId: number | null;
  subscriptionCodeId?: number | null;
  inAppPurchaseId?: number | null;
  institutionId?: number | null;
  details?: Record<string, string | number | boolean | null>;
}

/** Written in the transaction of the change itself, so a change is never without its record. */
export async function recordAccessEvent(tx: TQueryable, event: TAccessEvent): Promise<void> {
  await tx.insert(accessEvents).values({
    kind: event.kind,
    userId: event.userId,
    actorUserId: event.actorUserId,
    subscriptionCodeId: event.subscriptionCodeId ?? null,
    inAppPurchaseId: event.inAppPurchaseId ?? null,
    institutionId: event.institutionId ?? null,
    details: event.details ?? {},
  });
}
