import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness.ts';

let mediaDir: string;
let t: TestApp;
const audio = Buffer.from(Array.from({ length: 1000 }, (_, i) => i % 256));

beforeAll(async () => {
  const root = await mkdtemp(path.join(os.tmpdir(), 'innerway-media-'));
  mediaDir = path.join(root, 'media');
  await mkdir(path.join(mediaDir, 'audio'), { recursive: true });
  await writeFile(path.join(mediaDir, 'audio', 'breathing-female.mp3'), audio);
  await writeFile(path.join(mediaDir, '.hidden'), 'secret');
  await writeFile(path.join(root, 'outside.txt'), 'outside the media folder');
  t = await createTestApp({ config: { mediaDir } });
});
afterAll(async () => {
  await t.close();
  await rm(path.dirname(mediaDir), { recursive: true, force: true });
});

describe('GET /api/content_media/:key', () => {
  it('serves the whole file and says it accepts ranges', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/content_media/audio/breathing-female.mp3' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('audio/mpeg');
    expect(response.headers['accept-ranges']).toBe('bytes');
    expect(response.rawPayload.equals(audio)).toBe(true);
  });

  it('serves a byte range so players can seek', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/content_media/audio/breathing-female.mp3',
      headers: { range: 'bytes=100-199' },
    });
    expect(response.statusCode).toBe(206);
    expect(response.headers['content-range']).toBe('bytes 100-199/1000');
    expect(response.rawPayload.equals(audio.subarray(100, 200))).toBe(true);
  });

  it('refuses a range past the end with 416', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/content_media/audio/breathing-female.mp3',
      headers: { range: 'bytes=5000-6000' },
    });
    expect(response.statusCode).toBe(416);
  });

  it.each([
    '/api/content_media/audio/missing.mp3',
    '/api/content_media/../outside.txt',
    '/api/content_media/audio/..%2F..%2Foutside.txt',
    '/api/content_media/%2E%2E/outside.txt',
    '/api/content_media/.hidden',
    '/api/content_media//etc/passwd',
  ])('answers 404 for %s', async (url) => {
    const response = await t.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('outside the media folder');
    expect(response.body).not.toContain('secret');
  });
});
