import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { CodeDeliveryState, SubscriptionCodeType } from '@innerway/domain';
import type { TQueryable } from '../db/client.ts';
import { subscriptionCodes } from '../db/schema.ts';
import type { CodeRow } from './gift-card-reply.ts';

/**
 * 32 characters a person can read back without doubt: no I/1, no O/0. 32 divides 256, so
 * masking a random byte picks each one with the same chance.
 */
export const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
/** Fits the 8-character code entry; 32^8 (about 10^12) codes against throttled guessing. */
const CODE_LENGTH = 8;
// A clash among 10^12 codes is rare enough that a few tries always find a free one.
const ATTEMPTS = 5;

export function generateCode(): string {
  return Array.from(randomBytes(CODE_LENGTH), (byte) => CODE_ALPHABET[byte & 31]).join('');
}

/** A code no row of subscription_codes (gift or institution) has yet. */
export async function unusedCode(tx: TQueryable): Promise<string> {
  for (let attempt = 0; attempt < ATTEMPTS; attempt += 1) {
    const code = generateCode();
    const [taken] = await tx.select({ id: subscriptionCodes.id }).from(subscriptionCodes).where(eq(subscriptionCodes.code, code)).limit(1);
    if (!taken) return code;
  }
  throw new Error('no free gift code found');
}

/** A new row of subscription_codes with a fresh code. The unique index settles a clash with a concurrent insert. */
export async function insertWithFreshCode(tx: TQueryable, values: Omit<typeof subscriptionCodes.$inferInsert, 'code'>): Promise<CodeRow> {
  for (let attempt = 0; attempt < ATTEMPTS; attempt += 1) {
    const [row] = await tx
      .insert(subscriptionCodes)
      .values({ ...values, code: generateCode() })
      .onConflictDoNothing({ target: subscriptionCodes.code })
      .returning();
    if (row) return row;
  }
  throw new Error('no free code found');
}

/** A new, unsent gift card owned by its buyer. */
export function createGiftCard(tx: TQueryable, purchaserUserId: number): Promise<CodeRow> {
  return insertWithFreshCode(tx, {
    type: SubscriptionCodeType.Gift,
    deliveryState: CodeDeliveryState.Unsent,
    purchaserUserId,
    maxRedemptions: 1,
  });
}
