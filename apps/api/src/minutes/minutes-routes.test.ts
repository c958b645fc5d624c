import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { TMindfulWeek } from '@innerway/domain';
import { createAccount } from '../auth/account-testing.ts';
import { call, setUpProgramApp } from '../content/content-testing.ts';
import type { Db } from '../db/client.ts';
import { mediaPlays, users } from '../db/schema.ts';
import { refusal } from '../test/refusal.ts';
import { listMemberPlays } from './member-plays.ts';
import { readMindfulWeek } from './read-mindful-week.ts';

let app: FastifyInstance;
let db: Db;
setUpProgramApp((test) => ({ app, db } = test));

// Demo program: activity 1 is topic 1's meditation (trial content, 180 s each voice), activity 6
// topic 3's (locked for trial members, 150 s), activity 2 a journaling prompt; step 111 a 15 s video.
const meditation = (playId: string, intervals: number[][], id = 1, voice = 'female') => ({ play_id: playId, media: 'meditation', id, voice, intervals });
const video = (playId: string, intervals: number[][], id = 111) => ({ play_id: playId, media: 'video', id, intervals });

const report = (token: string, plays: object[]) => call(app, token, 'POST', '/api/mindful_minutes/plays', { plays });
const week = async (token: string, timeZone = 'Europe/Paris') =>
  (await call(app, token, 'GET', `/api/mindful_minutes?time_zone=${encodeURIComponent(timeZone)}`)).json().data as TMindfulWeek;

/** As if `seconds` had passed for this member: their account and their plays move back in time. */
async function elapse(userId: number, seconds: number) {
  const by = sql`make_interval(secs => ${seconds})`;
  await db.update(users).set({ createdAt: sql`${users.createdAt} - ${by}` }).where(eq(users.id, userId));
  await db
    .update(mediaPlays)
    .set({ firstReportedAt: sql`${mediaPlays.firstReportedAt} - ${by}`, lastReportedAt: sql`${mediaPlays.lastReportedAt} - ${by}` })
    .where(eq(mediaPlays.userId, userId));
}

async function member(options: { isTrialMode?: boolean } = {}) {
  const account = await createAccount(db, options);
  await elapse(account.user.id, 3600);
  return account;
}

describe('POST /api/mindful_minutes/plays', () => {
  it('counts the stretches played and the dashboard week shows them', async () => {
    const { user, token } = await member();
    const play = randomUUID();
    const response = await report(token, [meditation(play, [[0, 30]])]);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, data: { counted_seconds: 30 }, error: null });
    await elapse(user.id, 20);
    await report(token, [video(randomUUID(), [[0, 15]])]);
    expect(await week(token)).toMatchObject({ meditation_seconds: 30, video_seconds: 15 });
  });

  it('does not inflate: the same stretch again, a second replayed after seeking back, a pause', async () => {
    const { user, token } = await member();
    const play = randomUUID();
    await report(token, [meditation(play, [[0, 30]])]);
    await elapse(user.id, 60);
    const again = await report(token, [meditation(play, [[0, 30], [29, 30], [29, 31], [31, 31]])]);
    expect(again.json().data).toEqual({ counted_seconds: 1 });
    expect((await week(token)).meditation_seconds).toBe(31);
    expect(await listMemberPlays(db, user.id)).toMatchObject([{ play_id: play, intervals: [[0, 31]], counted_seconds: 31 }]);
  });

  it('clamps to the recording: nothing counts past its end', async () => {
    const { token } = await member();
    const response = await report(token, [meditation(randomUUID(), [[170, 3600]]), video(randomUUID(), [[0, 600]])]);
    expect(response.json().data).toEqual({ counted_seconds: 10 + 15 });
  });

  it('never counts more seconds than the clock moved since the previous report, across plays and tabs', async () => {
    const { user, token } = await member();
    await report(token, [meditation(randomUUID(), [[0, 5]])]);
    // Right after: a fresh play (another tab) claiming a whole meditation gets what little time passed.
    const greedy = await report(token, [meditation(randomUUID(), [[0, 180]], 1, 'male')]);
    expect(greedy.json().data.counted_seconds).toBeLessThan(5);
    await elapse(user.id, 40);
    const honest = await report(token, [meditation(randomUUID(), [[0, 40]])]);
    expect(honest.json().data.counted_seconds).toBeCloseTo(40, 0);
    expect((await week(token)).meditation_seconds).toBeLessThanOrEqual(5 + 5 + 40);
  });

  it('lets a report that adds nothing leave the clock alone', async () => {
    const { user, token } = await member();
    const play = randomUUID();
    await report(token, [meditation(play, [[0, 10]])]);
    await elapse(user.id, 30);
    await report(token, [meditation(play, [[0, 10]])]);
    const next = await report(token, [meditation(play, [[10, 40]])]);
    expect(next.json().data.counted_seconds).toBeCloseTo(30, 0);
  });

  it('takes several plays kept while offline in one report, within the time that passed', async () => {
    const { token } = await member();
    const response = await report(token, [meditation(randomUUID(), [[0, 180]]), meditation(randomUUID(), [[0, 150]], 1, 'male'), video(randomUUID(), [[0, 15]])]);
    expect(response.json().data).toEqual({ counted_seconds: 180 + 150 + 15 });
  });

  it('refuses nonsense with a clear error and stores nothing', async () => {
    const { user, token } = await member();
    const backwards = await report(token, [meditation(randomUUID(), [[30, 10]])]);
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json()).toMatchObject(refusal('minutes.interval_backwards'));
    const tooMany = await report(token, [meditation(randomUUID(), Array.from({ length: 201 }, (_, i) => [i, i + 0.5]))]);
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json()).toMatchObject(refusal('minutes.too_many_intervals'));
    for (const bad of [
      [meditation(randomUUID(), [[-1, 10]])],
      [meditation(randomUUID(), [[0, 1e9]])],
      [meditation('not-a-uuid', [[0, 10]])],
      [{ ...meditation(randomUUID(), [[0, 10]]), voice: 'robot' }],
      [{ ...video(randomUUID(), [[0, 10]]), extra: 1 }],
      Array.from({ length: 21 }, () => video(randomUUID(), [[0, 1]])),
    ]) {
      expect((await report(token, bad)).statusCode).toBe(400);
    }
    expect(await listMemberPlays(db, user.id)).toEqual([]);
  });

  it('refuses a play id reused for another recording', async () => {
    const { token } = await member();
    const play = randomUUID();
    await report(token, [meditation(play, [[0, 10]])]);
    const response = await report(token, [video(play, [[0, 10]])]);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject(refusal('minutes.play_media_mismatch'));
  });

  it('answers 404 for an unknown item and 422 for what is not a recording', async () => {
    const { token } = await member();
    expect((await report(token, [video(randomUUID(), [[0, 10]], 99999)])).statusCode).toBe(404);
    const journaling = await report(token, [meditation(randomUUID(), [[0, 10]], 2)]);
    expect(journaling.statusCode).toBe(422);
    expect(journaling.json()).toMatchObject(refusal('minutes.not_a_recording'));
  });

  it('keeps locked media locked: a trial member counts trial content only', async () => {
    const { user, token } = await member({ isTrialMode: true });
    const locked = await report(token, [meditation(randomUUID(), [[0, 10]], 6)]);
    expect(locked.statusCode).toBe(403);
    expect(locked.json()).toMatchObject(refusal('content.full_access_required'));
    expect((await report(token, [video(randomUUID(), [[0, 10]], 211)])).statusCode).toBe(403);
    expect(await listMemberPlays(db, user.id)).toEqual([]);
    expect((await report(token, [meditation(randomUUID(), [[0, 10]])])).json().data).toEqual({ counted_seconds: 10 });
  });

  it("keeps members apart: another member's play id is theirs alone, and so are the minutes", async () => {
    const first = await member();
    const second = await member();
    const play = randomUUID();
    await report(first.token, [meditation(play, [[0, 20]])]);
    const response = await report(second.token, [video(play, [[0, 15]])]);
    expect(response.json().data).toEqual({ counted_seconds: 15 });
    expect(await week(first.token)).toMatchObject({ meditation_seconds: 20, video_seconds: 0 });
    expect(await week(second.token)).toMatchObject({ meditation_seconds: 0, video_seconds: 15 });
  });

  it('needs a session', async () => {
    const response = await app.inject({ method: 'POST', url: '/api/mindful_minutes/plays', payload: { plays: [video(randomUUID(), [[0, 1]])] } });
    expect(response.statusCode).toBe(401);
  });
});

describe('GET /api/mindful_minutes', () => {
  it('is zero for a new member, with the week in their zone', async () => {
    const { token } = await member();
    const reply = await week(token, 'America/New_York');
    expect(reply).toMatchObject({ meditation_seconds: 0, video_seconds: 0 });
    expect(new Date(reply.week_end).getTime() - new Date(reply.week_start).getTime()).toBeGreaterThanOrEqual(167 * 3_600_000);
  });

  it('refuses a time zone that is not an IANA name', async () => {
    const { token } = await member();
    for (const zone of ['Mars/Olympus', '+02:00', '']) {
      const response = await call(app, token, 'GET', `/api/mindful_minutes?time_zone=${encodeURIComponent(zone)}`);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject(refusal('minutes.time_zone_invalid'));
    }
    expect((await call(app, token, 'GET', '/api/mindful_minutes')).statusCode).toBe(400);
  });

  it('sums the week in the member’s own zone: a play on Sunday night in Paris is last week there, this week in Tokyo', async () => {
    const { user, token } = await member();
    await report(token, [meditation(randomUUID(), [[0, 60]])]);
    // Move the play to Sunday 23 November 2025, 23:30 in Paris (22:30 UTC).
    await db.update(mediaPlays).set({ firstReportedAt: new Date('2025-11-23T22:30:00Z') }).where(eq(mediaPlays.userId, user.id));
    const monday = new Date('2025-11-24T10:00:00Z');
    expect((await readMindfulWeek(db, user.id, 'Europe/Paris', monday)).meditation_seconds).toBe(0);
    expect((await readMindfulWeek(db, user.id, 'Europe/London', monday)).meditation_seconds).toBe(0);
    // Already Monday morning in Tokyo.
    expect((await readMindfulWeek(db, user.id, 'Asia/Tokyo', monday)).meditation_seconds).toBe(60);
  });
});

describe('the member’s plays', () => {
  it('go with reset progress, and with the account', async () => {
    const { user, token } = await member();
    const bystander = await member();
    await report(token, [meditation(randomUUID(), [[0, 20]])]);
    await report(bystander.token, [meditation(randomUUID(), [[0, 20]])]);
    const admin = await createAccount(db, { isAdmin: true });
    expect((await call(app, admin.token, 'GET', `/api/users/${user.id}/reset_progress`)).statusCode).toBe(200);
    expect((await week(token)).meditation_seconds).toBe(0);
    expect((await week(bystander.token)).meditation_seconds).toBe(20);
    await report(token, [video(randomUUID(), [[0, 10]])]);
    await db.delete(users).where(eq(users.id, user.id));
    expect(await listMemberPlays(db, user.id)).toEqual([]);
  });
});
