// Keys are relative paths inside MEDIA_DIR such as `audio/breathing-female.mp3`. No segment may
// start with a dot, so neither `..` nor hidden files can be reached.
const safeKey = /^[A-Za-z0-9_][A-Za-z0-9._-]*(\/[A-Za-z0-9_][A-Za-z0-9._-]*)*$/;

export function isSafeMediaKey(key: string): boolean {
  return key.length <= 300 && safeKey.test(key);
}
