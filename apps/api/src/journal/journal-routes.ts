import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZJournalEntry, ZJournalEntrySave } from '@innerway/domain';
import { requireUser } from '../auth/guards.ts';
import { notFound } from '../http/app-error.ts';
import { ok } from '../http/envelope.ts';
import { ZIdParams } from '../http/id-params.ts';
import { replies } from '../http/reply-schemas.ts';
import { deleteJournalEntry, findJournalEntry, listJournalEntries } from './journal-entries.ts';
import { saveJournalEntry } from './save-journal-entry.ts';

/**
 * The member's own journal. Every route answers for the signed-in member only, and no other
 * route (staff or admin) reads journal entries: they are the member's alone.
 */
export const journalRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preValidation', async (request) => {
    requireUser(request);
  });

  app.get(
    '/journal_entries',
    {
      schema: {
        tags: ['journal'],
        summary: "The signed-in member's journal entries, the latest written first",
        description: 'Only ever the caller\'s own entries. `exercise_id` and `module_id` are null for an activity no longer in the program.',
        response: replies(z.array(ZJournalEntry)),
      },
    },
    async (request) => ok(await listJournalEntries(app.db, app.config.journalKeys, requireUser(request).id)),
  );

  app.get(
    '/exercises/:id/journal',
    {
      schema: {
        tags: ['journal'],
        summary: "The signed-in member's entry for one activity, or null",
        description: 'null when the caller has written nothing there (whatever the activity).',
        params: ZIdParams,
        response: replies(ZJournalEntry.nullable()),
      },
    },
    async (request) => ok(await findJournalEntry(app.db, app.config.journalKeys, requireUser(request).id, request.params.id)),
  );

  app.put(
    '/exercises/:id/journal',
    {
      schema: {
        tags: ['journal'],
        summary: "Save the signed-in member's entry for a journaling or written activity",
        description:
          '`version` is the stored version the text was written on (0 when there is no entry yet); the reply has the new one. 409 `journal.conflict` when the stored entry is at another version (another tab or device saved): its data is the stored entry, or null if it was deleted. 404 for an activity the caller cannot see or a meditation; trial 403 for a full-access activity. Text at most 20,000 characters. Saving does not complete the activity.',
        params: ZIdParams,
        body: ZJournalEntrySave,
        response: replies(ZJournalEntry),
      },
    },
    async (request) => ok(await saveJournalEntry(app, requireUser(request), request.params.id, request.body)),
  );

  app.delete(
    '/journal_entries/:id',
    {
      schema: {
        tags: ['journal'],
        summary: 'Delete one of the signed-in member\'s journal entries',
        description: '404 for an id that is not one of the caller\'s entries.',
        params: ZIdParams,
        response: replies(z.null()),
      },
    },
    async (request) => {
      if (!(await deleteJournalEntry(app.db, requireUser(request).id, request.params.id))) throw notFound();
      return ok(null);
    },
  );
};
