import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { clientInfoHeaders } from '../test/harness.ts';

const run = promisify(execFile);

/** Real media made by ffmpeg and sharp for the upload tests, in `directory`. */
export async function makeUploadFixtures(directory: string) {
  const at = (name: string) => path.join(directory, name);
  const ffmpeg = (...args: string[]) => run('ffmpeg', ['-nostdin', '-v', 'error', ...args]);
  // 2.5 s of H.264 and AAC, its index first (as exports for the web are), so that a copy cut
  // short still has a sound header: only reading it through finds the damage.
  await ffmpeg('-f', 'lavfi', '-i', 'testsrc=size=160x90:rate=10', '-f', 'lavfi', '-i', 'sine=frequency=440', '-t', '2.5', '-c:v', 'libx264', '-pix_fmt', 'yuv420p', '-c:a', 'aac', '-movflags', '+faststart', at('video.mp4'));
  // An MP4 whose video is MPEG-4 Part 2, which browsers do not play.
  await ffmpeg('-f', 'lavfi', '-i', 'testsrc=size=160x90:rate=10', '-t', '1', '-c:v', 'mpeg4', at('mpeg4.mp4'));
  await ffmpeg('-f', 'lavfi', '-i', 'sine=frequency=330', '-t', '3.7', '-c:a', 'libmp3lame', at('audio.mp3'));
  const video = await readFile(at('video.mp4'));
  const picture = (width: number, height: number) =>
    sharp({ create: { width, height, channels: 3, background: { r: 40, g: 120, b: 160 } } }).png().toBuffer();
  return {
    video,
    cutVideo: video.subarray(0, Math.floor(video.length * 0.65)),
    mpeg4Video: await readFile(at('mpeg4.mp4')),
    audio: await readFile(at('audio.mp3')),
    picture: await picture(1600, 900),
    smallPicture: await picture(800, 450),
  };
}

/** The tus request headers of a staff member's browser (cookie and X-Client-Info). */
export const tusHeaders = (cookie: string) => ({ ...clientInfoHeaders, cookie, 'tus-resumable': '1.0.0' });

const metadataOf = (fields: Record<string, string>) =>
  Object.entries(fields)
    .map(([name, value]) => `${name} ${Buffer.from(value).toString('base64')}`)
    .join(',');

/** Creates an upload; returns the reply and the upload's path (its Location). */
export async function createUpload(app: FastifyInstance, cookie: string, length: number, fields: Record<string, string>) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/staff/media/uploads',
    headers: { ...tusHeaders(cookie), 'upload-length': String(length), ...(Object.keys(fields).length > 0 ? { 'upload-metadata': metadataOf(fields) } : {}) },
  });
  const location = response.headers.location as string | undefined;
  return { response, location: location ? new URL(location, 'http://localhost').pathname : '' };
}

/** Sends `bytes` at `offset` in one PATCH. */
export function patchUpload(app: FastifyInstance, cookie: string, location: string, offset: number, bytes: Buffer) {
  return app.inject({
    method: 'PATCH',
    url: location,
    headers: { ...tusHeaders(cookie), 'upload-offset': String(offset), 'content-type': 'application/offset+octet-stream' },
    payload: bytes,
  });
}

/** Creates an upload and sends all of `bytes` at once: the reply of the last PATCH (or of the creation, when refused). */
export async function uploadWhole(app: FastifyInstance, cookie: string, kind: string, bytes: Buffer, filename = 'file') {
  const created = await createUpload(app, cookie, bytes.length, { kind, filename });
  if (created.response.statusCode !== 201) return created.response;
  return patchUpload(app, cookie, created.location, 0, bytes);
}
