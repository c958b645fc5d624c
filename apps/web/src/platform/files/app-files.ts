import { loadNativeFiles, type TNativeFiles } from './native-files';

let files: Promise<TNativeFiles> | null = null;

/** The device's files, loaded once (apps only). */
export function appFiles(): Promise<TNativeFiles> {
  files ??= loadNativeFiles();
  return files;
}
