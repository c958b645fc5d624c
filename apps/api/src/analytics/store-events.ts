import type { TAnalyticsEventInput } from '@innerway/domain';
import type { TQueryable } from '../db/client.ts';
import { analyticsEvents } from '../db/schema.ts';

/** How far the client's clock may be from ours for its `at` to be believed. */
const BehindMs = 10 * 60_000;
const AheadMs = 60_000;

/**
 * When an event happened. The client sends its own time (`at`), which is right to the second
 * when its clock is: events wait a few seconds in the client's queue before they are sent. A
 * clock far off (or a forged time) would put counts on the wrong day, so beyond a few minutes
 * from ours the arrival time stands in.
 */
export function eventTime(at: string, now: Date): Date {
  const claimed = new Date(at);
  const gap = now.getTime() - claimed.getTime();
  return gap <= BehindMs && gap >= -AheadMs ? claimed : now;
}

/**
 * Stores one batch in one statement, in the order sent: ids grow along the batch, so reading by
 * id gives each client's events in the order they happened. The params were checked against the
 * allow-list (ZAnalyticsBatch) before they reach here.
 */
export async function storeEvents(
  db: TQueryable,
  userId: number | null,
  events: readonly TAnalyticsEventInput[],
  now = new Date(),
): Promise<number> {
  if (events.length === 0) return 0;
  await db.insert(analyticsEvents).values(
    events.map((event) => ({
      userId,
      name: event.name,
      params: event.params,
      createdAt: eventTime(event.at, now),
    })),
  );
  return events.length;
}
