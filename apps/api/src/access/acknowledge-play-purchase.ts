import type { FastifyBaseLogger } from 'fastify';
import { and, eq } from 'drizzle-orm';
import type { Task } from 'graphile-worker';
import { z } from 'zod';
import { PurchaseStore, purchaseProducts } from '@innerway/domain';
import type { Db, TQueryable } from '../db/client.ts';
import { addJob, type JobPayloads } from '../db/job-queue.ts';
import { inAppPurchases } from '../db/schema.ts';
import type { TPlayClient } from './play-client.ts';

/**
 * Play refunds a purchase left unacknowledged for three days. Attempt n + 1 runs exp(n) seconds
 * after attempt n fails, exp(10) s (6.1 h) apart from the 10th on (db/job-queue.ts): the 22nd
 * attempt runs about 77 hours after the first, past the three days, and the 25th (Graphile
 * Worker's own default) about 95, so attempts go on until Play has refunded whatever is still
 * unacknowledged.
 */
const MAX_ATTEMPTS = 25;

/**
 * Queues the acknowledgement of a Play purchase on `tx`, the transaction that records it and
 * grants what was bought: the job exists exactly when the grant does. Its payload is the row's
 * id, not the purchase token, since the queue logs a failed job with its payload.
 */
export async function queuePlayAcknowledgement(tx: TQueryable, purchaseId: number): Promise<void> {
  await addJob(tx, 'acknowledge_play_purchase', { purchaseId }, { maxAttempts: MAX_ATTEMPTS });
}

const ZAcknowledgePlayPurchase = z.object({ purchaseId: z.number().int() }) satisfies z.ZodType<
  JobPayloads['acknowledge_play_purchase']
>;
const ZProduct = z.enum(purchaseProducts);

interface TAcknowledgement {
  db: Db;
  /** The app's Play client; null when Play is not configured. */
  play: TPlayClient | null;
  log: FastifyBaseLogger;
}

/**
 * One acknowledgement: purchases.products.acknowledge answers an empty 2xx when done. A purchase
 * Play will not acknowledge is done with too: 400 is its answer for one no longer in a state to
 * acknowledge (the app, which acknowledges or consumes a purchase once the server granted it,
 * came first; or it was cancelled), 404 and 410 for a token it no longer knows. Anything else
 * (no answer in time, 5xx, 429, 409 for a concurrent update, the service account refused) throws.
 */
async function acknowledge(
  { db, play, log }: TAcknowledgement & { play: TPlayClient },
  purchaseId: number,
  signal: AbortSignal,
): Promise<void> {
  const [purchase] = await db
    .select({ productId: inAppPurchases.productId, purchaseToken: inAppPurchases.transactionId })
    .from(inAppPurchases)
    .where(and(eq(inAppPurchases.id, purchaseId), eq(inAppPurchases.store, PurchaseStore.Play)));
  if (!purchase) {
    // Deleted with its account since: the token went with it.
    log.warn({ store: 'play', purchaseId }, 'Google Play purchase gone before it was acknowledged');
    return;
  }
  const response = await play.acknowledgePurchase(ZProduct.parse(purchase.productId), purchase.purchaseToken, log, signal);
  // Only the status matters; the body is dropped so the connection is free again.
  await response.body?.cancel();
  if (response.ok) return;
  if (response.status === 400) {
    log.info({ store: 'play', purchaseId }, 'Google Play purchase acknowledged or consumed already');
    return;
  }
  if (response.status === 404 || response.status === 410) {
    log.warn({ store: 'play', purchaseId, status: response.status }, 'Google Play no longer knows a purchase to acknowledge');
    return;
  }
  throw new Error(`Google Play answered ${response.status}`);
}

/**
 * The job worker's task for `acknowledge_play_purchase` jobs. A failed attempt throws, so the
 * queue tries again; the last one logs an error, since Play will refund the purchase. What is
 * thrown or logged names the purchase's id, never its token.
 */
export function acknowledgePlayPurchaseTask({ db, play, log }: TAcknowledgement): Task {
  return async (payload, { job, abortSignal }) => {
    const { purchaseId } = ZAcknowledgePlayPurchase.parse(payload);
    try {
      if (!play) throw new Error('Google Play is not configured');
      await acknowledge({ db, play, log }, purchaseId, abortSignal);
    } catch (error) {
      if (job.attempts >= job.max_attempts) {
        const reason = error instanceof Error ? error.message : 'unknown';
        log.error({ store: 'play', purchaseId, attempts: job.attempts, reason }, 'Google Play purchase not acknowledged: the last attempt failed');
      }
      throw error;
    }
  };
}
