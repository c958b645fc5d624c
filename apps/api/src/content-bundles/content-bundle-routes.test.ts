import { createHash } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { readdir, rm, truncate, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { strFromU8, strToU8, unzipSync, zipSync, type Zippable } from 'fflate';
import { and, count, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadContent } from '@innerway/content';
import { AuditAction, ContentStatus, StaffRole, type TBundleManifest, type TBundlePlan } from '@innerway/domain';
import { asCookie, createAccount } from '../auth/account-testing.ts';
import { seedProgram } from '../content/content-testing.ts';
import { auditEvents, contentRevisions, exercises, mediaObjects, modules, steps, translations, userStepProgress } from '../db/schema.ts';
import { makeUploadFixtures } from '../staff-media/upload-testing.ts';
import { createStaffAccount } from '../staff/staff-testing.ts';
import { createTestApp, setUpTestApp, type TestApp } from '../test/harness.ts';
import { BUNDLE_UPLOAD_EXPIRY_MS, BUNDLE_UPLOADS_MAX_BYTES, bundleUploadsDirectory, cleanBundleUploads, openBundleUpload } from './bundle-uploads.ts';
import { demoProgramBundle, demoUid } from './demo-program-bundle.ts';
import { readProgramState } from './program-state.ts';

let test: TestApp;
let editor: string;
let editorId: number;
setUpTestApp(
  async (ready) => {
    test = ready;
    await seedProgram(test.db);
    const account = await createStaffAccount(test.db, StaffRole.Editor);
    ({ token: editor, user: { id: editorId } } = account);
  },
  // A folder of its own: the previews' uploads are counted and cleaned here.
  { config: () => ({ dataDir: mkdtempSync(path.join(os.tmpdir(), 'innerway-bundles-')) }) },
);

const demo = () => structuredClone(demoProgramBundle(loadContent()).manifest) as TBundleManifest;

function zip(manifest: unknown, files: Zippable = {}): Buffer {
  return Buffer.from(zipSync({ 'manifest.json': strToU8(JSON.stringify(manifest)), ...files }));
}

function upload(app: TestApp['app'], token: string, path: string, archive: Buffer) {
  return app.inject({ method: 'POST', url: `/api/staff/content/bundles/${path}`, headers: { ...asCookie(token), 'content-type': 'application/zip' }, payload: archive });
}

async function preview(app: TestApp['app'], token: string, archive: Buffer, query = '') {
  const reply = await upload(app, token, `preview${query}`, archive);
  expect(reply.statusCode, reply.body).toBe(200);
  return reply.json<{ data: TBundlePlan }>().data;
}

/** Applies a previewed bundle by the upload the preview kept: no archive is sent again. */
async function apply(app: TestApp['app'], token: string, plan: TBundlePlan, extra: { note?: string; bundle_hash?: string } = {}) {
  const { upload_id, base_hash, bundle_hash, archive_absent } = plan;
  return app.inject({ method: 'POST', url: '/api/staff/content/bundles/apply', headers: asCookie(token), payload: { upload_id, base_hash, bundle_hash, archive_absent, ...extra } });
}

/** The previews kept for an editor, by file name. */
const keptOf = async (userId: number) => (await readdir(bundleUploadsDirectory(test.config.dataDir)).catch(() => [])).filter((name) => name.startsWith(`${userId}-`));

const itemOf = (plan: TBundlePlan, uid: string) => plan.items.find((item) => item.uid === uid);
const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

describe('export and import into an empty database', () => {
  let empty: TestApp;
  let emptyEditor: string;
  beforeAll(async () => {
    empty = await createTestApp({ worker: false });
    emptyEditor = (await createStaffAccount(empty.db, StaffRole.Editor)).token;
  });
  afterAll(async () => empty.close());

  it('brings over the same program, with its ids and its media named by their hashes', async () => {
    const exported = await test.app.inject({ url: '/api/staff/content/bundles/export', headers: asCookie(editor) });
    expect(exported.statusCode).toBe(200);
    expect(exported.headers['content-type']).toBe('application/zip');
    expect(exported.headers['content-disposition']).toMatch(/^attachment; filename="innerway-program-\d{4}-\d{2}-\d{2}\.zip"$/);
    const archive = exported.rawPayload;
    const entries = unzipSync(new Uint8Array(archive));
    const manifest = JSON.parse(strFromU8(entries['manifest.json']!)) as TBundleManifest;
    expect(manifest.topics).toHaveLength(8);
    const video = manifest.media.find((file) => file.key === 'videos/past-1-1.mp4')!;
    expect(sha256(entries[`media/${video.sha256}`]!)).toBe(video.sha256);

    const plan = await preview(empty.app, emptyEditor, archive);
    expect(plan.counts).toMatchObject({ update: 0, unchanged: 0, archive: 0 });
    expect(plan.counts.create).toBe(plan.items.length);
    expect((await empty.db.select({ n: count() }).from(modules))[0]!.n).toBe(0);

    const applied = await apply(empty.app, emptyEditor, plan);
    expect(applied.statusCode, applied.body).toBe(200);
    const [source, copy] = await Promise.all([readProgramState(test.db), readProgramState(empty.db)]);
    expect(copy.hash).toBe(source.hash);
    expect([...copy.idOf.step.entries()]).toEqual([...source.idOf.step.entries()]);

    // Imported again, nothing changes.
    const again = await preview(empty.app, emptyEditor, archive);
    expect(again.counts).toEqual({ create: 0, update: 0, unchanged: plan.items.length, archive: 0 });
    // Every video and recording of the program is read through by ffmpeg at each preview and apply.
  }, 180_000);

  it('imports one topic with what is inside it and the resources attached to it', async () => {
    const past = demoUid('topic', 3);
    const exported = await test.app.inject({ url: `/api/staff/content/bundles/export?topic=${past}`, headers: asCookie(editor) });
    expect(exported.statusCode).toBe(200);
    expect(exported.headers['content-disposition']).toContain('innerway-topic-past-');
    const manifest = JSON.parse(strFromU8(unzipSync(new Uint8Array(exported.rawPayload))['manifest.json']!)) as TBundleManifest;
    expect(manifest.scope).toEqual({ kind: 'topic', topic_uid: past });
    expect(manifest.topics.map((topic) => topic.uid)).toEqual([past]);
    expect(new Set(manifest.segments.map((segment) => segment.topic_uid))).toEqual(new Set([past]));
    expect(manifest.steps.every((step) => step.id! >= 300 && step.id! < 400)).toBe(true);
    expect(manifest.resources.every((r) => r.topic_uids.includes(past) || r.segment_uids.some((uid) => manifest.segments.some((s) => s.uid === uid)))).toBe(true);

    const bundle = await upload(test.app, editor, 'preview', Buffer.from(exported.rawPayload));
    expect(bundle.json<{ data: TBundlePlan }>().data.counts).toMatchObject({ create: 0, update: 0, archive: 0 });
    const unknownTopic = await test.app.inject({ url: `/api/staff/content/bundles/export?topic=${demoUid('topic', 99)}`, headers: asCookie(editor) });
    expect(unknownTopic.statusCode).toBe(404);
  });
});

describe('the preview', () => {
  it('says what would change, per item, field and language, and changes nothing', async () => {
    const before = await readProgramState(test.db);
    const manifest = demo();
    const past = manifest.topics.find((topic) => topic.id === 3)!;
    past.languages.fr.title = 'Le passé, autrement';
    past.hue = (past.hue! + 1) % 360;
    const segment = manifest.segments.find((s) => s.id === 31)!;
    manifest.steps.push({ ...structuredClone(manifest.steps.find((s) => s.id === 311)!), uid: '0b9f2c1e-5d3a-4c7b-9e1f-2a3b4c5d6e7f', id: 399, segment_uid: segment.uid, sort_order: 9 });

    const plan = await preview(test.app, editor, zip(manifest));
    expect(itemOf(plan, past.uid)).toMatchObject({ action: 'update', fields: ['hue'], languages: [{ language: 'fr', fields: ['title'] }] });
    expect(itemOf(plan, '0b9f2c1e-5d3a-4c7b-9e1f-2a3b4c5d6e7f')).toMatchObject({ kind: 'step', action: 'create' });
    expect(plan.counts).toMatchObject({ create: 1, update: 1, archive: 0 });
    expect((await readProgramState(test.db)).hash).toBe(before.hash);
  });

  it('archives what a whole-program bundle leaves out only when asked, and never deletes', async () => {
    const manifest = demo();
    const unlock = manifest.topics.find((topic) => topic.id === 8)!;
    manifest.topics = manifest.topics.filter((topic) => topic.uid !== unlock.uid);
    const segmentsOfUnlock = new Set(manifest.segments.filter((s) => s.topic_uid === unlock.uid).map((s) => s.uid));
    manifest.segments = manifest.segments.filter((s) => !segmentsOfUnlock.has(s.uid));
    manifest.steps = manifest.steps.filter((s) => !segmentsOfUnlock.has(s.segment_uid));
    manifest.activities = manifest.activities.filter((a) => !segmentsOfUnlock.has(a.segment_uid));
    const archive = zip(manifest);

    expect((await preview(test.app, editor, archive)).counts.archive).toBe(0);
    const plan = await preview(test.app, editor, archive, '?archive_absent=true');
    expect(itemOf(plan, unlock.uid)).toMatchObject({ kind: 'topic', action: 'archive' });
    expect(plan.items.filter((item) => item.action === 'archive').map((item) => item.kind)).toContain('step');

    // A member's progress on a step about to be archived stays.
    const member = await createAccount(test.db);
    await test.db.insert(userStepProgress).values({ userId: member.user.id, stepId: 811, percent: 100, timeSeconds: 30 });
    const applied = await apply(test.app, editor, plan);
    expect(applied.statusCode, applied.body).toBe(200);
    const [row] = await test.db.select().from(modules).where(eq(modules.id, 8));
    expect(row!.publishStatus).toBe(ContentStatus.Archived);
    expect(await test.db.select().from(userStepProgress).where(eq(userStepProgress.userId, member.user.id))).toHaveLength(1);
    const archivedRevisions = await test.db.select().from(contentRevisions).where(and(eq(contentRevisions.kind, 'topic'), eq(contentRevisions.contentId, 8)));
    expect(archivedRevisions).toEqual([expect.objectContaining({ parts: ['fields'], snapshot: expect.objectContaining({ fields: expect.objectContaining({ archived: true }) }) })]);

    // The seed brings it back: its bundle holds topic 8 again.
    await seedProgram(test.db);
    expect((await test.db.select().from(modules).where(eq(modules.id, 8)))[0]!.publishStatus).toBe(ContentStatus.Published);
  });
});

describe('applying', () => {
  it('updates the items, keeps members’ progress and records who imported', async () => {
    const member = await createAccount(test.db);
    await test.db.insert(userStepProgress).values({ userId: member.user.id, stepId: 321, percent: 40, timeSeconds: 12 });
    const manifest = demo();
    const step = manifest.steps.find((s) => s.id === 321)!;
    step.languages.en.title = 'A new look at the past';
    step.languages.es.title = 'Una mirada nueva';
    const archive = zip(manifest);
    const plan = await preview(test.app, editor, archive);
    expect(itemOf(plan, step.uid)).toMatchObject({ action: 'update', fields: [], languages: [{ language: 'en', fields: ['title'] }, { language: 'es', fields: ['title'] }] });

    const applied = await apply(test.app, editor, plan, { note: 'Spring edition' });
    expect(applied.statusCode, applied.body).toBe(200);
    expect(applied.json<{ data: { counts: { update: number } } }>().data.counts.update).toBe(1);
    expect((await test.db.select().from(steps).where(eq(steps.id, 321)))[0]!.title).toBe('A new look at the past');
    const [spanish] = await test.db
      .select()
      .from(translations)
      .where(and(eq(translations.contentType, 'step'), eq(translations.contentId, 321), eq(translations.language, 'es'), eq(translations.field, 'title')));
    expect(spanish!.value).toBe('Una mirada nueva');
    const [progress] = await test.db.select().from(userStepProgress).where(eq(userStepProgress.userId, member.user.id));
    expect(progress).toMatchObject({ stepId: 321, percent: 40 });
    const [audit] = await test.db.select().from(auditEvents).where(eq(auditEvents.action, AuditAction.ContentBundleImport)).orderBy(desc(auditEvents.id)).limit(1);
    expect(audit).toMatchObject({ reason: 'Spring edition', details: expect.objectContaining({ update: 1, scope: 'program', revisions: 1 }) });

    // The import is in the step's history as a publish would be: who, which parts, the whole item.
    const history = await test.app.inject({ url: '/api/staff/content/step/321/revisions', headers: asCookie(editor) });
    expect(history.json().data.revisions).toEqual([
      expect.objectContaining({
        number: 1,
        parts: ['en', 'es'],
        note: 'Spring edition',
        actor_email: expect.stringMatching(/@/),
        snapshot: expect.objectContaining({ en: expect.objectContaining({ title: 'A new look at the past' }), es: expect.objectContaining({ title: 'Una mirada nueva' }) }),
      }),
    ]);

    // The seed imports without revisions: the demo program's history is its files'.
    const [before] = await test.db.select({ n: count() }).from(contentRevisions);
    await seedProgram(test.db);
    expect((await test.db.select().from(steps).where(eq(steps.id, 321)))[0]!.title).not.toBe('A new look at the past');
    expect((await test.db.select({ n: count() }).from(contentRevisions))[0]).toEqual(before);
  });

  it('refuses a preview made on content that has changed since, and changes nothing', async () => {
    const manifest = demo();
    manifest.topics[0]!.languages.en.subtitle = 'Changed by the bundle';
    const plan = await preview(test.app, editor, zip(manifest));
    await test.db.update(modules).set({ hue: 7 }).where(eq(modules.id, 2));

    const refused = await apply(test.app, editor, plan);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'content.bundle_stale' });
    expect((await test.db.select().from(modules).where(eq(modules.id, 1)))[0]!.subtitle).not.toBe('Changed by the bundle');

    const other = await preview(test.app, editor, zip({ ...manifest, exported_at: '2020-01-01T00:00:00Z' }));
    const changed = await apply(test.app, editor, other, { bundle_hash: plan.bundle_hash });
    expect(changed.statusCode).toBe(409);
    expect(changed.json()).toMatchObject({ code: 'content.bundle_changed' });
    await seedProgram(test.db);
  });

  it('applies the upload its preview kept, once, and only for the editor who uploaded it', async () => {
    const manifest = demo();
    manifest.topics[0]!.languages.en.subtitle = 'Kept by the preview';
    const plan = await preview(test.app, editor, zip(manifest));
    const files = await readdir(bundleUploadsDirectory(test.config.dataDir));
    expect(files).toContainEqual(expect.stringContaining(plan.upload_id));

    const other = (await createStaffAccount(test.db, StaffRole.Editor)).token;
    expect((await apply(test.app, other, plan)).json()).toMatchObject({ code: 'content.bundle_upload_unknown' });
    expect((await apply(test.app, editor, { ...plan, upload_id: 'f'.repeat(32) })).statusCode).toBe(404);

    const applied = await apply(test.app, editor, plan);
    expect(applied.statusCode, applied.body).toBe(200);
    expect((await test.db.select().from(modules).where(eq(modules.id, 1)))[0]!.subtitle).toBe('Kept by the preview');
    // Applied, the upload is gone: a second apply has nothing to name.
    expect(await readdir(bundleUploadsDirectory(test.config.dataDir))).not.toContainEqual(expect.stringContaining(plan.upload_id));
    expect((await apply(test.app, editor, plan)).json()).toMatchObject({ code: 'content.bundle_upload_unknown' });
    await seedProgram(test.db);
  });

  it('lets a preview expire, and the clean-up remove it', async () => {
    const plan = await preview(test.app, editor, zip(demo()));
    const later = new Date(Date.now() + BUNDLE_UPLOAD_EXPIRY_MS + 1000);
    await expect(openBundleUpload(test.config.dataDir, editorId, plan.upload_id, later)).rejects.toMatchObject({ code: 'content.bundle_upload_unknown' });
    expect(await cleanBundleUploads(test.config.dataDir, new Date())).toBe(0);
    expect(await cleanBundleUploads(test.config.dataDir, later)).toBeGreaterThanOrEqual(1);
    expect((await apply(test.app, editor, plan)).json()).toMatchObject({ code: 'content.bundle_upload_unknown' });
  });

  it('keeps no upload of a bundle it refuses', async () => {
    expect((await upload(test.app, editor, 'preview', zip({ ...demo(), version: 2 }))).statusCode).toBe(422);
    expect(await keptOf(editorId)).toEqual([]);
  });

  it('keeps one preview per editor: a new one removes the editor’s earlier ones, not another’s', async () => {
    const other = await createStaffAccount(test.db, StaffRole.Editor);
    const theirs = await preview(test.app, other.token, zip(demo()));
    const first = await preview(test.app, editor, zip(demo()));
    const second = await preview(test.app, editor, zip(demo()));
    expect(await keptOf(editorId)).toEqual([`${editorId}-${second.upload_id}.zip`]);
    expect(await keptOf(other.user.id)).toEqual([`${other.user.id}-${theirs.upload_id}.zip`]);
    expect((await apply(test.app, editor, first)).json()).toMatchObject({ code: 'content.bundle_upload_unknown' });
  });

  it('refuses a new preview, keeping nothing, when the kept previews fill what they may hold together', async () => {
    const crowd = path.join(bundleUploadsDirectory(test.config.dataDir), `999999-${'e'.repeat(32)}.zip`);
    // Sparse: its size counts, no disk is used.
    await writeFile(crowd, '');
    await truncate(crowd, BUNDLE_UPLOADS_MAX_BYTES);
    try {
      const reply = await upload(test.app, editor, 'preview', zip(demo()));
      expect(reply.statusCode).toBe(507);
      expect(reply.json()).toMatchObject({ code: 'content.bundle_uploads_full', data: { max: `${BUNDLE_UPLOADS_MAX_BYTES} bytes` } });
      expect(await keptOf(editorId)).toEqual([]);
    } finally {
      await rm(crowd);
    }
  });

  it('sanitises bodies whatever the bundle holds', async () => {
    const manifest = demo();
    const topic = manifest.topics[1]!;
    topic.languages.en.body = '<p>Hello<script>alert(1)</script> <a href="javascript:alert(1)">there</a> <img src=x onerror=alert(1)></p>';
    topic.languages.fr.body = '<p onclick="alert(1)">Bonjour</p>';
    const archive = zip(manifest);
    const plan = await preview(test.app, editor, archive);
    expect((await apply(test.app, editor, plan)).statusCode).toBe(200);
    const [row] = await test.db.select().from(modules).where(eq(modules.id, 2));
    expect(row!.body).not.toMatch(/script|javascript|onerror|<img/);
    expect(row!.body).toContain('Hello');
    const [french] = await test.db
      .select()
      .from(translations)
      .where(and(eq(translations.contentType, 'module'), eq(translations.contentId, 2), eq(translations.language, 'fr'), eq(translations.field, 'body')));
    expect(french!.value).toBe('<p>Bonjour</p>');
    await seedProgram(test.db);
  });

  it('stores the media a bundle brings, under the key their bytes name', async () => {
    const manifest = demo();
    // New bytes every run: the test store (under the system's temporary folder) outlives a run.
    const caption = strToU8(`WEBVTT\n\n00:00.000 --> 00:01.000\nBonjour ${Math.random()}\n`);
    const hash = sha256(caption);
    manifest.steps.find((s) => s.id === 321)!.languages.fr.captions_key = 'captions/brand-new.fr.vtt';
    manifest.media = [{ key: 'captions/brand-new.fr.vtt', sha256: hash, bytes: caption.byteLength }];
    const archive = zip(manifest, { [`media/${hash}`]: caption });
    const plan = await preview(test.app, editor, archive);
    expect(plan.new_media).toBe(1);
    expect(itemOf(plan, demoUid('step', 321))).toMatchObject({ languages: [{ language: 'fr', fields: ['captions_key'] }] });
    expect((await apply(test.app, editor, plan)).statusCode).toBe(200);

    const stored = `captions/${hash}.vtt`;
    expect(await test.app.mediaStore.has(stored)).toBe(true);
    const [french] = await test.db
      .select()
      .from(translations)
      .where(and(eq(translations.contentType, 'step'), eq(translations.contentId, 321), eq(translations.language, 'fr'), eq(translations.field, 'captions_key')));
    expect(french!.value).toBe(stored);
    await seedProgram(test.db);
  });
});

describe('the media a bundle brings', () => {
  let audio: Buffer;
  beforeAll(async () => {
    ({ audio } = await makeUploadFixtures(mkdtempSync(path.join(os.tmpdir(), 'innerway-bundle-fixtures-'))));
  });

  /** The demo with activity 1's English female recording replaced by `bytes`, its length typed as 999 s. */
  const withRecording = (bytes: Uint8Array) => {
    const manifest = demo();
    const key = `audio/${sha256(bytes)}.mp3`;
    Object.assign(manifest.activities.find((a) => a.id === 1)!.languages.en, { female_audio_file: key, female_audio_duration: 999 });
    manifest.media = [{ key, sha256: sha256(bytes), bytes: bytes.byteLength }];
    return { key, archive: zip(manifest, { [`media/${sha256(bytes)}`]: bytes }) };
  };

  it('are timed by reading them, whatever the bundle says, and correct a length recorded before', async () => {
    const { key, archive } = withRecording(audio);
    // A first record from an import that took the bundle's length.
    await test.db.insert(mediaObjects).values({ key, kind: 'audio', durationSeconds: 999 }).onConflictDoUpdate({ target: mediaObjects.key, set: { durationSeconds: 999 } });
    const plan = await preview(test.app, editor, archive);
    expect((await apply(test.app, editor, plan)).statusCode).toBe(200);

    const [recorded] = await test.db.select().from(mediaObjects).where(eq(mediaObjects.key, key));
    expect(recorded!.durationSeconds).toBe(3);
    const [activity] = await test.db.select().from(exercises).where(eq(exercises.id, 1));
    expect(activity).toMatchObject({ femaleAudioKey: key, femaleAudioDuration: 3 });
    await seedProgram(test.db);
  });

  it('are checked by their content as uploads are: a file that fails refuses the bundle, naming it', async () => {
    const { key, archive } = withRecording(strToU8(`not a recording ${Math.random()}`));
    const reply = await upload(test.app, editor, 'preview', archive);
    expect(reply.statusCode).toBe(422);
    expect(reply.json()).toMatchObject({
      code: 'content.bundle_media_refused',
      error: expect.stringContaining(key),
      data: { key, problem: 'media.not_audio' },
    });
    expect(await keptOf(editorId)).toEqual([]);
  });
});

describe('a bundle that cannot be imported', () => {
  const refusal = async (archive: Buffer) => {
    const reply = await upload(test.app, editor, 'preview', archive);
    return { status: reply.statusCode, ...reply.json<{ code: string; error: string }>() };
  };

  it('names a format version it does not read', async () => {
    expect(await refusal(zip({ ...demo(), version: 2 }))).toMatchObject({
      status: 422,
      code: 'content.bundle_version',
      error: 'This bundle is format version 2; this server reads version 1 only.',
    });
  });

  it('is not a zip, or has no manifest', async () => {
    expect(await refusal(Buffer.from('not a zip at all'))).toMatchObject({ status: 400, code: 'content.bundle_unreadable' });
    expect(await refusal(Buffer.from(zipSync({ 'readme.txt': strToU8('hi') })))).toMatchObject({ status: 400, code: 'content.bundle_unsafe_path' });
    expect(await refusal(Buffer.from(zipSync({ 'media/': new Uint8Array() })))).toMatchObject({ status: 400, code: 'content.bundle_unreadable' });
  });

  it('holds a file outside its folders', async () => {
    for (const name of ['../../etc/passwd', 'media/../../escape', '/absolute', 'media/not-a-hash']) {
      expect(await refusal(zip(demo(), { [name]: strToU8('x') }))).toMatchObject({ status: 400, code: 'content.bundle_unsafe_path' });
    }
  });

  it('lists media it does not hold, holds bytes that are not their hash, or names media nowhere to be found', async () => {
    const listed = { ...demo(), media: [{ key: 'captions/ghost.en.vtt', sha256: 'a'.repeat(64), bytes: 10 }] };
    expect(await refusal(zip(listed))).toMatchObject({ status: 422, code: 'content.bundle_media_missing' });
    expect(await refusal(zip(listed, { [`media/${'a'.repeat(64)}`]: strToU8('0123456789') }))).toMatchObject({ status: 422, code: 'content.bundle_media_corrupt' });
    const named = demo();
    named.steps[0]!.media_key = 'videos/nowhere.mp4';
    expect(await refusal(zip(named))).toMatchObject({ status: 422, code: 'content.bundle_media_missing', error: expect.stringContaining('videos/nowhere.mp4') });
  });

  it('brings a content-addressed key with other bytes than the key names', async () => {
    const bytes = strToU8('WEBVTT\n\n00:00.000 --> 00:01.000\nPlanted\n');
    const planted = { ...demo(), media: [{ key: `captions/${'b'.repeat(64)}.vtt`, sha256: sha256(bytes), bytes: bytes.byteLength }] };
    expect(await refusal(zip(planted, { [`media/${sha256(bytes)}`]: bytes }))).toMatchObject({ status: 422, code: 'content.bundle_media_corrupt' });
    // A banner size is named by its picture, not its own bytes: it must at least be a WebP picture.
    const size = { ...demo(), media: [{ key: `banners/${'c'.repeat(64)}-md-2x.webp`, sha256: sha256(bytes), bytes: bytes.byteLength }] };
    expect(await refusal(zip(size, { [`media/${sha256(bytes)}`]: bytes }))).toMatchObject({ status: 422, code: 'content.bundle_media_corrupt' });
  });

  it('is over the limits or breaks a field’s', async () => {
    const many = demo();
    many.topics = Array.from({ length: 101 }, () => many.topics[0]!);
    expect(await refusal(zip(many))).toMatchObject({ status: 413, code: 'content.bundle_too_large' });
    const long = demo();
    long.topics[0]!.languages.en.title = 'x'.repeat(201);
    expect(await refusal(zip(long))).toMatchObject({ status: 422, code: 'content.bundle_invalid', error: expect.stringContaining('topics.0.languages.en.title') });
    const orphan = demo();
    orphan.segments[0]!.topic_uid = '11111111-2222-3333-4444-555555555555';
    expect(await refusal(zip(orphan))).toMatchObject({ status: 422, code: 'content.bundle_unknown_parent' });
  });

  it('is refused to anyone without the content area, before its body is read', async () => {
    const member = await createAccount(test.db);
    expect((await upload(test.app, member.token, 'preview', zip(demo()))).statusCode).toBe(403);
    const support = await createStaffAccount(test.db, StaffRole.Support);
    expect((await upload(test.app, support.token, 'preview', Buffer.from('junk'))).statusCode).toBe(403);
    expect((await test.app.inject({ url: '/api/staff/content/bundles/export', headers: asCookie(member.token) })).statusCode).toBe(403);
  });
});
