import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fillErrorText, MediaUploadFolders, type TErrorCode, type TMediaUploadKind } from '@innerway/domain';
import { AppError } from '../http/app-error.ts';
import { mediaKindOfKey } from '../media-store/media-objects.ts';
import { checkUpload } from '../staff-media/check-upload.ts';
import type { TBundle } from './read-bundle.ts';

/** The file each kind of upload is, by its key's extension (a video's poster, `videos/<name>.webp`, is a picture, not an upload). */
const UploadExtensions: Partial<Record<TMediaUploadKind, string>> = { video: 'mp4', audio: 'mp3', captions: 'vtt', transcript: 'txt', file: 'pdf' };

/** The upload kind a bundle's file is checked as, or null (banner sizes and posters: pictures, checked as WebP by read-bundle). */
function uploadKindOf(key: string): TMediaUploadKind | null {
  const kind = mediaKindOfKey(key);
  return kind && key.endsWith(`.${UploadExtensions[kind] ?? '-'}`) && key.startsWith(`${MediaUploadFolders[kind]}/`) ? kind : null;
}

// ffmpeg reads a whole file per check: two at once keep a large bundle's preview reasonable on a
// small server without taking every core from the requests around it.
const CHECKS_AT_ONCE = 2;

async function eachAtMost<T>(items: readonly T[], limit: number, work: (item: T) => Promise<void>) {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await work(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

/**
 * Checks every file a bundle carries by its content, as an upload of its kind is checked
 * (staff-media/check-upload.ts: type by its first bytes, video and audio read through by ffmpeg,
 * captions parsed, transcripts as text, PDFs by their header). Refuses the bundle, 422
 * `content.bundle_media_refused` naming the first refused file (in the manifest's order) and the
 * upload check's code for it, or returns the durations read from the files, by the bundle's key.
 */
export async function checkBundleFiles(bundle: TBundle): Promise<Map<string, number>> {
  const checked = bundle.manifest.media.flatMap((file) => {
    const kind = uploadKindOf(file.key);
    return kind ? [{ ...file, kind }] : [];
  });
  const durations = new Map<string, number>();
  if (checked.length === 0) return durations;
  const problems = new Map<string, TErrorCode>();
  const folder = await mkdtemp(path.join(os.tmpdir(), 'innerway-bundle-media-'));
  try {
    await eachAtMost(checked, CHECKS_AT_ONCE, async (file) => {
      const at = path.join(folder, file.sha256);
      await writeFile(at, bundle.files.get(file.sha256)!);
      try {
        const { result } = await checkUpload(file.kind, at);
        if (result.duration_seconds !== undefined) durations.set(file.key, result.duration_seconds);
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        problems.set(file.key, error.code);
      } finally {
        await rm(at, { force: true });
      }
    });
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
  const refused = checked.find((file) => problems.has(file.key));
  if (refused) {
    const problem = problems.get(refused.key)!;
    // The reply's text says the problem in English; its data names the upload check's code, which the screen says in the reader's language.
    throw new AppError(422, 'content.bundle_media_refused', { key: refused.key, problem: fillErrorText(problem) }, { key: refused.key, problem });
  }
  return durations;
}
