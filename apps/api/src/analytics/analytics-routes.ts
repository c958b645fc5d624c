import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AnalyticsLimits,
  ClientInfoHeader,
  parseClientInfo,
  PreviewHeader,
  ZAnalyticsBatch,
  ZAnalyticsDaily,
  ZAnalyticsDailyQuery,
  ZAnalyticsEventsQuery,
  ZAnalyticsStored,
  ZAnalyticsStoredEvent,
  type TAnalyticsEventInput,
} from '@innerway/domain';
import { requireAdmin } from '../auth/guards.ts';
import { clientIp, createThrottle } from '../auth/throttle.ts';
import { AppError, forbidden } from '../http/app-error.ts';
import { ok } from '../http/envelope.ts';
import { created, replies } from '../http/reply-schemas.ts';
import { dailyRange, readDailyCounts, readRecentEvents } from './read-analytics.ts';
import { storeEvents } from './store-events.ts';

/**
 * The client-info header on every batch, signed in or not. Signed-in cookie callers are held to
 * it by the session plugin's CSRF guard already; asking it of anonymous callers too means a page
 * on another site cannot post events here (the header forces a CORS preflight, which fails).
 */
function requireClientInfo(request: FastifyRequest): void {
  const header = request.headers[ClientInfoHeader];
  if (typeof header !== 'string' || parseClientInfo(header) === null) throw forbidden('request.missing_client_info');
}

/** Counted before the schema runs, so a batch of 10,000 events gets 413 rather than a list of problems. */
function refuseLongBatch(request: FastifyRequest): void {
  const events = (request.body as { events?: unknown } | null)?.events;
  if (Array.isArray(events) && events.length > AnalyticsLimits.maxBatchEvents) {
    throw new AppError(413, 'analytics.batch_too_large');
  }
}

// Before the query is read: a caller who may not ask is told so, whatever they asked.
const adminOnly = async (request: FastifyRequest) => {
  requireAdmin(request);
};

export const analyticsRoutes: FastifyPluginAsyncZod = async (app) => {
  // The web client sends at most one batch every few seconds; these allowances leave room for
  // a busy person and for many people behind one address (a campus), and stop a flood.
  const throttle = createThrottle(app, [
    { name: 'analytics:user', max: 120, timeWindow: '10 minutes', key: (request) => (request.user ? String(request.user.id) : null) },
    { name: 'analytics:ip', max: 300, timeWindow: '10 minutes', key: clientIp },
  ]);

  app.post(
    '/analytics/events',
    {
      schema: {
        tags: ['analytics'],
        summary: 'Store a batch of analytics events (signed in or not)',
        description:
          "The session's user is attached when there is one. `X-Client-Info` required from everyone (403). A batch sent from the studio's preview (`x-innerway-preview`) is checked and stores nothing (`stored: 0`). `params` are allow-listed per event: any other key, a value over its bound or an e-mail address in a page title is 400 and the whole batch is refused. More than 50 events or a body over 32 KB: 413. Throttled.",
        body: ZAnalyticsBatch,
        response: created(ZAnalyticsStored),
      },
      bodyLimit: AnalyticsLimits.maxBatchBytes,
      onRequest: async (request) => {
        requireClientInfo(request);
        await throttle(request);
      },
      preValidation: async (request) => refuseLongBatch(request),
    },
    async (request, reply) => {
      // Staff previewing drafts run the members' screens in a frame whose every call carries the
      // preview header: what they do there is no member's use of the app, and the insight counts
      // members. Sending the header only ever leaves the sender's own events out.
      if (request.headers[PreviewHeader] !== undefined) return reply.status(201).send(ok({ stored: 0 }));
      // Anonymous batches come from the sign-in and registration screens. A disabled account's
      // events are kept too: its notice is one of the spec's screens.
      const stored = await storeEvents(app.db, request.user?.id ?? null, request.body.events as TAnalyticsEventInput[]);
      return reply.status(201).send(ok({ stored }));
    },
  );

  app.get(
    '/admin/analytics/daily',
    {
      schema: {
        tags: ['analytics'],
        summary: 'Admin: events per UTC day, and screen views per screen',
        description:
          'Admin only (401/403 before the query is read). UTC days, both ends included, the last 30 by default; 400 for a backwards range or one over 366 days.',
        querystring: ZAnalyticsDailyQuery,
        response: replies(ZAnalyticsDaily),
      },
      onRequest: adminOnly,
    },
    async (request) => {
      return ok(await readDailyCounts(app.db, dailyRange(request.query)));
    },
  );

  app.get(
    '/admin/analytics/events',
    {
      schema: {
        tags: ['analytics'],
        summary: 'Admin: the latest events (of one user), oldest first',
        description:
          'Admin only; at most 200 (100 by default): for checking what a client sends.',
        querystring: ZAnalyticsEventsQuery,
        response: replies(z.array(ZAnalyticsStoredEvent)),
      },
      onRequest: adminOnly,
    },
    async (request) => {
      return ok(await readRecentEvents(app.db, request.query));
    },
  );
};
