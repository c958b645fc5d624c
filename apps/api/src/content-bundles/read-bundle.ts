import { createHash } from 'node:crypto';
import { strFromU8, Unzip, UnzipInflate } from 'fflate';
import { ContentBundleFormat, ContentBundleLimits, ContentBundleVersion, ZBundleHeader, ZBundleManifest, type TBundleManifest } from '@innerway/domain';
import { AppError } from '../http/app-error.ts';
import { isContentAddressedKey } from '../media-store/content-addressed-key.ts';
import { bundleRefusal } from './bundle-refusal.ts';
import { ListOfKind } from './bundle-kinds.ts';
import { sha256Of } from './bundle-media.ts';

/** A bundle ready to plan: its manifest, the media files it holds (by sha256) and its own hash. */
export interface TBundle {
  manifest: TBundleManifest;
  files: Map<string, Uint8Array>;
  hash: string;
}

const MANIFEST = 'manifest.json';
const mediaEntry = /^media\/([0-9a-f]{64})$/;

const unreadable = () => new AppError(400, 'content.bundle_unreadable');
const tooLarge = (what: string, max: string) => bundleRefusal(413, 'content.bundle_too_large', { what, max });

/**
 * A content-addressed key promises its bytes for good (served as immutable, never written twice),
 * so a bundle may bring one only with the bytes it names: `<folder>/<sha256>.<ext>` is named by
 * these bytes' hash. A banner size (`banners/<sha256>-<size>-<d>x.webp`) is named by the picture
 * it was made from, which its own bytes cannot show: it must at least be a WebP picture.
 */
function namedByItsBytes(key: string, sha256: string, bytes: Uint8Array): boolean {
  if (!isContentAddressedKey(key)) return true;
  const name = key.slice(key.indexOf('/') + 1, key.lastIndexOf('.'));
  if (name === sha256) return true;
  const ascii = (from: number, to: number) => Buffer.from(bytes.subarray(from, to)).toString('latin1');
  const isWebp = ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP';
  return key.startsWith('banners/') && key.endsWith('.webp') && /^[0-9a-f]{64}-[a-z]{2}-[1-3]x$/.test(name) && isWebp;
}

const INFLATE_SLICE_BYTES = 16 * 1024;

/**
 * Reads an uploaded bundle (a zip) as it streams in, one chunk at a time (a stored upload is read
 * from its file, never held whole): refuses anything but `manifest.json` and `media/<sha256>`
 * entries, each entry and the total over the limits as they inflate (a declared size is checked
 * before), an unknown format version by name, and media whose bytes do not match their hash.
 * Nothing is written. The media are kept inflated until they are placed in the store.
 */
export async function readBundleStream(chunks: AsyncIterable<Uint8Array>): Promise<TBundle> {
  const hash = createHash('sha256');
  const entries = new Map<string, Uint8Array[]>();
  let archiveBytes = 0;
  let inflated = 0;
  let count = 0;
  const unzip = new Unzip((file) => {
    count += 1;
    if (count > ContentBundleLimits.mediaFiles + 2) throw tooLarge(`more than ${ContentBundleLimits.mediaFiles} media files`, `${ContentBundleLimits.mediaFiles} media files`);
    if (file.name === 'media/') return;
    if (file.name !== MANIFEST && !mediaEntry.test(file.name)) throw new AppError(400, 'content.bundle_unsafe_path', { name: file.name.slice(0, 200) });
    if (entries.has(file.name)) throw unreadable();
    const limit = file.name === MANIFEST ? ContentBundleLimits.manifestBytes : ContentBundleLimits.mediaFileBytes;
    let size = file.originalSize ?? 0;
    const overLimit = () => tooLarge(`${file.name} is ${size} bytes`, `${limit} bytes`);
    if (size > limit) throw overLimit();
    const parts: Uint8Array[] = [];
    entries.set(file.name, parts);
    size = 0;
    // Counted as it inflates too: a declared size can lie, and archives written as a stream declare none.
    file.ondata = (error, data) => {
      // fflate hands a limit refused inside this callback back to it as `error`.
      if (error) throw error instanceof AppError ? error : unreadable();
      size += data.byteLength;
      inflated += data.byteLength;
      if (size > limit) throw overLimit();
      if (inflated > ContentBundleLimits.archiveBytes) throw tooLarge(`${inflated} bytes unpacked`, `${ContentBundleLimits.archiveBytes} bytes`);
      parts.push(data);
    };
    file.start();
  });
  unzip.register(UnzipInflate);
  try {
    for await (const chunk of chunks) {
      archiveBytes += chunk.byteLength;
      if (archiveBytes > ContentBundleLimits.archiveBytes) throw tooLarge(`more than ${ContentBundleLimits.archiveBytes} bytes`, `${ContentBundleLimits.archiveBytes} bytes`);
      hash.update(chunk);
      // fflate inflates all it is given before calling `ondata`: small slices keep what a
      // highly compressed entry can grow to between two checks of the limits to a few MB.
      for (let at = 0; at < chunk.byteLength; at += INFLATE_SLICE_BYTES) unzip.push(chunk.subarray(at, at + INFLATE_SLICE_BYTES));
    }
    unzip.push(new Uint8Array(0), true);
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw unreadable();
  }
  const joined = (name: string) => {
    const parts = entries.get(name);
    return parts ? Buffer.concat(parts) : undefined;
  };
  const manifestBytes = joined(MANIFEST);
  if (!manifestBytes) throw unreadable();
  let raw: unknown;
  try {
    raw = JSON.parse(strFromU8(manifestBytes));
  } catch {
    throw unreadable();
  }
  const manifest = parseManifest(raw);

  const files = new Map<string, Uint8Array>();
  for (const name of entries.keys()) {
    const sha = mediaEntry.exec(name)?.[1];
    if (sha) files.set(sha, joined(name)!);
  }
  for (const media of manifest.media) {
    const bytes = files.get(media.sha256);
    if (!bytes) throw bundleRefusal(422, 'content.bundle_media_missing', { key: media.key });
    if (bytes.byteLength !== media.bytes || sha256Of(bytes) !== media.sha256) throw bundleRefusal(422, 'content.bundle_media_corrupt', { key: media.key });
    if (!namedByItsBytes(media.key, media.sha256, bytes)) throw bundleRefusal(422, 'content.bundle_media_corrupt', { key: media.key });
  }
  return { manifest, files, hash: hash.digest('hex') };
}

/** The manifest's format and version first (an unknown version is named), then its counts, then every field. */
export function parseManifest(raw: unknown): TBundleManifest {
  const header = ZBundleHeader.safeParse(raw);
  if (!header.success) throw unreadable();
  if (header.data.format !== ContentBundleFormat) throw unreadable();
  if (header.data.version !== ContentBundleVersion) {
    throw bundleRefusal(422, 'content.bundle_version', { version: header.data.version, supported: ContentBundleVersion });
  }
  const lists = raw as Record<string, unknown>;
  for (const list of [...Object.values(ListOfKind), 'media' as const]) {
    const items = lists[list];
    const max = list === 'media' ? ContentBundleLimits.mediaFiles : ContentBundleLimits[list];
    if (Array.isArray(items) && items.length > max) throw tooLarge(`${items.length} ${list}`, `${max} ${list}`);
  }
  const parsed = ZBundleManifest.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw bundleRefusal(422, 'content.bundle_invalid', { path: issue.path.join('.') || '(manifest)', problem: issue.message });
  }
  return parsed.data;
}
