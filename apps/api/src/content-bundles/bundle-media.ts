import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { bannerKeys, isMediaKey, videoPosterKey, type TBundleItem, type TBundleItemKind } from '@innerway/domain';

/** Where an import finds and puts media, and where an export reads them. */
export interface TBundleMediaStore {
  has(key: string): Promise<boolean>;
  read(key: string): Promise<Uint8Array | null>;
  put(key: string, bytes: Uint8Array): Promise<void>;
}

/** The media files the server serves, as a bundle sees them (the folder `MEDIA_DIR`). */
export function mediaFolderStore(mediaDir: string): TBundleMediaStore {
  const pathOf = (key: string) => {
    // Keys come from validated manifests, but a key is a path here: only media keys are ever joined.
    if (!isMediaKey(key)) throw new Error(`not a media key: ${key}`);
    return join(mediaDir, key);
  };
  return {
    async has(key) {
      return stat(pathOf(key)).then(
        (found) => found.isFile(),
        () => false,
      );
    },
    async read(key) {
      return readFile(pathOf(key)).then(
        (bytes) => new Uint8Array(bytes),
        () => null,
      );
    },
    async put() {
      throw new Error('The media folder is read-only until the media store is wired');
    },
  };
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
  if (kind === 'topic' && typeof named['slug'] === 'string') {
    return Object.values(bannerKeys(named['slug'])).flatMap((sizes) => Object.values(sizes));
  }
  if (kind === 'step' && typeof named['media_key'] === 'string') {
    const poster = videoPosterKey(named['media_key']);
    return poster ? [poster] : [];
  }
  return [];
}
