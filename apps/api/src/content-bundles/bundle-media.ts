import { createHash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { bannerKeys, bannerNameOf, isMediaKey, videoPosterKey, type MediaFileKinds, type TBundleItem, type TBundleItemKind, type TBundleMedia } from '@innerway/domain';
import { contentAddressedKey, isContentAddressedKey } from '../media-store/content-addressed-key.ts';
import { mediaContentType } from '../media-store/media-content-type.ts';
import { mediaKindOfKey, readMediaObjects, type TMediaObject } from '../media-store/media-objects.ts';
import { MediaKeyError, type MediaStore } from '../media-store/media-store.ts';
import type { TQueryable } from '../db/client.ts';
import { probeMedia } from '../staff-media/probe-media.ts';

/** Where an import finds and puts media, and where an export reads them. */
export interface TBundleMediaStore {
  has(key: string): Promise<boolean>;
  read(key: string): Promise<Uint8Array | null>;
  put(key: string, bytes: Uint8Array): Promise<void>;
  /** Whole seconds read from a video or audio file already here (null when it cannot be read). */
  durationOf(key: string): Promise<number | null>;
}

/**
 * The media as the server serves them (media/media-routes.ts): content-addressed keys in the
 * media store, the demo program's own files in `MEDIA_DIR` (read-only: an import writes only
 * to the store).
 */
export function bundleMediaStore(store: MediaStore, mediaDir: string): TBundleMediaStore {
  const pathOf = (key: string) => {
    // A key is a path here: only media keys (no `..`, no hidden file) are ever joined.
    if (!isMediaKey(key)) throw new MediaKeyError(key);
    return join(mediaDir, key);
  };
  return {
    async has(key) {
      if (isContentAddressedKey(key)) return store.has(key);
      return stat(pathOf(key)).then(
        (found) => found.isFile(),
        () => false,
      );
    },
    async read(key) {
      if (isContentAddressedKey(key)) {
        const stream = await store.read(key);
        return stream ? new Uint8Array(Buffer.concat(await stream.toArray())) : null;
      }
      return readFile(pathOf(key)).then(
        (bytes) => new Uint8Array(bytes),
        () => null,
      );
    },
    async put(key, bytes) {
      await store.put(key, Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength), mediaContentType(key));
    },
    async durationOf(key) {
      if (!isContentAddressedKey(key)) return wholeSeconds(await probeMedia(pathOf(key)));
      const stream = await store.read(key);
      if (!stream) return null;
      // ffmpeg reads a file: the store's object (on disk or in a bucket) is copied to one first.
      const folder = await mkdtemp(join(os.tmpdir(), 'innerway-probe-'));
      try {
        const file = join(folder, 'media');
        await pipeline(stream, createWriteStream(file));
        return wholeSeconds(await probeMedia(file));
      } finally {
        await rm(folder, { recursive: true, force: true });
      }
    },
  };
}

// Whole seconds cut, as an upload's (staff-media/check-upload.ts).
const wholeSeconds = (probe: { durationSeconds: number } | null) => (probe ? Math.floor(probe.durationSeconds) : null);

/**
 * Where a file the bundle carries goes: its own key when it is content-addressed or already
 * here, else (a server's own file such as the demo's, absent here) the store under the key its
 * bytes name, and the items naming it are pointed there.
 */
export async function placeBundleMedia(files: readonly TBundleMedia[], media: Pick<TBundleMediaStore, 'has'>): Promise<{ relocated: Map<string, string>; missing: TBundleMedia[] }> {
  const relocated = new Map<string, string>();
  const missing: TBundleMedia[] = [];
  for (const file of files) {
    if (await media.has(file.key)) continue;
    if (isContentAddressedKey(file.key)) {
      missing.push(file);
      continue;
    }
    const folder = file.key.slice(0, file.key.indexOf('/')) as keyof typeof MediaFileKinds;
    const key = contentAddressedKey(folder, file.sha256, file.key.slice(file.key.lastIndexOf('.') + 1));
    relocated.set(file.key, key);
    if (!(await media.has(key))) missing.push({ ...file, key });
  }
  return { relocated, missing };
}

export function sha256Of(bytes: Uint8Array): string {
  return createHash('sha256').update(bytes).digest('hex');
}

const keyTexts = ['captions_key', 'female_audio_file', 'male_audio_file', 'transcript_key', 'file_key'];

/** The media keys an item names (every language). */
export function mediaKeysOfItem(kind: TBundleItemKind, item: TBundleItem): string[] {
  const keys: string[] = [];
  const named = item as unknown as Record<string, unknown> & { languages: Record<string, Record<string, unknown>> };
  if (kind === 'topic' && typeof named['image_key'] === 'string') keys.push(named['image_key']);
  if (kind === 'step' && typeof named['media_key'] === 'string') keys.push(named['media_key']);
  for (const texts of Object.values(named.languages)) {
    for (const field of keyTexts) {
      const value = texts[field];
      if (typeof value === 'string') keys.push(value);
    }
  }
  return keys;
}

/** Files that go with an item's media without being named by it: a topic's raster banners, a video's poster. */
export function companionKeysOfItem(kind: TBundleItemKind, item: TBundleItem): string[] {
  const named = item as unknown as Record<string, unknown>;
  if (kind === 'topic') {
    // A studio banner's sizes are named by the picture's hash, the demo's by the topic's slug.
    const name = bannerNameOf(typeof named['image_key'] === 'string' ? named['image_key'] : null, typeof named['slug'] === 'string' ? named['slug'] : null);
    if (name) return Object.values(bannerKeys(name)).flatMap((sizes) => Object.values(sizes));
  }
  if (kind === 'step' && typeof named['media_key'] === 'string') {
    const poster = videoPosterKey(named['media_key']);
    return poster ? [poster] : [];
  }
  return [];
}

/** The fields of a bundle item's languages that name a recording or video, with the field holding its duration. */
const timedTexts = [
  ['female_audio_file', 'female_audio_duration'],
  ['male_audio_file', 'male_audio_duration'],
  ['file_key', 'audio_duration'],
] as const;

type TNamed = Record<string, unknown> & { languages: Record<string, Record<string, unknown>> };

const isTimedKey = (key: unknown): key is string => {
  const kind = typeof key === 'string' ? mediaKindOfKey(key) : null;
  return kind === 'video' || kind === 'audio';
};

/** The video and audio keys items name, as the import will store them. */
function timedKeysOf(items: Record<TBundleItemKind, readonly TBundleItem[]>, storedAs: (key: string) => string): Set<string> {
  const keys = new Set<string>();
  for (const [kind, list] of Object.entries(items) as [TBundleItemKind, readonly TBundleItem[]][]) {
    for (const item of list) {
      const named = item as unknown as TNamed;
      const add = (key: unknown) => isTimedKey(key) && keys.add(storedAs(key));
      if (kind === 'step') add(named['media_key']);
      for (const texts of Object.values(named.languages)) {
        for (const [keyField] of timedTexts) add(texts[keyField]);
      }
    }
  }
  return keys;
}

/**
 * The duration of every video and audio file the items name, never the bundle's (decision 039):
 * a file the bundle carries as its check read it (`probed`, by the key it is stored under), a file
 * already recorded as its record says, any other file already here read from it.
 */
export async function bundleMediaDurations(
  db: Pick<TQueryable, 'select'>,
  items: Record<TBundleItemKind, readonly TBundleItem[]>,
  storedAs: (key: string) => string,
  probed: ReadonlyMap<string, number>,
  media: Pick<TBundleMediaStore, 'has' | 'durationOf'>,
): Promise<Map<string, number | null>> {
  const durations = new Map<string, number | null>();
  // Only a file that is here is read: a key named nowhere is refused by the plan (checkBundleMedia).
  const durationHere = async (key: string) => ((await media.has(key)) ? media.durationOf(key) : null);
  const keys = [...timedKeysOf(items, storedAs)];
  const recorded = await readMediaObjects(
    db,
    keys.filter((key) => !probed.has(key)),
  );
  for (const key of keys) {
    durations.set(key, probed.has(key) ? probed.get(key)! : recorded.has(key) ? recorded.get(key)!.durationSeconds : await durationHere(key));
  }
  return durations;
}

/** Gives each item the durations of the files it names (a field without a file has none), in place. */
export function timeBundleItems(prepared: Record<TBundleItemKind, readonly TBundleItem[]>, durations: ReadonlyMap<string, number | null>): void {
  const durationOf = (key: unknown) => (typeof key === 'string' ? (durations.get(key) ?? null) : null);
  for (const [kind, items] of Object.entries(prepared) as [TBundleItemKind, readonly TBundleItem[]][]) {
    for (const item of items) {
      const named = item as unknown as TNamed;
      if (kind === 'step') named['duration_seconds'] = durationOf(named['media_key']);
      for (const [language, texts] of Object.entries(named.languages)) {
        for (const [keyField, durationField] of timedTexts) {
          if (!(durationField in texts) && !(keyField in texts)) continue;
          const seconds = durationOf(texts[keyField]);
          // English holds every field; French and Spanish only what they override (normalizeItem).
          if (language === 'en' || seconds !== null) texts[durationField] = seconds;
          else delete texts[durationField];
        }
      }
    }
  }
}

/**
 * The media files a bundle's items name, as the record of accepted media keeps them (decision
 * 039): kind by folder, the duration of `bundleMediaDurations`, the size its media list gives.
 */
export function bundleMediaObjects(
  prepared: Record<TBundleItemKind, readonly TBundleItem[]>,
  files: readonly TBundleMedia[],
  relocated: ReadonlyMap<string, string>,
  durations: ReadonlyMap<string, number | null>,
): TMediaObject[] {
  const sizes = new Map(files.map((file) => [relocated.get(file.key) ?? file.key, file.bytes]));
  const objects = new Map<string, TMediaObject>();
  for (const [kind, items] of Object.entries(prepared) as [TBundleItemKind, readonly TBundleItem[]][]) {
    for (const item of items) {
      for (const key of mediaKeysOfItem(kind, item)) {
        const mediaKind = mediaKindOfKey(key);
        if (!mediaKind || objects.has(key)) continue;
        objects.set(key, { key, kind: mediaKind, durationSeconds: durations.get(key) ?? null, sizeBytes: sizes.get(key) ?? null });
      }
    }
  }
  return [...objects.values()];
}
