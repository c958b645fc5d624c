import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZReminderSettings, ZReminderSettingsUpdate, ZUnsubscribeLink } from '@innerway/domain';
import { requireSelf } from '../auth/guards.ts';
import { clientIp, createThrottle } from '../auth/throttle.ts';
import { ok } from '../http/envelope.ts';
import { replies } from '../http/reply-schemas.ts';
import { readReminderSettings, saveReminderSettings } from './reminder-settings.ts';
import { checkUnsubscribeLink, unsubscribeWithLink } from './unsubscribe-with-link.ts';

const ZUserIdParams = z.object({ id: z.string().max(20) });
const ZTokenQuery = z.object({ token: z.string().max(200) });

/** A member's reminder schedule, and the signed link of a reminder mail that turns them off. */
export const reminderRoutes: FastifyPluginAsyncZod = async (app) => {
  // The links are signed (guessing one is hopeless); this only bounds the reads one client causes.
  const throttleLinks = createThrottle(app, [{ name: 'reminders-unsubscribe:ip', max: 60, timeWindow: '1 hour', key: clientIp }]);

  // A mail client's one-click POST (RFC 8058) sends `List-Unsubscribe=One-Click` as a form; the
  // token in the address is all that counts, so a form body is read and left aside.
  const ignoreForm = (_request: unknown, _body: unknown, done: (error: null, body: undefined) => void) => done(null, undefined);
  app.addContentTypeParser(['application/x-www-form-urlencoded', 'multipart/form-data'], { parseAs: 'string' }, ignoreForm);

  app.get(
    '/users/:id/reminders',
    {
      schema: {
        tags: ['reminders'],
        summary: 'Your reminder settings',
        description: 'Own id only (403 otherwise). Off, with no day chosen and `time_zone` null, until first saved.',
        params: ZUserIdParams,
        response: replies(ZReminderSettings),
      },
    },
    async (request) => {
      const user = requireSelf(request, request.params.id);
      return ok(await readReminderSettings(app.db, user.id));
    },
  );

  app.put(
    '/users/:id/reminders',
    {
      schema: {
        tags: ['reminders'],
        summary: 'Save your reminder settings',
        description:
          "Own id only (403 otherwise). The whole schedule: `days` are ISO weekdays (1 Monday to 7 Sunday), `time` 'HH:MM' in `time_zone` (an IANA name; 400 `reminders.time_zone_invalid` otherwise). On with no day is 400 `reminders.days_required`. `paused` keeps the schedule and sends nothing; with `channel` `app` the app notifies and the server sends no mail.",
        params: ZUserIdParams,
        body: ZReminderSettingsUpdate,
        response: replies(ZReminderSettings),
      },
    },
    async (request) => {
      const user = requireSelf(request, request.params.id);
      return ok(await saveReminderSettings(app.db, user.id, request.body, new Date()));
    },
  );

  app.get(
    '/reminders/unsubscribe',
    {
      schema: {
        tags: ['reminders'],
        summary: "What a reminder mail's unsubscribe link is: valid, invalid or expired",
        description: 'No session needed: the signed token is the permission. Changes nothing; throttled per address.',
        querystring: ZTokenQuery,
        response: replies(ZUnsubscribeLink),
      },
      preHandler: throttleLinks,
    },
    async (request) => ok(await checkUnsubscribeLink(app, request.query.token, new Date())),
  );

  app.post(
    '/reminders/unsubscribe',
    {
      schema: {
        tags: ['reminders'],
        summary: "Turn reminders off with a reminder mail's link (one-click, RFC 8058)",
        description:
          "No session needed: the signed token is the permission. The address of the mail's `List-Unsubscribe` header; takes any body (a mail client sends `List-Unsubscribe=One-Click` as a form). 403 `reminders.link_invalid` for a tampered link, 410 `reminders.link_expired` for an old one. Keeps the chosen days and time.",
        querystring: ZTokenQuery,
        response: replies(ZUnsubscribeLink),
      },
      preHandler: throttleLinks,
    },
    async (request) => ok(await unsubscribeWithLink(app, request.query.token, new Date())),
  );
};
