import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZReminderRun, ZReminderRunReply } from '@innerway/domain';
import { ok } from '../http/envelope.ts';
import { replies } from '../http/reply-schemas.ts';
import { sendDueReminders } from './send-due-reminders.ts';

/**
 * Runs the reminder job as if the clock read `now`: the browser journeys' controlled clock.
 * Registered in `local` only, beside the outbox page.
 */
export const reminderDevRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/dev/reminders/run',
    {
      schema: {
        tags: ['dev'],
        summary: 'Send the reminders due at a given instant (local only)',
        description: 'Registered in `local` only (404 elsewhere).',
        body: ZReminderRun,
        response: replies(ZReminderRunReply),
      },
    },
    async (request) => ok({ sent: await sendDueReminders(app, new Date(request.body.now)) }),
  );
};
