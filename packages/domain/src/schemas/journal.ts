import { z } from 'zod';
import { Limits } from '../limits.ts';
import { tooLong } from './fields.ts';

/**
 * A member's journal entry: what they wrote in one journaling or written activity (one entry per
 * activity and member). `version` rises by one with every save; a save names the version it
 * was based on, so that two tabs or devices cannot silently overwrite each other.
 * `exercise_id` and `module_id` are null once the activity is no longer in the program.
 */
export const ZJournalEntry = z
  .object({
    id: z.number().int(),
    exercise_id: z.number().int().nullable(),
    module_id: z.number().int().nullable(),
    text: z.string(),
    version: z.number().int().positive(),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .meta({ id: 'JournalEntry' });
export type TJournalEntry = z.infer<typeof ZJournalEntry>;

/**
 * PUT /exercises/:id/journal. `version` is the entry's version the text was written on: 0 for an
 * activity without an entry yet. Text is kept as typed (not trimmed): its spaces and blank lines
 * are the writer's.
 */
export const ZJournalEntrySave = z.strictObject({
  text: z.string().max(Limits.journalTextMax, tooLong('entry', Limits.journalTextMax)),
  version: z.number().int().min(0),
});
export type TJournalEntrySave = z.input<typeof ZJournalEntrySave>;
