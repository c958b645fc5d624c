import { createHash, randomBytes } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Upload } from '@tus/server';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BannerWidths, MediaUploadLimits, StaffRole, type TPlainErrorCode } from '@innerway/domain';
import { createAccount } from '../auth/account-testing.ts';
import { sessionCookieName } from '../auth/session-cookie.ts';
import type { TMediaStorageConfig } from '../media-store/media-storage-config.ts';
import { startS3StandIn, type S3StandIn } from '../media-store/s3-stand-in.ts';
import { createStaffAccount } from '../staff/staff-testing.ts';
import { setUpTestApp, type TestApp } from '../test/harness.ts';
import { refusal } from '../test/refusal.ts';
import { cleanMediaUploads } from './clean-media-uploads.ts';
import { createMediaUploads, uploadsDirectory, UPLOAD_EXPIRY_MS } from './media-uploads.ts';
import { createUpload, makeUploadFixtures, patchUpload, tusHeaders, uploadWhole } from './upload-testing.ts';

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
const pdf = fileURLToPath(new URL('../../../../content/media/files/values-compass-en.pdf', import.meta.url));

let root: string;
let fixtures: Awaited<ReturnType<typeof makeUploadFixtures>>;
let s3: S3StandIn;
beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'innerway-uploads-'));
  fixtures = await makeUploadFixtures(root);
  s3 = await startS3StandIn();
});
afterAll(async () => {
  await s3?.close();
  await rm(root, { recursive: true, force: true });
});

/** What the bytes of a stored medium are, read through the store. */
async function storedBytes(t: TestApp, key: string): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of (await t.app.mediaStore.read(key))!) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
}

describe.each(['disk', 's3'] as const)('resumable uploads into the %s store', (driver) => {
  let t: TestApp;
  let editor: string;
  let dataDir: string;
  const uploadsLeft = async () => readdir(uploadsDirectory(dataDir)).catch(() => []);
  setUpTestApp(
    async (test) => {
      t = test;
      editor = `${sessionCookieName}=${(await createStaffAccount(t.db, StaffRole.Editor)).token}`;
    },
    {
      config: () => {
        dataDir = path.join(root, `data-${driver}`);
        const mediaStorage: TMediaStorageConfig = driver === 's3' ? s3.config : { driver: 'disk', directory: path.join(dataDir, 'media') };
        return { dataDir, mediaStorage };
      },
    },
  );

  it('stores a video under its content-addressed key with the duration ffprobe reads, and leaves no partial upload', async () => {
    const response = await uploadWhole(t.app, editor, 'video', fixtures.video, 'walk.mp4');
    expect(response.statusCode).toBe(200);
    const key = `videos/${sha256(fixtures.video)}.mp4`;
    expect(response.json().data).toEqual({ key, kind: 'video', duration_seconds: 2 });
    expect((await storedBytes(t, key)).equals(fixtures.video)).toBe(true);
    expect(await t.app.mediaStore.stat(key)).toEqual({ size: fixtures.video.length, contentType: 'video/mp4' });
    expect(await uploadsLeft()).toEqual([]);
    // Served to members with ranges from the same store.
    const range = await t.app.inject({ url: `/api/content_media/${key}`, headers: { cookie: editor, range: 'bytes=0-99' } });
    expect(range.statusCode).toBe(206);
    expect(range.rawPayload.equals(fixtures.video.subarray(0, 100))).toBe(true);
  });

  it('reads an MP3 recording’s duration in whole seconds, cut as players show them', async () => {
    const response = await uploadWhole(t.app, editor, 'audio', fixtures.audio);
    expect(response.json().data).toEqual({ key: `audio/${sha256(fixtures.audio)}.mp3`, kind: 'audio', duration_seconds: 3 });
  });

  it('makes a picture into every banner size (16:5 WebP), named by the picture', async () => {
    const response = await uploadWhole(t.app, editor, 'image', fixtures.picture, 'sea.png');
    expect(response.statusCode).toBe(200);
    const hash = sha256(fixtures.picture);
    const { key, kind, keys } = response.json().data as { key: string; kind: string; keys: Array<{ key: string; width: number }> };
    expect(kind).toBe('image');
    expect(key).toBe(`banners/${hash}-xl-1x.webp`);
    const widths = Object.values(BannerWidths).flatMap((width) => [width, width * 2, width * 3]).sort((a, b) => a - b);
    expect(keys.map((image) => image.width)).toEqual(widths);
    for (const image of keys) {
      expect(image.key).toMatch(new RegExp(`^banners/${hash}-(sm|md|lg|xl)-[123]x\\.webp$`));
      const made = await sharp(await storedBytes(t, image.key)).metadata();
      expect([made.format, made.width, made.height], image.key).toEqual(['webp', image.width, Math.round((image.width * 5) / 16)]);
    }
  });
});

describe('resumable uploads', () => {
  let t: TestApp;
  let editor: string;
  let otherEditor: string;
  let dataDir: string;
  const storeDir = () => path.join(dataDir, 'media');
  const uploadsLeft = async () => readdir(uploadsDirectory(dataDir)).catch(() => []);
  const storedFiles = async () => (await readdir(storeDir(), { recursive: true }).catch(() => [])).filter((name) => name.includes('.'));
  setUpTestApp(
    async (test) => {
      t = test;
      editor = `${sessionCookieName}=${(await createStaffAccount(t.db, StaffRole.Editor)).token}`;
      otherEditor = `${sessionCookieName}=${(await createStaffAccount(t.db, StaffRole.Admin)).token}`;
    },
    {
      config: () => {
        dataDir = path.join(root, 'data-refusals');
        return { dataDir, mediaStorage: { driver: 'disk', directory: path.join(dataDir, 'media') } };
      },
    },
  );

  /** Expects a refusal that left nothing: no partial upload, nothing in the store. */
  async function expectRefusedLeavingNothing(attempt: () => ReturnType<typeof uploadWhole>, status: number, code: TPlainErrorCode) {
    const stored = await storedFiles();
    const response = await attempt();
    expect(response.statusCode).toBe(status);
    expect(response.json()).toMatchObject(refusal(code));
    expect(await uploadsLeft()).toEqual([]);
    expect(await storedFiles()).toEqual(stored);
  }

  it('resumes after a PATCH cut off midway, at the offset the server has, and stores the whole file', async () => {
    const created = await createUpload(t.app, editor, fixtures.video.length, { kind: 'video', filename: 'walk.mp4' });
    expect(created.response.statusCode).toBe(201);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    // A connection lost after some of the bytes: the request is sent with its full length, a
    // part of the body written, and once the server has begun to keep them, the socket destroyed.
    const sent = 12_000;
    const partial = path.join(uploadsDirectory(dataDir), path.basename(created.location));
    await new Promise<void>((resolve, reject) => {
      const request = httpRequest({
        host: '127.0.0.1',
        port,
        method: 'PATCH',
        path: created.location,
        headers: {
          ...tusHeaders(editor),
          'upload-offset': '0',
          'content-type': 'application/offset+octet-stream',
          'content-length': String(fixtures.video.length),
        },
      });
      request.on('error', () => resolve());
      request.on('response', () => reject(new Error('the server answered a request it had only part of')));
      request.write(fixtures.video.subarray(0, sent));
      void expect
        .poll(async () => (await stat(partial)).size, { timeout: 5000 })
        .toBeGreaterThan(0)
        .then(() => request.destroy(), reject);
    });
    // The server has what arrived (the upload server writes as bytes come in): HEAD says where to go on.
    let offset = 0;
    await expect
      .poll(async () => {
        const head = await t.app.inject({ method: 'HEAD', url: created.location, headers: tusHeaders(editor) });
        offset = Number(head.headers['upload-offset']);
        return head.statusCode === 200 && offset > 0 && offset <= sent;
      })
      .toBe(true);
    const rest = await patchUpload(t.app, editor, created.location, offset, fixtures.video.subarray(offset));
    expect(rest.statusCode).toBe(200);
    const { key } = rest.json().data as { key: string };
    expect(key).toBe(`videos/${sha256(fixtures.video)}.mp4`);
    expect((await storedBytes(t, key)).equals(fixtures.video)).toBe(true);
    expect(await uploadsLeft()).toEqual([]);
  });

  it('refuses a PATCH at another offset than the server’s with 409, keeping the upload', async () => {
    const created = await createUpload(t.app, editor, 100, { kind: 'transcript' });
    const wrong = await patchUpload(t.app, editor, created.location, 10, Buffer.from('x'.repeat(90)));
    expect(wrong.statusCode).toBe(409);
    expect(wrong.json()).toMatchObject({ success: false, code: 'request.refused', error: expect.stringMatching(/offset/i) });
    const head = await t.app.inject({ method: 'HEAD', url: created.location, headers: tusHeaders(editor) });
    expect(head.headers['upload-offset']).toBe('0');
    await t.app.inject({ method: 'DELETE', url: created.location, headers: tusHeaders(editor) });
  });

  it('refuses a file larger than its kind allows before a byte is sent', async () => {
    const tooLarge = async () => (await createUpload(t.app, editor, MediaUploadLimits.captions + 1, { kind: 'captions' })).response;
    await expectRefusedLeavingNothing(tooLarge, 413, 'media.too_large');
    const video = await createUpload(t.app, editor, MediaUploadLimits.video + 1, { kind: 'video' });
    expect(video.response.statusCode).toBe(413);
  });

  it('refuses an unknown kind, and an empty file', async () => {
    await expectRefusedLeavingNothing(async () => (await createUpload(t.app, editor, 10, { kind: 'spreadsheet' })).response, 400, 'media.kind_unknown');
    await expectRefusedLeavingNothing(async () => (await createUpload(t.app, editor, 10, {})).response, 400, 'media.kind_unknown');
    await expectRefusedLeavingNothing(async () => (await createUpload(t.app, editor, 0, { kind: 'video' })).response, 422, 'media.empty');
  });

  it('checks the type by the content, not the name: a text file called .mp4 is no video', async () => {
    const text = Buffer.from('These are not the frames you are looking for.\n'.repeat(20));
    await expectRefusedLeavingNothing(() => uploadWhole(t.app, editor, 'video', text, 'walk.mp4'), 422, 'media.not_video');
    await expectRefusedLeavingNothing(() => uploadWhole(t.app, editor, 'audio', fixtures.video, 'song.mp3'), 422, 'media.not_audio');
    await expectRefusedLeavingNothing(() => uploadWhole(t.app, editor, 'image', fixtures.audio, 'sea.png'), 422, 'media.not_image');
    await expectRefusedLeavingNothing(() => uploadWhole(t.app, editor, 'file', fixtures.picture, 'sheet.pdf'), 422, 'media.not_pdf');
  });

  it('refuses a video cut short (its header sound) and one in a codec browsers do not all play', async () => {
    await expectRefusedLeavingNothing(() => uploadWhole(t.app, editor, 'video', fixtures.cutVideo), 422, 'media.corrupt');
    const garbled = Buffer.from(fixtures.video);
    randomBytes(garbled.length - 2000).copy(garbled, 2000);
    await expectRefusedLeavingNothing(() => uploadWhole(t.app, editor, 'video', garbled), 422, 'media.corrupt');
    await expectRefusedLeavingNothing(() => uploadWhole(t.app, editor, 'video', fixtures.mpeg4Video), 422, 'media.video_codec');
  });

  it('takes WebVTT captions and refuses captions that are not WebVTT', async () => {
    const srt = Buffer.from('1\n00:00:01,000 --> 00:00:04,000\nHello\n');
    await expectRefusedLeavingNothing(() => uploadWhole(t.app, editor, 'captions', srt, 'step.vtt'), 422, 'media.captions_invalid');
    const noCues = Buffer.from('WEBVTT\n\nNOTE nothing said\n');
    await expectRefusedLeavingNothing(() => uploadWhole(t.app, editor, 'captions', noCues), 422, 'media.captions_invalid');
    const badTiming = Buffer.from('WEBVTT\n\n00:00:04.000 --> 00:00:01\nHello\n');
    await expectRefusedLeavingNothing(() => uploadWhole(t.app, editor, 'captions', badTiming), 422, 'media.captions_invalid');
    const vtt = Buffer.from('WEBVTT\n\n00:00:01.000 --> 00:00:04.000\nBonjour, et bienvenue.\n');
    const response = await uploadWhole(t.app, editor, 'captions', vtt);
    expect(response.json().data).toEqual({ key: `captions/${sha256(vtt)}.vtt`, kind: 'captions' });
  });

  it('takes a transcript in UTF-8 text and refuses one that is not', async () => {
    const latin1 = Buffer.from('Respirez profondément, été', 'latin1');
    await expectRefusedLeavingNothing(() => uploadWhole(t.app, editor, 'transcript', latin1), 422, 'media.transcript_invalid');
    await expectRefusedLeavingNothing(() => uploadWhole(t.app, editor, 'transcript', fixtures.audio), 422, 'media.transcript_invalid');
    const text = Buffer.from('Respirez profondément.\nÉcoutez les sons autour de vous.\n');
    const response = await uploadWhole(t.app, editor, 'transcript', text);
    expect(response.json().data).toEqual({ key: `transcripts/${sha256(text)}.txt`, kind: 'transcript' });
    expect(await t.app.mediaStore.stat(`transcripts/${sha256(text)}.txt`)).toMatchObject({ contentType: 'text/plain; charset=utf-8' });
  });

  it('refuses a picture narrower than the widest banner', async () => {
    await expectRefusedLeavingNothing(() => uploadWhole(t.app, editor, 'image', fixtures.smallPicture), 422, 'media.image_too_small');
  });

  it('takes a PDF for download', async () => {
    const bytes = await readFile(pdf);
    const response = await uploadWhole(t.app, editor, 'file', bytes, 'worksheet.pdf');
    expect(response.json().data).toEqual({ key: `files/${sha256(bytes)}.pdf`, kind: 'file' });
  });

  it('keeps an upload its creator’s: anyone else gets 404, and a cancelled one is gone', async () => {
    const created = await createUpload(t.app, editor, 50, { kind: 'transcript' });
    for (const method of ['HEAD', 'DELETE'] as const) {
      expect((await t.app.inject({ method, url: created.location, headers: tusHeaders(otherEditor) })).statusCode, method).toBe(404);
    }
    expect((await patchUpload(t.app, otherEditor, created.location, 0, Buffer.from('x'.repeat(50)))).statusCode).toBe(404);
    // The upload server's own GET (a download of the upload) is not offered.
    expect((await t.app.inject({ method: 'GET', url: created.location, headers: tusHeaders(editor) })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'DELETE', url: created.location, headers: tusHeaders(editor) })).statusCode).toBe(204);
    expect((await t.app.inject({ method: 'HEAD', url: created.location, headers: tusHeaders(editor) })).statusCode).toBe(404);
    expect(await uploadsLeft()).toEqual([]);
  });

  it('acts only on the upload the address names, whatever its query says', async () => {
    const theirs = await createUpload(t.app, editor, 50, { kind: 'transcript' });
    const mine = await createUpload(t.app, otherEditor, 50, { kind: 'transcript' });
    const theirId = theirs.location.split('/').at(-1)!;
    const smuggled = `${mine.location}?x=/${theirId}`;
    expect((await t.app.inject({ method: 'DELETE', url: smuggled, headers: tusHeaders(otherEditor) })).statusCode).toBe(204);
    expect((await t.app.inject({ method: 'HEAD', url: mine.location, headers: tusHeaders(otherEditor) })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'HEAD', url: theirs.location, headers: tusHeaders(editor) })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'DELETE', url: theirs.location, headers: tusHeaders(editor) })).statusCode).toBe(204);
    expect(await uploadsLeft()).toEqual([]);
  });

  it('is for the content area: members get 403, the signed out 401', async () => {
    const { token } = await createAccount(t.db);
    const member = await createUpload(t.app, `${sessionCookieName}=${token}`, 10, { kind: 'transcript' });
    expect(member.response.statusCode).toBe(403);
    const signedOut = await t.app.inject({ method: 'POST', url: '/api/staff/media/uploads', headers: { 'tus-resumable': '1.0.0', 'upload-length': '10' } });
    expect(signedOut.statusCode).toBe(401);
    expect(await uploadsLeft()).toEqual([]);
  });
});

describe('the clean-up of abandoned uploads', () => {
  it('removes the uploads begun more than a day ago and keeps the others', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'innerway-clean-'));
    try {
      const { datastore } = await createMediaUploads({ dataDir, mediaStore: null as never, db: null as never }).open();
      const now = Date.now();
      await datastore.create(new Upload({ id: 'a'.repeat(32), size: 10, offset: 0, creation_date: new Date(now - UPLOAD_EXPIRY_MS - 1000).toISOString() }));
      await datastore.create(new Upload({ id: 'b'.repeat(32), size: 10, offset: 0, creation_date: new Date(now - 1000).toISOString() }));
      expect(await cleanMediaUploads(datastore, new Date(now))).toBe(1);
      expect((await readdir(uploadsDirectory(dataDir))).sort()).toEqual(['b'.repeat(32), `${'b'.repeat(32)}.json`]);
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
