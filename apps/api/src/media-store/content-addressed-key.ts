import type { MediaFileKinds } from '@innerway/domain';

type TMediaFolder = keyof typeof MediaFileKinds;

/**
 * The key of an object named by its own bytes, `<folder>/<sha256>.<ext>`: the same file always
 * has the same key and a key always the same bytes, so it may be cached for good.
 */
export function contentAddressedKey(folder: TMediaFolder, sha256: string, extension: string): string {
  return `${folder}/${sha256}.${extension}`;
}

// Also the banner sizes made from one picture: `banners/<sha256>-<size>-<density>x.webp`, named by
// the picture they are made from (bannerKeys with the hash as the slug).
const contentAddressedPattern = /^[a-z]+\/[0-9a-f]{64}(?:-[a-z]{2}-[1-3]x)?\.[a-z0-9]+$/;

/** Whether a media key is content-addressed (and so never changes). */
export function isContentAddressedKey(key: string): boolean {
  return contentAddressedPattern.test(key);
}
