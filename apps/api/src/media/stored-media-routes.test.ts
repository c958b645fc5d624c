import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { asBearer, createAccount, createNativeAccount } from '../auth/account-testing.ts';
import { sessionCookieName } from '../auth/session-cookie.ts';
import { seedProgram } from '../content/content-testing.ts';
import type { TMediaStorageConfig } from '../media-store/media-storage-config.ts';
import { startS3StandIn, type S3StandIn } from '../media-store/s3-stand-in.ts';
import { setUpTestApp, type TestApp } from '../test/harness.ts';
import { refusal } from '../test/refusal.ts';

const audio = randomBytes(5000);
const sha = (n: number) => n.toString(16).padStart(64, '0');
// A trial meditation's, a locked meditation's, one no content names, and a banner size.
const trialKey = `audio/${sha(1)}.mp3`;
const lockedKey = `audio/${sha(6)}.mp3`;
const unclaimedKey = `audio/${sha(9)}.mp3`;
const bannerKey = `banners/${sha(10)}-md-2x.webp`;

const asBrowser = (token: string) => ({ cookie: `${sessionCookieName}=${token}` });

let s3: S3StandIn;
let diskRoot: string;
beforeAll(async () => {
  s3 = await startS3StandIn();
  diskRoot = await mkdtemp(path.join(os.tmpdir(), 'innerway-stored-media-'));
});
afterAll(async () => {
  await s3?.close();
  await rm(diskRoot, { recursive: true, force: true });
});

// Members' media uploaded through the studio, served from the store whichever it is.
describe.each(['disk', 's3'] as const)('GET /api/content_media/<content-addressed key> from the %s store', (driver) => {
  let t: TestApp;
  let full: string;
  let trial: string;
  const storage = (): TMediaStorageConfig => (driver === 's3' ? s3.config : { driver: 'disk', directory: diskRoot });
  setUpTestApp(
    async (test) => {
      t = test;
      await seedProgram(t.db);
      for (const key of [trialKey, lockedKey, unclaimedKey]) await t.app.mediaStore.put(key, audio, 'audio/mpeg');
      await t.app.mediaStore.put(bannerKey, audio.subarray(0, 100), 'image/webp');
      // Exercise 1 is trial content, exercise 6 full access only (the demo program's).
      await t.db.execute(sql`update exercises set female_audio_key = ${trialKey} where id = 1`);
      await t.db.execute(sql`update exercises set female_audio_key = ${lockedKey} where id = 6`);
      ({ token: full } = await createAccount(t.db, { isTrialMode: false }));
      ({ token: trial } = await createAccount(t.db, { isTrialMode: true }));
    },
    { config: () => ({ mediaStorage: storage() }) },
  );
  const fetchMedia = (key: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url: `/api/content_media/${key}`, headers });

  it('serves the whole file, cached for good since its bytes never change', async () => {
    const response = await fetchMedia(lockedKey, asBrowser(full));
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('audio/mpeg');
    expect(response.headers['content-length']).toBe('5000');
    expect(response.headers['accept-ranges']).toBe('bytes');
    expect(response.headers['cache-control']).toBe('private, max-age=31536000, immutable');
    expect(response.rawPayload.equals(audio)).toBe(true);
  });

  it('serves one byte range with 206, open-ended and suffix ranges included', async () => {
    for (const [range, start, end] of [
      ['bytes=100-199', 100, 199],
      ['bytes=4990-', 4990, 4999],
      ['bytes=-10', 4990, 4999],
      ['bytes=4000-9999', 4000, 4999],
    ] as const) {
      const response = await fetchMedia(lockedKey, { ...asBrowser(full), range });
      expect(response.statusCode, range).toBe(206);
      expect(response.headers['content-range']).toBe(`bytes ${start}-${end}/5000`);
      expect(response.headers['content-length']).toBe(String(end - start + 1));
      expect(response.rawPayload.equals(audio.subarray(start, end + 1))).toBe(true);
    }
  });

  it('answers 416 for a range past the end, and the whole file for a malformed or multiple range', async () => {
    const past = await fetchMedia(lockedKey, { ...asBrowser(full), range: 'bytes=5000-6000' });
    expect(past.statusCode).toBe(416);
    expect(past.headers['content-range']).toBe('bytes */5000');
    expect(past.rawPayload.length).toBe(0);
    for (const range of ['bytes=abc', 'bytes=0-9,20-29', 'lines=1-2']) {
      const whole = await fetchMedia(lockedKey, { ...asBrowser(full), range });
      expect(whole.statusCode, range).toBe(200);
      expect(whole.rawPayload.equals(audio)).toBe(true);
    }
  });

  it('answers 304 to a browser that has the file', async () => {
    const first = await fetchMedia(lockedKey, asBrowser(full));
    const again = await fetchMedia(lockedKey, { ...asBrowser(full), 'if-none-match': first.headers.etag as string });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
  });

  it('keeps the access rules: signed in, and locked media refused to trial members', async () => {
    expect((await fetchMedia(lockedKey)).statusCode).toBe(401);
    const locked = await fetchMedia(lockedKey, asBrowser(trial));
    expect(locked.statusCode).toBe(403);
    expect(locked.json()).toMatchObject(refusal('content.full_access_required'));
    expect(locked.rawPayload.equals(audio)).toBe(false);
    const lockedRange = await fetchMedia(lockedKey, { ...asBrowser(trial), range: 'bytes=0-9' });
    expect(lockedRange.statusCode).toBe(403);
    expect((await fetchMedia(trialKey, asBrowser(trial))).statusCode).toBe(200);
    expect((await fetchMedia(unclaimedKey, asBearer(trial))).statusCode).toBe(200);
    const { mediaToken } = await createNativeAccount(t.db, { isTrialMode: true });
    expect((await fetchMedia(`${lockedKey}?media_token=${mediaToken}`)).statusCode).toBe(403);
    expect((await fetchMedia(`${trialKey}?media_token=${mediaToken}`)).statusCode).toBe(200);
  });

  it('serves banners to anyone, publicly and for good', async () => {
    const response = await fetchMedia(bannerKey);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['content-type']).toBe('image/webp');
  });

  it('answers 404 for a content-addressed key the store does not hold', async () => {
    expect((await fetchMedia(`videos/${sha(77)}.mp4`, asBrowser(full))).statusCode).toBe(404);
  });
});
