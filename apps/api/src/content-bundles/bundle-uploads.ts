import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Task } from 'graphile-worker';
import { ContentBundleLimits } from '@innerway/domain';
import { AppError } from '../http/app-error.ts';
import { bundleRefusal } from './bundle-refusal.ts';

// A previewed bundle is kept on the server (a file under DATA_DIR), so the apply names it rather
// than sending the archive again. It is its uploader's: the file's name carries their id, and
// another editor's apply of it finds nothing.

/** A preview not applied this long after it was made has expired: the clean-up removes it. */
export const BUNDLE_UPLOAD_EXPIRY_MS = 2 * 60 * 60 * 1000;

export const bundleUploadsDirectory = (dataDir: string) => path.join(dataDir, 'bundle-uploads');
const fileOf = (dataDir: string, userId: number, id: string) => path.join(bundleUploadsDirectory(dataDir), `${userId}-${id}.zip`);
const unknownUpload = () => new AppError(404, 'content.bundle_upload_unknown');

/**
 * All kept previews together hold at most this much (decision 036): four archives at their
 * limit, so a few editors can preview the largest bundles at once while `DATA_DIR`, which also
 * holds uploads in progress and data exports, keeps room.
 */
export const BUNDLE_UPLOADS_MAX_BYTES = 4 * ContentBundleLimits.archiveBytes;

/** The bytes of the kept previews other than the editor's, once those expired are removed. */
async function keptBytes(dataDir: string, userId: number, now: Date): Promise<number> {
  await cleanBundleUploads(dataDir, now);
  const directory = bundleUploadsDirectory(dataDir);
  let total = 0;
  for (const name of await readdir(directory)) {
    const file = path.join(directory, name);
    // A new preview replaces the editor's earlier ones: only the last is applied.
    if (name.startsWith(`${userId}-`)) await rm(file, { force: true });
    else total += (await stat(file).catch(() => null))?.size ?? 0;
  }
  return total;
}

/**
 * Writes an uploaded archive to its file as it arrives, refused (413, nothing left) past the
 * archive limit, and (507, nothing left) past what the kept previews may hold together. The
 * editor's earlier previews are removed first. Returns its id.
 */
export async function storeBundleUpload(dataDir: string, userId: number, body: Readable, now = new Date()): Promise<string> {
  await mkdir(bundleUploadsDirectory(dataDir), { recursive: true });
  const kept = await keptBytes(dataDir, userId, now);
  const id = randomBytes(16).toString('hex');
  const file = fileOf(dataDir, userId, id);
  let received = 0;
  try {
    await pipeline(
      body,
      async function* (chunks: AsyncIterable<Buffer>) {
        for await (const chunk of chunks) {
          received += chunk.byteLength;
          if (received > ContentBundleLimits.archiveBytes) {
            throw bundleRefusal(413, 'content.bundle_too_large', { what: `more than ${ContentBundleLimits.archiveBytes} bytes`, max: `${ContentBundleLimits.archiveBytes} bytes` });
          }
          if (kept + received > BUNDLE_UPLOADS_MAX_BYTES) throw bundleRefusal(507, 'content.bundle_uploads_full', { max: `${BUNDLE_UPLOADS_MAX_BYTES} bytes` });
          yield chunk;
        }
      },
      createWriteStream(file, { flags: 'wx' }),
    );
  } catch (error) {
    await rm(file, { force: true });
    throw error;
  }
  return id;
}

/** The stored archive's bytes, chunk by chunk; 404 `content.bundle_upload_unknown` when it is not kept (any more). */
export async function openBundleUpload(dataDir: string, userId: number, id: string, now = new Date()): Promise<AsyncIterable<Uint8Array>> {
  const file = fileOf(dataDir, userId, id);
  const stored = await stat(file).catch(() => null);
  if (!stored || now.getTime() - stored.mtimeMs >= BUNDLE_UPLOAD_EXPIRY_MS) throw unknownUpload();
  return createReadStream(file, { highWaterMark: 1024 * 1024 });
}

export async function removeBundleUpload(dataDir: string, userId: number, id: string): Promise<void> {
  await rm(fileOf(dataDir, userId, id), { force: true });
}

/** Removes the previews kept longer than the expiry. Returns how many it removed. */
export async function cleanBundleUploads(dataDir: string, now: Date): Promise<number> {
  const directory = bundleUploadsDirectory(dataDir);
  let removed = 0;
  for (const name of await readdir(directory).catch(() => [])) {
    const file = path.join(directory, name);
    const stored = await stat(file).catch(() => null);
    if (stored && now.getTime() - stored.mtimeMs >= BUNDLE_UPLOAD_EXPIRY_MS) {
      await rm(file, { force: true });
      removed += 1;
    }
  }
  return removed;
}

/** The job worker's task for `clean_bundle_uploads`. */
export function cleanBundleUploadsTask(dataDir: string): Task {
  return async () => {
    await cleanBundleUploads(dataDir, new Date());
  };
}

/** Graphile Worker runs it every hour (a cron item: once per time across every instance). */
export const bundleUploadsCronItem = { task: 'clean_bundle_uploads', match: '23 * * * *', identifier: 'clean_bundle_uploads' } as const;
