import { createDiskMediaStore } from './disk-media-store.ts';
import type { TMediaStorageConfig } from './media-storage-config.ts';
import type { MediaStore } from './media-store.ts';
import { createS3MediaStore } from './s3-media-store.ts';

/** The store the configuration names (config.ts `mediaStorage`). */
export function createMediaStore(config: TMediaStorageConfig): MediaStore {
  return config.driver === 's3' ? createS3MediaStore(config) : createDiskMediaStore(config.directory);
}
