/**
 * Topic banners are card pictures that every screen shows (locks are drawn over them), so they are
 * public and cacheable by anyone; every other medium is program content behind the sign-in.
 */
export function isPublicMediaKey(key: string): boolean {
  return key.startsWith('banners/');
}
