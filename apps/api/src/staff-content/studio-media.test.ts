import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ActivityType, activitySeconds, mediaMinutes, PreviewHeader, ResourceCategory, segmentMinutes, StaffRole, topicMinutes, type TStudioItem, type TStudioKind, type TStudioPart } from '@innerway/domain';
import { asBearer, createAccount } from '../auth/account-testing.ts';
import { sessionCookieName } from '../auth/session-cookie.ts';
import { seedProgram } from '../content/content-testing.ts';
import { exercises, extraContents, lessons, mediaObjects, modules, steps, translations } from '../db/schema.ts';
import { writeDraft } from './draft-rows.ts';
import { createStaffAccount } from '../staff/staff-testing.ts';
import { makeUploadFixtures, uploadWhole } from '../staff-media/upload-testing.ts';
import { setUpTestApp, type TestApp } from '../test/harness.ts';

// Media attached to items in the studio (decision 039): real uploads, attached by key, durations
// from the record of accepted media, per-language parts, minutes retimed on publish.

const run = promisify(execFile);
const MEDITATION = 14;

let root: string;
let fixtures: Awaited<ReturnType<typeof makeUploadFixtures>>;
/** A recording long enough to change the minutes of its meditation (7 min, at a low rate to stay small). */
let longAudio: Buffer;
beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'innerway-studio-media-'));
  fixtures = await makeUploadFixtures(root);
  const file = path.join(root, 'long.mp3');
  await run('ffmpeg', ['-nostdin', '-v', 'error', '-f', 'lavfi', '-i', 'sine=frequency=220:sample_rate=8000', '-t', '421.4', '-c:a', 'libmp3lame', '-b:a', '8k', file]);
  longAudio = await readFile(file);
});
afterAll(() => rm(root, { recursive: true, force: true }));

let t: TestApp;
let cookie: string;
let headers: Record<string, string>;
let editorUser: { id: number; email: string };
setUpTestApp(
  async (test) => {
    t = test;
    await seedProgram(t.db);
    const editor = await createStaffAccount(t.db, StaffRole.Editor);
    cookie = `${sessionCookieName}=${editor.token}`;
    headers = asBearer(editor.token);
    editorUser = editor.user;
  },
  { config: () => ({ dataDir: path.join(root, 'data'), mediaStorage: { driver: 'disk', directory: path.join(root, 'data', 'media') } }) },
);

/** Uploads a file as the editor's browser does; its key. */
async function upload(kind: string, bytes: Buffer): Promise<{ key: string; duration_seconds?: number }> {
  const response = await uploadWhole(t.app, cookie, kind, bytes);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
}

async function readItem(kind: TStudioKind, id: number): Promise<TStudioItem> {
  const response = await t.app.inject({ method: 'GET', url: `/api/staff/content/${kind}/${id}`, headers });
  expect(response.statusCode).toBe(200);
  return response.json().data as TStudioItem;
}

/** Saves a part: what it holds now (draft or published) with `media` changed. */
async function saveMedia(kind: TStudioKind, id: number, part: TStudioPart, media: Record<string, unknown>) {
  const item = await readItem(kind, id);
  const values = (item.drafts[part].values ?? item.published[part]) as Record<string, unknown>;
  return t.app.inject({
    method: 'PUT',
    url: `/api/staff/content/${kind}/${id}/drafts/${part}`,
    headers,
    payload: { base_version: item.drafts[part].version, values: { ...values, media: { ...(values.media as object), ...media } } },
  });
}

async function publish(changes: { kind: TStudioKind; id: number; part: TStudioPart }[]) {
  const versioned = await Promise.all(changes.map(async (change) => ({ ...change, version: (await readItem(change.kind, change.id)).drafts[change.part].version })));
  return t.app.inject({ method: 'POST', url: '/api/staff/content/publish', headers, payload: { changes: versioned } });
}

const meditationTranslations = (language: 'fr' | 'es') =>
  t.db
    .select({ field: translations.field, value: translations.value })
    .from(translations)
    .where(and(eq(translations.contentType, 'exercise'), eq(translations.contentId, MEDITATION), eq(translations.language, language)))
    .orderBy(translations.field);

describe('media attached to items', () => {
  it('records an accepted upload with its kind, duration, size and uploader', async () => {
    const audio = await upload('audio', fixtures.audio);
    const [object] = await t.db.select().from(mediaObjects).where(eq(mediaObjects.key, audio.key));
    expect(object).toMatchObject({ kind: 'audio', durationSeconds: 3, sizeBytes: fixtures.audio.length });
    expect(object!.uploadedByUserId).not.toBeNull();
  });

  it('attaches French audio by its key alone: its duration is the file’s, and publishing French leaves Spanish audio alone', async () => {
    const french = await upload('audio', fixtures.audio);
    const spanish = await upload('audio', longAudio);
    const spanishBefore = await meditationTranslations('es');
    const [englishBefore] = await t.db.select().from(exercises).where(eq(exercises.id, MEDITATION));

    const savedFrench = await saveMedia('activity', MEDITATION, 'fr', { female_audio_key: french.key });
    expect(savedFrench.statusCode, savedFrench.body).toBe(200);
    const item = savedFrench.json().data as TStudioItem;
    expect(item.drafts.fr.values).toMatchObject({ media: { female_audio_key: french.key } });
    expect(JSON.stringify(item.drafts.fr.values)).not.toContain('duration');
    expect(item.media.find((media) => media.key === french.key)).toEqual({
      key: french.key,
      kind: 'audio',
      duration_seconds: 3,
      url: `/content_media/${french.key}`,
    });
    // A Spanish draft of its own, which publishing French must not publish.
    expect((await saveMedia('activity', MEDITATION, 'es', { male_audio_key: spanish.key })).statusCode).toBe(200);

    const published = await publish([{ kind: 'activity', id: MEDITATION, part: 'fr' }]);
    expect(published.statusCode, published.body).toBe(200);

    const frenchAfter = new Map((await meditationTranslations('fr')).map((row) => [row.field, row.value]));
    expect(frenchAfter.get('female_audio_file')).toBe(french.key);
    expect(frenchAfter.get('female_audio_duration')).toBe('3');
    expect(await meditationTranslations('es')).toEqual(spanishBefore);
    const [englishAfter] = await t.db.select().from(exercises).where(eq(exercises.id, MEDITATION));
    expect(englishAfter).toMatchObject({ femaleAudioKey: englishBefore!.femaleAudioKey, femaleAudioDuration: englishBefore!.femaleAudioDuration });
    const after = await readItem('activity', MEDITATION);
    expect(after.drafts.es.values).toMatchObject({ media: { male_audio_key: spanish.key } });
    expect(after.published.fr).toMatchObject({ media: { female_audio_key: french.key } });
  });

  it('refuses a duration sent by the client, a key it never accepted, and a file of another kind, naming the field', async () => {
    const video = await upload('video', fixtures.video);
    const forged = await saveMedia('activity', MEDITATION, 'en', { female_audio_duration: 900 });
    expect(forged.statusCode).toBe(422);
    expect(forged.json()).toMatchObject({ code: 'media.duration_from_file', data: { field: 'female_audio_key' } });

    const unknown = await saveMedia('activity', MEDITATION, 'en', { male_audio_key: `audio/${'0'.repeat(64)}.mp3` });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json()).toMatchObject({ code: 'media.key_unknown', data: { field: 'male_audio_key' } });

    const notAKey = await saveMedia('activity', MEDITATION, 'en', { transcript_key: '../../etc/passwd' });
    expect(notAKey.statusCode).toBe(422);
    expect(notAKey.json()).toMatchObject({ code: 'media.key_unknown', data: { field: 'transcript_key' } });

    const wrongKind = await saveMedia('activity', MEDITATION, 'en', { female_audio_key: video.key });
    expect(wrongKind.statusCode).toBe(422);
    expect(wrongKind.json()).toMatchObject({ code: 'media.kind_wrong', data: { field: 'female_audio_key' } });

    // Only a meditation has recordings: journaling takes none.
    const audio = await upload('audio', fixtures.audio);
    const [journaling] = await t.db.select({ id: exercises.id }).from(exercises).where(eq(exercises.activityType, ActivityType.Journaling)).limit(1);
    const journal = await saveMedia('activity', journaling!.id, 'en', { female_audio_key: audio.key });
    expect(journal.statusCode).toBe(422);
    expect(journal.json()).toMatchObject({ code: 'media.kind_wrong', data: { field: 'female_audio_key' } });

    // A step's video takes a video, and its duration comes with it.
    const step = await saveMedia('step', 111, 'fields', { media_key: video.key, duration_seconds: 1 });
    expect(step.statusCode).toBe(422);
    expect(step.json()).toMatchObject({ code: 'media.duration_from_file', data: { field: 'media_key' } });
    expect((await readItem('activity', MEDITATION)).drafts.en.values).toBeNull();
  });

  it('checks a resource’s file against its category whenever either changes: saving the fields, saving a language, publishing', async () => {
    const DOWNLOAD = 11;
    const item = await readItem('resource', DOWNLOAD);
    expect(item.published.en).toMatchObject({ media: { file_key: 'files/values-compass-en.pdf' } });
    const asAudioFile = { ...item.published.fields, category: ResourceCategory.AudioFile };
    const fields = await t.app.inject({ method: 'PUT', url: `/api/staff/content/resource/${DOWNLOAD}/drafts/fields`, headers, payload: { base_version: 0, values: asAudioFile } });
    expect(fields.statusCode).toBe(422);
    expect(fields.json()).toMatchObject({ code: 'media.kind_wrong', data: { field: 'file_key' } });

    // A category drafted before files were checked against it: the English PDF is refused when its part is saved, and at publish.
    await writeDraft(t.db, { kind: 'resource', id: DOWNLOAD, part: 'fields', values: asAudioFile, actor: editorUser });
    const english = await saveMedia('resource', DOWNLOAD, 'en', {});
    expect(english.statusCode).toBe(422);
    expect(english.json()).toMatchObject({ code: 'media.kind_wrong', data: { field: 'file_key' } });
    const published = await publish([{ kind: 'resource', id: DOWNLOAD, part: 'fields' }]);
    expect(published.statusCode).toBe(422);
    expect(published.json()).toMatchObject({ code: 'media.kind_wrong', data: { field: 'file_key' } });
    expect((await t.db.select().from(extraContents).where(eq(extraContents.id, DOWNLOAD)))[0]!.category).toBe(ResourceCategory.FileDownload);
    await writeDraft(t.db, { kind: 'resource', id: DOWNLOAD, part: 'fields', values: null, actor: editorUser });
  });

  it('refuses to turn a meditation into journaling while it keeps its voices, naming the recording', async () => {
    const item = await readItem('activity', MEDITATION);
    const asJournaling = { ...item.published.fields, activity_type: ActivityType.Journaling };
    const fields = await t.app.inject({ method: 'PUT', url: `/api/staff/content/activity/${MEDITATION}/drafts/fields`, headers, payload: { base_version: item.drafts.fields.version, values: asJournaling } });
    expect(fields.statusCode).toBe(422);
    expect(fields.json()).toMatchObject({ code: 'media.kind_wrong', data: { field: expect.stringMatching(/_audio_key$|^transcript_key$/) } });
    expect((await readItem('activity', MEDITATION)).drafts.fields.values).toBeNull();
  });

  it('previews a drafted recording with its duration, as members will get it once published', async () => {
    const spanish = await upload('audio', fixtures.audio);
    expect((await saveMedia('activity', MEDITATION, 'es', { female_audio_key: spanish.key })).statusCode).toBe(200);
    const spanishOf = async (preview: boolean) => {
      const response = await t.app.inject({ method: 'GET', url: '/api/translations?language=es', headers: { ...headers, ...(preview ? { [PreviewHeader]: 'full' } : {}) } });
      return (response.json().data.es.exercise as Record<string, Record<string, string>>)[String(MEDITATION)]!;
    };
    expect(await spanishOf(true)).toMatchObject({ female_audio_file: spanish.key, female_audio_duration: '3' });
    expect((await spanishOf(false)).female_audio_file).not.toBe(spanish.key);
  });

  it('retimes the activity, its segment and its topic from the new recording when it is published', async () => {
    const long = await upload('audio', longAudio);
    expect(long.duration_seconds).toBe(421);
    const [meditation] = await t.db.select().from(exercises).where(eq(exercises.id, MEDITATION));
    const [segment] = await t.db.select().from(lessons).where(eq(lessons.id, meditation!.lessonId));
    const [topicBefore] = await t.db.select().from(modules).where(eq(modules.id, segment!.moduleId));

    expect((await saveMedia('activity', MEDITATION, 'en', { male_audio_key: long.key })).statusCode).toBe(200);
    // Saved, not published: members keep the old minutes.
    const [unchanged] = await t.db.select().from(exercises).where(eq(exercises.id, MEDITATION));
    expect(unchanged!.minutesToComplete).toBe(meditation!.minutesToComplete);

    expect((await publish([{ kind: 'activity', id: MEDITATION, part: 'en' }])).statusCode).toBe(200);
    const [retimed] = await t.db.select().from(exercises).where(eq(exercises.id, MEDITATION));
    expect(retimed).toMatchObject({ maleAudioKey: long.key, maleAudioDuration: 421, minutesToComplete: mediaMinutes(421) });
    expect(retimed!.minutesToComplete).toBe(7);

    // The segment: its published videos and activities, by the same rule as the demo program's.
    const segmentSteps = await t.db.select().from(steps).where(eq(steps.lessonId, segment!.id));
    const segmentActivities = await t.db.select().from(exercises).where(eq(exercises.lessonId, segment!.id));
    const recordings = await t.db.select().from(translations).where(eq(translations.contentType, 'exercise'));
    const secondsOf = (activity: (typeof segmentActivities)[number]) =>
      activitySeconds([
        activity.femaleAudioDuration,
        activity.maleAudioDuration,
        ...recordings.filter((row) => row.contentId === activity.id && row.field.endsWith('_audio_duration')).map((row) => Number(row.value)),
      ]);
    const expectedSegment = segmentMinutes(
      segmentSteps.filter((step) => step.publishStatus === 1).map((step) => step.durationSeconds ?? 0),
      segmentActivities.filter((activity) => activity.publishStatus === 1).map(secondsOf),
    );
    const [segmentAfter] = await t.db.select().from(lessons).where(eq(lessons.id, segment!.id));
    expect(segmentAfter!.minutesToComplete).toBe(expectedSegment);
    expect(segmentAfter!.minutesToComplete).toBeGreaterThan(segment!.minutesToComplete);

    const topicSegments = await t.db.select().from(lessons).where(eq(lessons.moduleId, segment!.moduleId));
    const [topicAfter] = await t.db.select().from(modules).where(eq(modules.id, segment!.moduleId));
    expect(topicAfter!.minutesToComplete).toBe(topicMinutes(topicSegments.filter((row) => row.publishStatus === 1).map((row) => row.minutesToComplete)));
    expect(topicAfter!.minutesToComplete - topicBefore!.minutesToComplete).toBe(segmentAfter!.minutesToComplete - segment!.minutesToComplete);
  });

  it('gives a topic an uploaded banner: members get every size made from the picture', async () => {
    const picture = await upload('image', fixtures.picture);
    const hash = picture.key.slice('banners/'.length, picture.key.indexOf('-'));
    expect((await saveMedia('topic', 2, 'fields', { image_key: picture.key })).statusCode).toBe(200);
    expect((await publish([{ kind: 'topic', id: 2, part: 'fields' }])).statusCode).toBe(200);
    const member = asBearer((await createAccount(t.db)).token);
    await expect
      .poll(async () => ((await t.app.inject({ method: 'GET', url: '/api/modules/2', headers: member })).json().data as { image_key: string }).image_key)
      .toBe(picture.key);
    const topic = (await t.app.inject({ method: 'GET', url: '/api/modules/2', headers: member })).json().data as { banner_images: { key: string }[] };
    expect(topic.banner_images).toHaveLength(12);
    expect(topic.banner_images.every((image) => image.key.startsWith(`banners/${hash}-`))).toBe(true);
  });
});
