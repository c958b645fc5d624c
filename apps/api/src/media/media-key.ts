// Keys are relative paths inside MEDIA_DIR such as `audio/breathing-female.mp3`. No segment may
// start with a dot, so neither `..` nor hidden files can be reached.
const safeKey = /^[A-Za-z0-9_][A-Za-z0-9._-]*(\/[A-Za-z0-9_][A-Za-z0-9._-]*)*$/;

export function isSafeMediaKey(key: string): boolean {
  return key.length <= 300 && safeKey.test(key);
}

/**
 * Topic banners are card pictures that every screen shows (locks are drawn over them), so they are
 * public and cacheable by anyone; every other medium is program content behind the sign-in.
 */
export function isPublicMediaKey(key: string): boolean {
  return key.startsWith('banners/');
}
