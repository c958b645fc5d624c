import { z } from 'zod';
import {
  AnalyticsEvent,
  AnalyticsLimits,
  authMethods,
  looksLikeEmail,
  screenNames,
  selectContentTypes,
} from '../analytics.ts';
import { issueMessage } from '../error-codes.ts';

const noEmail = { error: issueMessage('analytics.contains_email') };

const pageTitle = z.string().trim().min(1).max(AnalyticsLimits.pageTitleMax).refine((text) => !looksLikeEmail(text), noEmail);
// A component's name: letters and digits only, so it cannot hold anything about a person.
const screenClass = z.string().regex(new RegExp(`^[A-Za-z][A-Za-z0-9]{0,${AnalyticsLimits.screenClassMax - 1}}$`));
const itemId = z.string().regex(new RegExp(`^[A-Za-z0-9_-]{1,${AnalyticsLimits.itemIdMax}}$`));
const method = z.enum(authMethods);
const noParams = z.strictObject({});

const event = <N extends string, P extends z.ZodType>(name: N, params: P) =>
  z.strictObject({ name: z.literal(name), params, at: z.iso.datetime({ offset: true }) });

/**
 * One event: a known name with exactly its allowed parameters (strict objects: any other key,
 * such as `email` or `name`, is refused).
 */
export const ZAnalyticsEvent = z.discriminatedUnion('name', [
  event(AnalyticsEvent.Login, z.strictObject({ method })),
  event(AnalyticsEvent.SignUp, z.strictObject({ method })),
  event(AnalyticsEvent.TutorialBegin, noParams),
  event(AnalyticsEvent.TutorialComplete, noParams),
  event(
    AnalyticsEvent.SelectContent,
    z.strictObject({ content_type: z.enum(selectContentTypes), item_id: itemId.optional() }),
  ),
  event(
    AnalyticsEvent.ScreenView,
    z.strictObject({ screen_name: z.enum(screenNames), screen_class: screenClass, page_title: pageTitle }),
  ),
]);

/** POST /analytics/events. More than `maxBatchEvents` is answered 413 before this runs. */
export const ZAnalyticsBatch = z.strictObject({
  events: z.array(ZAnalyticsEvent).min(1).max(AnalyticsLimits.maxBatchEvents),
});
export type TAnalyticsBatch = z.input<typeof ZAnalyticsBatch>;

const day = z.iso.date();

/** GET /admin/analytics/daily: UTC days, both ends included; the range check is the route's. */
export const ZAnalyticsDailyQuery = z.strictObject({ from: day.optional(), to: day.optional() });

const positiveInt = z.string().regex(/^[1-9]\d{0,8}$/).transform(Number);

/** GET /admin/analytics/events: the latest events, optionally of one user, oldest first. */
export const ZAnalyticsEventsQuery = z.strictObject({
  user_id: positiveInt.optional(),
  limit: positiveInt.pipe(z.number().max(AnalyticsLimits.recentEventsMax)).optional(),
});

/** POST /analytics/events reply. */
export const ZAnalyticsStored = z.object({ stored: z.number().int() });
export type TAnalyticsStored = z.infer<typeof ZAnalyticsStored>;

/** An event as the store keeps it (GET /admin/analytics/events). */
export const ZAnalyticsStoredEvent = z.object({
  id: z.number().int(),
  user_id: z.number().int().nullable(),
  name: z.string(),
  params: z.record(z.string(), z.string()),
  /** When it happened (see docs/architecture.md, Analytics). */
  at: z.string(),
}).meta({ id: 'AnalyticsStoredEvent' });
export type TAnalyticsStoredEvent = z.infer<typeof ZAnalyticsStoredEvent>;

/** GET /admin/analytics/daily: counts per UTC day, per event, and per screen for screen_view. */
export const ZAnalyticsDaily = z.object({
  from: z.string(),
  to: z.string(),
  events: z.array(z.object({ day: z.string(), name: z.string(), count: z.number().int() })),
  screens: z.array(z.object({ day: z.string(), screen_name: z.string(), count: z.number().int() })),
});
export type TAnalyticsDaily = z.infer<typeof ZAnalyticsDaily>;
