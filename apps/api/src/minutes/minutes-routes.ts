import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZMindfulWeek, ZMindfulWeekQuery, ZPlaysCounted, ZPlaysReport } from '@innerway/domain';
import { requireUser } from '../auth/guards.ts';
import { ok } from '../http/envelope.ts';
import { replies } from '../http/reply-schemas.ts';
import { readMindfulWeek } from './read-mindful-week.ts';
import { reportPlays } from './report-plays.ts';

/** Mindful minutes: the players report what was played; the dashboard reads the week's sum. */
export const minutesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preValidation', async (request) => {
    requireUser(request);
  });

  app.post(
    '/mindful_minutes/plays',
    {
      schema: {
        tags: ['minutes'],
        summary: "Report stretches of a video or a meditation voice really played, for the caller's mindful minutes",
        description:
          'Each play (a client-made id) counts the union of its stretches within the recording, whatever was sent before; all the caller\'s plays together gain at most the seconds since their previous counted report. 400 for a stretch that ends before it starts, positions past 4 hours, or more than 200 stretches in a play; 404 unknown or not visible; 403 `content.full_access_required` for what is locked for a trial member; 409 `minutes.play_media_mismatch` when a play id was used for another recording; 422 `minutes.not_a_recording`. Replies with the seconds this report added.',
        body: ZPlaysReport,
        response: replies(ZPlaysCounted),
      },
    },
    async (request) => ok(await reportPlays(app, requireUser(request), request.body)),
  );

  app.get(
    '/mindful_minutes',
    {
      schema: {
        tags: ['minutes'],
        summary: "The caller's mindful seconds this week (Monday 00:00 to Monday 00:00 in their time zone)",
        description: '`time_zone` is an IANA name (400 `minutes.time_zone_invalid` otherwise). A play counts in the week its first report came in.',
        querystring: ZMindfulWeekQuery,
        response: replies(ZMindfulWeek),
      },
    },
    async (request) => ok(await readMindfulWeek(app.db, requireUser(request).id, request.query.time_zone)),
  );
};
