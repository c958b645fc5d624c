import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { ActivityType, Limits, type TJournalEntry } from '@innerway/domain';
import { asCookie, createAccount } from '../auth/account-testing.ts';
import { call, setUpProgramApp } from '../content/content-testing.ts';
import type { Db } from '../db/client.ts';
import { journalEntries, userExerciseProgress } from '../db/schema.ts';
import { clientInfoHeaders } from '../test/harness.ts';
import { refusal } from '../test/refusal.ts';
import { deleteUser } from '../users/delete-user.ts';

let app: FastifyInstance;
let db: Db;
setUpProgramApp((test) => ({ app, db } = test));

/** Activities of the demo program, by what the journal does with them. */
let activities: { journaling: number; written: number; meditation: number; fullAccessJournaling: number; moduleOfJournaling: number };
beforeAll(async () => {
  const one = async (where: string) => {
    const rows = await db.execute<{ id: number; module_id: number }>(
      `select e.id, l.module_id from exercises e join lessons l on l.id = e.lesson_id where e.publish_status = 1 and ${where} order by e.id limit 1`,
    );
    return rows.rows[0]!;
  };
  const journaling = await one(`e.activity_type = ${ActivityType.Journaling} and e.is_trial_content`);
  activities = {
    journaling: journaling.id,
    moduleOfJournaling: journaling.module_id,
    written: (await one(`e.activity_type = ${ActivityType.Activity}`)).id,
    meditation: (await one(`e.activity_type = ${ActivityType.Meditation}`)).id,
    fullAccessJournaling: (await one(`e.activity_type = ${ActivityType.Journaling} and not e.is_trial_content`)).id,
  };
});

const save = (token: string, exerciseId: number | string, body: object) => call(app, token, 'PUT', `/api/exercises/${exerciseId}/journal`, body);
const read = (token: string, exerciseId: number | string) => call(app, token, 'GET', `/api/exercises/${exerciseId}/journal`);
const list = (token: string) => call(app, token, 'GET', '/api/journal_entries');
const remove = (token: string, entryId: number | string) =>
  app.inject({ method: 'DELETE', url: `/api/journal_entries/${entryId}`, headers: asCookie(token) });
const stored = (userId: number) => db.select().from(journalEntries).where(eq(journalEntries.userId, userId));

describe('PUT /api/exercises/:id/journal', () => {
  it('creates the entry at version 1, then each save based on the stored version moves it on', async () => {
    const { token } = await createAccount(db);
    const first = await save(token, activities.journaling, { text: 'Today I noticed', version: 0 });
    expect(first.statusCode).toBe(200);
    const created = first.json().data as TJournalEntry;
    expect(created).toMatchObject({ exercise_id: activities.journaling, module_id: activities.moduleOfJournaling, text: 'Today I noticed', version: 1 });
    const second = await save(token, activities.journaling, { text: 'Today I noticed the light.\n\n  And the quiet.', version: 1 });
    expect(second.json().data).toMatchObject({ id: created.id, text: 'Today I noticed the light.\n\n  And the quiet.', version: 2 });
    expect((await read(token, activities.journaling)).json().data).toMatchObject({ id: created.id, version: 2, text: 'Today I noticed the light.\n\n  And the quiet.' });
  });

  it('refuses a save on a replaced version with 409 and the stored entry, and changes nothing', async () => {
    const { user, token } = await createAccount(db);
    await save(token, activities.written, { text: 'first tab', version: 0 });
    await save(token, activities.written, { text: 'first tab, more', version: 1 });
    const stale = await save(token, activities.written, { text: 'second tab', version: 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ ...refusal('journal.conflict'), data: { text: 'first tab, more', version: 2 } });
    const again = await save(token, activities.written, { text: 'a new entry?', version: 0 });
    expect(again.statusCode).toBe(409);
    expect(await stored(user.id)).toMatchObject([{ version: 2 }]);
    expect((await read(token, activities.written)).json().data).toMatchObject({ text: 'first tab, more' });
  });

  it('lets exactly one of two saves on the same version win', async () => {
    const { token } = await createAccount(db);
    const answers = await Promise.all(['one', 'two', 'three'].map((text) => save(token, activities.journaling, { text, version: 0 })));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409, 409]);
  });

  it('answers 409 with null data for an entry deleted since', async () => {
    const { token } = await createAccount(db);
    const entry = (await save(token, activities.journaling, { text: 'soon gone', version: 0 })).json().data as TJournalEntry;
    await remove(token, entry.id);
    const late = await save(token, activities.journaling, { text: 'still typing', version: 1 });
    expect(late.statusCode).toBe(409);
    expect(late.json().data).toBeNull();
  });

  it('accepts 20,000 characters and refuses one more, naming the limit', async () => {
    const { user, token } = await createAccount(db);
    expect((await save(token, activities.journaling, { text: 'é'.repeat(Limits.journalTextMax), version: 0 })).statusCode).toBe(200);
    const tooLong = await save(token, activities.journaling, { text: 'a'.repeat(Limits.journalTextMax + 1), version: 1 });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json()).toEqual(refusal('validation.too_long', { field: 'entry', max: Limits.journalTextMax }));
    expect(tooLong.json().error).toBe('Journal entry must be at most 20000 characters.');
    expect(await stored(user.id)).toMatchObject([{ version: 1 }]);
  });

  it('refuses a meditation, an unknown activity and bad bodies', async () => {
    const { token } = await createAccount(db);
    expect((await save(token, activities.meditation, { text: 'x', version: 0 })).statusCode).toBe(404);
    expect((await save(token, 999_999, { text: 'x', version: 0 })).statusCode).toBe(404);
    expect((await save(token, activities.journaling, { text: 'x' })).statusCode).toBe(400);
    expect((await save(token, activities.journaling, { text: 'x', version: -1 })).statusCode).toBe(400);
    expect((await save(token, activities.journaling, { text: 'x', version: 0, user_id: 1 })).statusCode).toBe(400);
  });

  it('lets a trial member write in a trial activity, not in a full-access one', async () => {
    const { token } = await createAccount(db, { isTrialMode: true });
    expect((await save(token, activities.journaling, { text: 'trial words', version: 0 })).statusCode).toBe(200);
    const locked = await save(token, activities.fullAccessJournaling, { text: 'x', version: 0 });
    expect(locked.statusCode).toBe(403);
    expect(locked.json()).toEqual(refusal('content.full_access_required'));
  });

  it('does not complete the activity: Mark As Complete stays its own', async () => {
    const { user, token } = await createAccount(db);
    await save(token, activities.journaling, { text: 'written, not marked', version: 0 });
    expect(await db.select().from(userExerciseProgress).where(eq(userExerciseProgress.userId, user.id))).toEqual([]);
  });

  it('answers 401 when signed out, and 403 without the client header', async () => {
    const signedOut = await app.inject({ method: 'PUT', url: `/api/exercises/${activities.journaling}/journal`, headers: clientInfoHeaders, payload: { text: 'x', version: 0 } });
    expect(signedOut.statusCode).toBe(401);
    const { token } = await createAccount(db);
    const cookieOnly = await app.inject({
      method: 'PUT',
      url: `/api/exercises/${activities.journaling}/journal`,
      headers: { cookie: asCookie(token).cookie },
      payload: { text: 'x', version: 0 },
    });
    expect(cookieOnly.statusCode).toBe(403);
  });
});

describe('reading and deleting', () => {
  it("gives each member only their own entries: another member's entry is not found", async () => {
    const owner = await createAccount(db);
    const other = await createAccount(db);
    const entry = (await save(owner.token, activities.journaling, { text: 'mine alone', version: 0 })).json().data as TJournalEntry;
    expect((await read(other.token, activities.journaling)).json()).toEqual({ success: true, data: null, error: null });
    expect((await list(other.token)).json().data).toEqual([]);
    const theirs = await remove(other.token, entry.id);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toEqual(refusal('request.not_found'));
    expect(await stored(owner.user.id)).toHaveLength(1);
    // Another member writing in the same activity starts their own entry.
    expect((await save(other.token, activities.journaling, { text: 'mine too', version: 0 })).json().data).toMatchObject({ version: 1 });
  });

  it('lists every entry, the latest written first, with its topic', async () => {
    const { token } = await createAccount(db);
    await save(token, activities.journaling, { text: 'older', version: 0 });
    await save(token, activities.written, { text: 'newer', version: 0 });
    const entries = (await list(token)).json().data as TJournalEntry[];
    expect(entries.map((entry) => [entry.text, entry.exercise_id])).toEqual([
      ['newer', activities.written],
      ['older', activities.journaling],
    ]);
    expect(entries[1]!.module_id).toBe(activities.moduleOfJournaling);
  });

  it('deletes an entry; the activity then starts a new one', async () => {
    const { user, token } = await createAccount(db);
    const entry = (await save(token, activities.journaling, { text: 'to delete', version: 0 })).json().data as TJournalEntry;
    const deleted = await remove(token, entry.id);
    expect(deleted.json()).toEqual({ success: true, data: null, error: null });
    expect(await stored(user.id)).toEqual([]);
    expect((await remove(token, entry.id)).statusCode).toBe(404);
    expect((await save(token, activities.journaling, { text: 'again', version: 0 })).json().data).toMatchObject({ version: 1 });
  });

  it('answers 401 to every route when signed out', async () => {
    for (const [method, url] of [
      ['GET', '/api/journal_entries'],
      ['GET', `/api/exercises/${activities.journaling}/journal`],
      ['DELETE', '/api/journal_entries/1'],
    ] as const) {
      const response = await app.inject({ method, url, headers: clientInfoHeaders });
      expect(response.statusCode, url).toBe(401);
      expect(response.json()).toEqual(refusal('auth.not_signed_in'));
    }
  });

  it('goes with the account when the member deletes it', async () => {
    const { user, token } = await createAccount(db);
    await save(token, activities.journaling, { text: 'private', version: 0 });
    await deleteUser(db, user.id);
    expect(await stored(user.id)).toEqual([]);
  });
});
