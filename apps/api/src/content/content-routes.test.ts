import { describe, expect, it, vi } from 'vitest';
import pg from 'pg';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { loadContent } from '@innerway/content';
import {
  ResourceCategory,
  type TActivity,
  type TListedActivity,
  type TListedModuleSummary,
  type TListedResource,
  type TModule,
  type TModuleSummary,
  type TResource,
  type TStep,
} from '@innerway/domain';
import { asCookie, createAccount } from '../auth/account-testing.ts';
import type { Db } from '../db/client.ts';
import { steps, userAssessments, userExerciseProgress, userStepProgress } from '../db/schema.ts';
import { call, settledContent, setUpProgramApp } from './content-testing.ts';
import { refusal } from '../test/refusal.ts';

let app: FastifyInstance;
let db: Db;
let full: string;
let trial: string;
let admin: string;
let disabled: string;

setUpProgramApp(async (test) => {
  ({ app, db } = test);
  ({ token: full } = await createAccount(db, { isTrialMode: false }));
  ({ token: trial } = await createAccount(db, { isTrialMode: true }));
  ({ token: admin } = await createAccount(db, { isTrialMode: false, isAdmin: true }));
  ({ token: disabled } = await createAccount(db, { isDisabled: true }));
});

const get = (token: string, url: string) => call(app, token, 'GET', url);
const data = <T>(response: { json(): unknown }) => (response.json() as { data: T }).data;

// The demo program (content/): topic 1 'connect' is the trial topic, topic 6 'reach' holds a
// draft activity (13), resource 8 is a draft, topic 8 is the last.
const endpoints = [
  '/api/modules',
  '/api/modules/1?fullDetail=1',
  '/api/exercises',
  '/api/exercises?featured=true',
  '/api/exercises/1',
  '/api/extra_contents?groupby=category',
  '/api/extra_contents?groupby=featured',
  '/api/extra_contents/0',
  '/api/translations?language=fr',
];

describe('who may read the program', () => {
  it.each(endpoints)('%s answers 401 when signed out', async (url) => {
    const response = await app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(refusal('auth.not_signed_in'));
  });

  it.each(endpoints)('%s answers 403 to a disabled user', async (url) => {
    const response = await get(disabled, url);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject(refusal('auth.disabled'));
  });

  it('answers 401 before judging the input of a signed-out caller', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/modules/abc' });
    expect(response.statusCode).toBe(401);
  });
});

describe('GET /api/modules', () => {
  it('lists the 8 topics by sort_order with counts, banners and no progress for a new user', async () => {
    const response = await get(full, '/api/modules');
    expect(response.statusCode).toBe(200);
    const modules = data<TModuleSummary[]>(response);
    expect(modules.map((m) => m.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    const connect = modules[0]!;
    expect(connect).toMatchObject({
      title: 'Connect',
      image_key: 'banners/connect.svg',
      is_trial_content: true,
      publish_status: 1,
      total_steps: 4,
      done_steps: 0,
      total_exercises: 3,
      done_exercises: 0,
      user_assessment_completed: false,
      user_percent_complete: 0,
    });
    expect(connect).not.toHaveProperty('segments');
    // 4 sizes x 3 densities, narrowest first, width = size x density.
    expect(connect.banner_images).toHaveLength(12);
    expect(connect.banner_images[0]).toEqual({ key: 'banners/connect-sm-1x.webp', width: 420 });
    expect(connect.banner_images).toContainEqual({ key: 'banners/connect-md-2x.webp', width: 1536 });
    expect(connect.banner_images.at(-1)).toEqual({ key: 'banners/connect-xl-3x.webp', width: 4320 });
  });

  it('lists locked topics to a trial user too, as their locked cards (the screens draw the locks)', async () => {
    const modules = data<TListedModuleSummary[]>(await get(trial, '/api/modules'));
    expect(modules).toHaveLength(8);
    expect(modules.filter((m) => m.is_trial_content).map((m) => m.id)).toEqual([1]);
    expect(modules[0]).not.toHaveProperty('locked');
    expect(modules[0]).toHaveProperty('body');
    const forward = modules[1]!;
    expect(forward).toMatchObject({ id: 2, locked: true, title: 'Forward', total_steps: expect.any(Number) });
    expect(forward).not.toHaveProperty('body');
    expect(forward.banner_images.length).toBeGreaterThan(0);
  });

  it('sends whole topics to a full user, with no lock marker', async () => {
    const modules = data<TModuleSummary[]>(await get(full, '/api/modules'));
    expect(modules.every((m) => !('locked' in m) && typeof m.body === 'string')).toBe(true);
  });

  it('counts only what the caller can see: the draft activity of topic 6 for admins only', async () => {
    const forUser = data<TModuleSummary[]>(await get(full, '/api/modules')).find((m) => m.id === 6)!;
    const forAdmin = data<TModuleSummary[]>(await get(admin, '/api/modules')).find((m) => m.id === 6)!;
    expect(forUser.total_exercises).toBe(1);
    expect(forAdmin.total_exercises).toBe(2);
  });

  it('replies in English whatever the reader’s language: translations are the screens’ to lay over', async () => {
    const { token } = await createAccount(db, { isTrialMode: false, preferredLanguage: 'fr' });
    const modules = data<TModuleSummary[]>(await get(token, '/api/modules'));
    expect(modules[0]!.title).toBe('Connect');
    const module = data<TModule>(await get(token, '/api/modules/1?fullDetail=1'));
    expect(module.title).toBe('Connect');
    expect(module.segments[0]!.steps[0]).toMatchObject({ captions_key: 'captions/step-111.en.vtt' });
  });

  it('makes the same small number of queries with progress in every topic as with none, and one when it is held', async () => {
    const { user: busy, token: busyToken } = await createAccount(db, { isTrialMode: false });
    const { token: idleToken } = await createAccount(db, { isTrialMode: false });
    const topics = data<TModule[]>(await get(admin, '/api/modules'));
    for (const topic of topics) {
      const detail = data<TModule>(await get(admin, `/api/modules/${topic.id}`));
      const step = detail.segments[0]!.steps[0]!;
      await db.insert(userStepProgress).values({ userId: busy.id, stepId: step.id, percent: 100, timeSeconds: 9 });
      const activity = detail.segments.flatMap((s) => s.activities)[0];
      if (activity) await db.insert(userExerciseProgress).values({ userId: busy.id, exerciseId: activity.id, percent: 100 });
      await db.insert(userAssessments).values({ userId: busy.id, moduleId: topic.id, quantitativeAnswer: 3 });
    }
    await settledContent(app);

    const queries = vi.spyOn(pg.Client.prototype, 'query');
    const count = async (token: string) => {
      queries.mockClear();
      const response = await get(token, '/api/modules');
      expect(response.statusCode).toBe(200);
      return { calls: queries.mock.calls.length, modules: data<TModuleSummary[]>(response) };
    };
    try {
      const busyRun = await count(busyToken);
      const idleRun = await count(idleToken);
      expect(busyRun.modules.every((m) => m.done_steps === 1 && m.user_assessment_completed)).toBe(true);
      expect(idleRun.modules.every((m) => m.user_percent_complete === 0)).toBe(true);
      // First read: one to resolve the session, one for all of the user's progress; the content is in memory.
      expect(busyRun.calls).toBe(idleRun.calls);
      expect(busyRun.calls).toBe(2);
      // Next reads, progress unchanged: the session alone (its row carries the progress version).
      const busyAgain = await count(busyToken);
      expect(busyAgain.calls).toBe(1);
      expect(busyAgain.modules).toEqual(busyRun.modules);
      expect((await count(idleToken)).calls).toBe(1);
    } finally {
      queries.mockRestore();
    }
  });
});

describe('GET /api/modules/:id', () => {
  it('brief detail: segments in order with steps and activities, empty resources, no nextModule', async () => {
    const response = await get(full, '/api/modules/1?fullDetail=0');
    expect(response.statusCode).toBe(200);
    const module = data<TModule>(response);
    expect(module.segments.map((s) => [s.segment_number, s.steps.map((x) => x.id), s.activities.map((x) => x.id)])).toEqual([
      [1, [111, 112], [1]],
      [2, [121, 122], [2, 3]],
    ]);
    expect(module.resources).toEqual([]);
    expect(module.segments.every((s) => s.resources.length === 0)).toBe(true);
    expect(module).not.toHaveProperty('nextModule');
    expect(module.assessment_intro).not.toBe('');
    expect(module.segments[1]!.has_user_assessment).toBe(true);
    expect(module.segments[0]!.steps[0]).toMatchObject({ segment_id: 11, user_percent_complete: 0, user_time: 0, vimeo_link: null });
    // fullDetail defaults to brief.
    expect(data<TModule>(await get(full, '/api/modules/1'))).not.toHaveProperty('nextModule');
  });

  it('full detail adds the segment and topic resources and the next topic with its counts', async () => {
    const module = data<TModule>(await get(full, '/api/modules/6?fullDetail=1'));
    expect(module.resources.map((r) => r.id)).toEqual([7]);
    expect(module.segments[0]!.resources.map((r) => r.id)).toEqual([7]);
    expect(module.nextModule).toMatchObject({ id: 7, total_steps: 6, total_exercises: 2, done_steps: 0 });
    expect(module.nextModule).not.toHaveProperty('segments');
  });

  it('leaves draft resources out for people and shows them to admins', async () => {
    const forUser = data<TModule>(await get(full, '/api/modules/2?fullDetail=1'));
    const forAdmin = data<TModule>(await get(admin, '/api/modules/2?fullDetail=1'));
    expect(forUser.resources.map((r) => r.id)).not.toContain(8);
    expect(forAdmin.resources.map((r) => r.id)).toContain(8);
  });

  it('answers null for the next topic of the last one', async () => {
    const module = data<TModule>(await get(full, '/api/modules/8?fullDetail=1'));
    expect(module.nextModule).toBeNull();
  });

  it('shows the draft activity to admins only', async () => {
    const forUser = data<TModule>(await get(full, '/api/modules/6'));
    const forAdmin = data<TModule>(await get(admin, '/api/modules/6'));
    expect(forUser.segments[1]!.activities).toEqual([]);
    expect(forAdmin.segments[1]!.activities.map((a) => [a.id, a.publish_status])).toEqual([[13, 0]]);
  });

  it('counts progress per segment and for the topic: steps at 100, activities over 90', async () => {
    const { user, token } = await createAccount(db, { isTrialMode: false });
    await db.insert(userStepProgress).values([
      { userId: user.id, stepId: 611, percent: 100, timeSeconds: 42 },
      { userId: user.id, stepId: 612, percent: 95, timeSeconds: 30 },
    ]);
    await db.insert(userExerciseProgress).values({ userId: user.id, exerciseId: 12, percent: 91 });

    const module = data<TModule>(await get(token, '/api/modules/6'));
    const [first, second] = module.segments;
    expect(first).toMatchObject({ done_steps: 1, total_steps: 2, done_exercises: 1, total_exercises: 1 });
    expect(second).toMatchObject({ done_steps: 0, total_steps: 2, done_exercises: 0, total_exercises: 0 });
    expect(first!.steps.map((s) => [s.user_percent_complete, s.user_time])).toEqual([
      [100, 42],
      [95, 30],
    ]);
    expect(first!.activities[0]!.user_percent_complete).toBe(91);
    expect(module).toMatchObject({ done_steps: 1, total_steps: 4, done_exercises: 1, total_exercises: 1 });
    // Done 1 step + 1 activity + the introduction, of 4 steps + 1 activity + assessment + introduction: 3/7.
    expect(module.user_percent_complete).toBe(43);
  });

  it('does not count an activity at exactly 90 as done', async () => {
    const { user, token } = await createAccount(db, { isTrialMode: false });
    await db.insert(userExerciseProgress).values({ userId: user.id, exerciseId: 12, percent: 90 });
    const module = data<TModule>(await get(token, '/api/modules/6'));
    expect(module.done_exercises).toBe(0);
    expect(module.segments[0]!.activities[0]!.user_percent_complete).toBe(90);
  });

  it('names a locked next topic by its locked card to a trial user', async () => {
    const module = data<TModule>(await get(trial, '/api/modules/1?fullDetail=1'));
    expect(module.nextModule).toMatchObject({ id: 2, locked: true });
    expect(module.nextModule).not.toHaveProperty('body');
    expect(data<TModule>(await get(full, '/api/modules/1?fullDetail=1')).nextModule).toHaveProperty('body');
  });

  it('opens the trial topic to a trial user and refuses the others with 403', async () => {
    expect((await get(trial, '/api/modules/1?fullDetail=1')).statusCode).toBe(200);
    const locked = await get(trial, '/api/modules/2?fullDetail=1');
    expect(locked.statusCode).toBe(403);
    expect(locked.json()).toEqual(refusal('content.full_access_required'));
  });

  it.each(['/api/modules/99', '/api/modules/0'])('answers 404 for an unknown topic (%s)', async (url) => {
    const response = await get(full, url);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject(refusal('request.not_found'));
  });

  it.each(['/api/modules/abc', '/api/modules/-1', '/api/modules/1.5', '/api/modules/1e3', '/api/modules/1?fullDetail=2', '/api/modules/1?fullDetail=true'])(
    'answers 400 for %s',
    async (url) => {
      const response = await get(full, url);
      expect(response.statusCode).toBe(400);
      expect(response.json().success).toBe(false);
    },
  );
});

describe('the times the program shows', () => {
  it("gives each segment the time of the media it holds, and each topic its segments' times added up", async () => {
    for (const id of [1, 2, 3, 4, 5, 6, 7, 8]) {
      const module = data<TModule>(await get(full, `/api/modules/${id}`));
      for (const segment of module.segments) {
        let seconds = 0;
        for (const step of segment.steps as TStep[]) seconds += step.duration_seconds ?? 0;
        for (const activity of segment.activities as TActivity[]) seconds += Math.max(activity.female_audio_duration ?? 0, activity.male_audio_duration ?? 0);
        // The nearest whole minute (the content times a meditation by its longest language: a few seconds more).
        expect(Math.abs(segment.minutes_to_complete * 60 - seconds), `segment ${segment.id}`).toBeLessThanOrEqual(40);
      }
      const segmentMinutes = module.segments.reduce((total, segment) => total + segment.minutes_to_complete, 0);
      expect(module.minutes_to_complete, `topic ${id}`).toBe(segmentMinutes);
    }
  });

  it("keeps a locked step's video length, the time its menu row shows", async () => {
    const expected = loadContent().topics[0]!.segments[1]!.steps[1]!;
    const stepOf = async () => data<TModule>(await get(trial, '/api/modules/1')).segments[1]!.steps[1]!;
    await db.update(steps).set({ isTrialContent: false }).where(eq(steps.id, expected.id));
    try {
      await vi.waitFor(async () => expect(await stepOf()).toHaveProperty('locked', true));
      const locked = await stepOf();
      expect(locked).toMatchObject({ id: expected.id, duration_seconds: expected.duration, minutes_to_complete: expected.minutes_to_complete });
      expect(locked).not.toHaveProperty('media_key');
    } finally {
      await db.update(steps).set({ isTrialContent: true }).where(eq(steps.id, expected.id));
      await vi.waitFor(async () => expect(await stepOf()).not.toHaveProperty('locked'));
    }
  });
});

describe('GET /api/exercises', () => {
  it('lists every visible activity in program order with progress, locked ones in their locked shape', async () => {
    const activities = data<TListedActivity[]>(await get(trial, '/api/exercises'));
    expect(activities.map((a) => a.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 14, 15, 16, 17]);
    expect(activities.find((a) => a.id === 4)).toEqual({
      id: 4,
      title: expect.any(String),
      activity_type: expect.any(Number),
      is_trial_content: false,
      publish_status: 1,
      module_id: 2,
      segment_id: 21,
      sort_order: expect.any(Number),
      minutes_to_complete: expect.any(Number),
      is_featured: expect.any(Boolean),
      user_percent_complete: 0,
      locked: true,
    });
    // Trial activities stay whole, in a full-access topic too (14 is in topic 7).
    expect(activities.find((a) => a.id === 14)).toMatchObject({ body: expect.any(String), is_trial_content: true });
    expect(activities.find((a) => a.id === 14)).not.toHaveProperty('locked');
  });

  it('lists every activity whole to a full user', async () => {
    const activities = data<TActivity[]>(await get(full, '/api/exercises'));
    expect(activities.every((a) => !('locked' in a) && typeof a.body === 'string')).toBe(true);
  });

  it('shows the draft activity to admins', async () => {
    const activities = data<TActivity[]>(await get(admin, '/api/exercises'));
    expect(activities.map((a) => a.id)).toContain(13);
  });

  it('lists the featured ones with featured=true', async () => {
    const activities = data<TActivity[]>(await get(full, '/api/exercises?featured=true'));
    expect(activities.map((a) => a.id)).toEqual([1, 14]);
    expect(activities.every((a) => a.is_featured)).toBe(true);
    expect(data<TActivity[]>(await get(full, '/api/exercises?featured=false'))).toHaveLength(16);
  });

  it('answers 400 for a bad featured value', async () => {
    expect((await get(full, '/api/exercises?featured=yes')).statusCode).toBe(400);
  });
});

describe('GET /api/exercises/:id', () => {
  it('answers a meditation with its audio keys and the caller’s progress', async () => {
    const { user, token } = await createAccount(db, { isTrialMode: false });
    await db.insert(userExerciseProgress).values({ userId: user.id, exerciseId: 6, percent: 100 });
    const response = await get(token, '/api/exercises/6');
    expect(response.statusCode).toBe(200);
    expect(data<TActivity>(response)).toMatchObject({
      id: 6,
      activity_type: 2,
      female_audio_id: 'audio/meditation-6-female-en.mp3',
      male_audio_id: 'audio/meditation-6-male-en.mp3',
      user_percent_complete: 100,
    });
    expect(data<TActivity>(response).female_audio_duration).toBeGreaterThan(0);
  });

  it('opens trial activities to a trial user, even in a full-access topic, and refuses the rest', async () => {
    expect((await get(trial, '/api/exercises/14')).statusCode).toBe(200);
    const locked = await get(trial, '/api/exercises/4');
    expect(locked.statusCode).toBe(403);
    expect(locked.json()).toMatchObject(refusal('content.full_access_required'));
  });

  it('answers 404 for unknown, and for drafts to people (not admins)', async () => {
    expect((await get(full, '/api/exercises/999')).statusCode).toBe(404);
    expect((await get(full, '/api/exercises/13')).statusCode).toBe(404);
    expect((await get(admin, '/api/exercises/13')).statusCode).toBe(200);
  });

  it('answers 400 for a bad id', async () => {
    expect((await get(full, '/api/exercises/x1')).statusCode).toBe(400);
  });
});

describe('GET /api/extra_contents', () => {
  it('groups the shelf by category, leaving the tutorial out', async () => {
    const groups = data<Record<string, TResource[]>>(await get(full, '/api/extra_contents?groupby=category'));
    expect(Object.fromEntries(Object.entries(groups).map(([category, list]) => [category, list.map((r) => r.id)]))).toEqual({
      2: [1, 2],
      3: [3, 4, 5],
      4: [6, 7],
      5: [9, 10],
      8: [11, 12],
    });
    expect(groups[ResourceCategory.Tutorial]).toBeUndefined();
    expect(groups[ResourceCategory.FileDownload]![0]).toMatchObject({ file_id: 'files/values-compass-en.pdf', file_name: expect.any(String) });
  });

  it('shows the draft resource to admins only', async () => {
    const groups = data<Record<string, TResource[]>>(await get(admin, '/api/extra_contents?groupby=category'));
    expect(groups[ResourceCategory.MovieRecommendation]!.map((r) => r.id)).toEqual([6, 7, 8]);
  });

  it('lists the featured resources with the tutorial first', async () => {
    const featured = data<TListedResource[]>(await get(trial, '/api/extra_contents?groupby=featured'));
    expect(featured.map((r) => r.id)).toEqual([0, 1, 3, 6, 9, 11]);
    expect(featured[0]).toMatchObject({ category: ResourceCategory.Tutorial, file_id: 'videos/introduction.mp4' });
  });

  it('sends a trial user locked resources in their locked shape, the tutorial and trial ones whole', async () => {
    const groups = data<Record<string, TListedResource[]>>(await get(trial, '/api/extra_contents?groupby=category'));
    const download = groups[ResourceCategory.FileDownload]![0]!;
    expect(download).toEqual({
      id: 11,
      title: expect.any(String),
      category: ResourceCategory.FileDownload,
      is_featured: true,
      is_trial_content: false,
      publish_status: 1,
      locked: true,
    });
    expect(groups[ResourceCategory.SongRecommendation]![0]).toMatchObject({ id: 1, is_trial_content: true, body: expect.any(String) });
  });

  it.each(['/api/extra_contents?groupby=topic', '/api/extra_contents'])('answers 400 for %s', async (url) => {
    expect((await get(full, url)).statusCode).toBe(400);
  });
});

describe('GET /api/extra_contents/:id', () => {
  it('always opens the tutorial, to trial users too', async () => {
    const response = await get(trial, '/api/extra_contents/0');
    expect(response.statusCode).toBe(200);
    expect(data<TResource>(response)).toMatchObject({ id: 0, category: ResourceCategory.Tutorial, captions_key: 'captions/tutorial-0.en.vtt' });
  });

  it('opens trial resources to a trial user and refuses the rest', async () => {
    expect((await get(trial, '/api/extra_contents/1')).statusCode).toBe(200);
    const locked = await get(trial, '/api/extra_contents/2');
    expect(locked.statusCode).toBe(403);
    expect(locked.json()).toMatchObject(refusal('content.full_access_required'));
    expect((await get(full, '/api/extra_contents/2')).statusCode).toBe(200);
  });

  it('answers 404 for unknown, and for the draft to people (not admins)', async () => {
    expect((await get(full, '/api/extra_contents/999')).statusCode).toBe(404);
    expect((await get(full, '/api/extra_contents/8')).statusCode).toBe(404);
    expect((await get(admin, '/api/extra_contents/8')).statusCode).toBe(200);
  });

  it('answers 400 for a bad id', async () => {
    expect((await get(full, '/api/extra_contents/zero')).statusCode).toBe(400);
  });
});

describe('the CSRF guard does not get in the way of reads', () => {
  it('answers a cookie GET without X-Client-Info', async () => {
    const { cookie } = asCookie(full);
    const response = await app.inject({ method: 'GET', url: '/api/modules', headers: { cookie } });
    expect(response.statusCode).toBe(200);
  });
});
