import { and, eq } from 'drizzle-orm';
import type { TQueryable } from '../db/client.ts';
import { users } from '../db/schema.ts';
import { recordAccessEvent } from './record-access-event.ts';

export interface TTakeBack {
  userId: number;
  /** The staff member who took it back; null when a store's notice did (a refund, a revocation). */
  actorUserId: number | null;
  inAppPurchaseId?: number | null;
  details?: Record<string, string | number | boolean | null>;
}

/**
 * Returns a member to trial mode and records why, in the caller's transaction. Their stored
 * progress stays and shows again if access returns. False (and nothing recorded) when the member
 * is already in trial mode or gone.
 */
export async function takeBackFullAccess(tx: TQueryable, change: TTakeBack): Promise<boolean> {
  const taken = await tx
    .update(users)
    .set({ isTrialMode: true })
    .where(and(eq(users.id, change.userId), eq(users.isTrialMode, false)))
    .returning({ id: users.id });
  if (taken.length === 0) return false;
  await recordAccessEvent(tx, {
    kind: 'full_access_taken_back',
    userId: change.userId,
    actorUserId: change.actorUserId,
    inAppPurchaseId: change.inAppPurchaseId ?? null,
    details: change.details ?? {},
  });
  return true;
}
