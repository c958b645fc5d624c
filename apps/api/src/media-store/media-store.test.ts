import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMediaStore } from './create-media-store.ts';
import { contentAddressedKey, isContentAddressedKey } from './content-addressed-key.ts';
import { MediaKeyError, type MediaStore } from './media-store.ts';
import { startS3StandIn, type S3StandIn } from './s3-stand-in.ts';

const bytesOf = async (stream: Readable | null) => {
  const chunks: Buffer[] = [];
  for await (const chunk of stream!) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
};

let diskRoot: string;
let s3: S3StandIn;
const stores: Record<'disk' | 's3', () => MediaStore> = {
  disk: () => createMediaStore({ driver: 'disk', directory: diskRoot }),
  s3: () => createMediaStore(s3.config),
};
beforeAll(async () => {
  diskRoot = await mkdtemp(path.join(os.tmpdir(), 'innerway-media-store-'));
  s3 = await startS3StandIn();
});
afterAll(async () => {
  await s3?.close();
  await rm(diskRoot, { recursive: true, force: true });
});

// The one contract both stores keep: the routes and the uploads use either without knowing which.
describe.each(['disk', 's3'] as const)('the %s media store', (driver) => {
  let store: MediaStore;
  beforeAll(() => {
    store = stores[driver]();
  });
  const audio = randomBytes(4096);
  const key = contentAddressedKey('audio', 'a'.repeat(63) + (driver === 'disk' ? '1' : '2'), 'mp3');

  it('knows nothing of a key before its put', async () => {
    expect(await store.has(key)).toBe(false);
    expect(await store.stat(key)).toBeNull();
    expect(await store.read(key)).toBeNull();
    expect(await store.read(key, { start: 0, end: 9 })).toBeNull();
  });

  it('keeps a buffer with its size and type, and reads it whole or by byte range', async () => {
    await store.put(key, audio, 'audio/mpeg');
    expect(await store.has(key)).toBe(true);
    expect(await store.stat(key)).toEqual({ size: 4096, contentType: 'audio/mpeg' });
    expect((await bytesOf(await store.read(key))).equals(audio)).toBe(true);
    expect((await bytesOf(await store.read(key, { start: 100, end: 199 }))).equals(audio.subarray(100, 200))).toBe(true);
    expect((await bytesOf(await store.read(key, { start: 4095, end: 4095 }))).equals(audio.subarray(4095))).toBe(true);
  });

  it('takes a stream of unknown length', async () => {
    const captions = 'captions/' + 'b'.repeat(63) + (driver === 'disk' ? '1' : '2') + '.vtt';
    await store.put(captions, Readable.from(['WEBVTT\n\n', '00:00.000 --> 00:01.000\nHello\n']), 'text/vtt; charset=utf-8');
    expect(await text((await store.read(captions))!)).toBe('WEBVTT\n\n00:00.000 --> 00:01.000\nHello\n');
    expect((await store.stat(captions))?.size).toBe(38);
  });

  it('leaves nothing under the key when the body fails midway', async () => {
    const broken = 'videos/' + 'c'.repeat(63) + (driver === 'disk' ? '1' : '2') + '.mp4';
    const failing = Readable.from(
      (async function* () {
        yield randomBytes(1024);
        throw new Error('connection lost');
      })(),
    );
    await expect(store.put(broken, failing, 'video/mp4')).rejects.toThrow('connection lost');
    expect(await store.has(broken)).toBe(false);
  });

  it.each(['../outside.mp3', 'audio/../../etc/passwd', '/etc/passwd', 'manifest.json', 'audio/.hidden.mp3', 'audio/a.exe'])(
    'refuses %s, which is no media key',
    async (bad) => {
      await expect(store.put(bad, audio, 'audio/mpeg')).rejects.toThrow(MediaKeyError);
      await expect(store.has(bad)).rejects.toThrow(MediaKeyError);
      await expect(store.read(bad)).rejects.toThrow(MediaKeyError);
    },
  );
});

describe('the disk media store', () => {
  it('keeps objects under their keys and no temporary file once a put is done or failed', async () => {
    expect((await readdir(path.join(diskRoot, 'audio'))).sort()).toEqual(['a'.repeat(63) + '1.mp3']);
    expect(await readdir(path.join(diskRoot, 'videos'))).toEqual([]);
  });
});

describe('content-addressed keys', () => {
  it('are <folder>/<sha256>.<ext>, and the banner sizes made from one picture', () => {
    const sha = 'f'.repeat(64);
    expect(contentAddressedKey('videos', sha, 'mp4')).toBe(`videos/${sha}.mp4`);
    expect(isContentAddressedKey(`videos/${sha}.mp4`)).toBe(true);
    expect(isContentAddressedKey(`banners/${sha}-md-2x.webp`)).toBe(true);
    expect(isContentAddressedKey('videos/connect-1-1.mp4')).toBe(false);
    expect(isContentAddressedKey(`videos/${sha.slice(1)}.mp4`)).toBe(false);
  });
});
