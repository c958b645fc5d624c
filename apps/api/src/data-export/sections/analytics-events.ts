import { asc, eq } from 'drizzle-orm';
import { analyticsEvents } from '../../db/schema.ts';
import { jsonValue, type TSectionCollector } from './section.ts';

/** The usage events recorded while the member was signed in (analytics/store-events.ts keeps no more than these). */
export const collectAnalyticsEvents: TSectionCollector = async (db, userId) => {
  const events = await db
    .select({ event: analyticsEvents.name, params: jsonValue(analyticsEvents.params), at: analyticsEvents.createdAt })
    .from(analyticsEvents)
    .where(eq(analyticsEvents.userId, userId))
    .orderBy(asc(analyticsEvents.id));
  return { events };
};
