// What `npm run mobile:sync` writes into the committed native projects besides `cap sync`'s own
// files, as text edits. Each edit names how many places it must find: a file edited out of shape
// fails the sync rather than losing a setting silently. CI runs the sync and fails when it changes
// a committed file, so a project that disagrees with the sources here cannot be merged unnoticed.

export interface TNativeEdit {
  /** The file, relative to apps/mobile. */
  file: string;
  what: string;
  pattern: RegExp;
  replacement: string;
  /** How many matches the file must have. */
  count: number;
}

export class NativeEditError extends Error {
  override name = 'NativeEditError';
}

/** The edit applied to the file's text; throws when the file does not have the expected matches. */
export function applyNativeEdit(text: string, edit: TNativeEdit): string {
  const matches = text.match(edit.pattern)?.length ?? 0;
  if (matches !== edit.count) throw new NativeEditError(`${edit.file}: expected ${edit.count} ${edit.what}, found ${matches}`);
  return text.replace(edit.pattern, edit.replacement);
}

/**
 * The apps' version and build (the domain's `Version.native`, the spec's version record) in the
 * Xcode project (both build configurations; Info.plist reads them as $(MARKETING_VERSION) and
 * $(CURRENT_PROJECT_VERSION)) and the Gradle project. The installed app reports them back in the
 * X-Client-Info header (apps/web/src/platform/client-info.ts).
 */
export function nativeVersionEdits({ version, build }: { version: string; build: number }): TNativeEdit[] {
  if (!/^\d+\.\d+\.\d+$/.test(version)) throw new NativeEditError(`Version.native: not a dotted version: ${version}`);
  if (!Number.isInteger(build) || build < 1) throw new NativeEditError(`Version.native: not a build number: ${build}`);
  const xcode = 'ios/App/App.xcodeproj/project.pbxproj';
  const gradle = 'android/app/build.gradle';
  return [
    { file: xcode, what: 'MARKETING_VERSION (Debug and Release)', pattern: /(?<=\n\t+)MARKETING_VERSION = [^;\n]*;/g, replacement: `MARKETING_VERSION = ${version};`, count: 2 },
    { file: xcode, what: 'CURRENT_PROJECT_VERSION (Debug and Release)', pattern: /(?<=\n\t+)CURRENT_PROJECT_VERSION = [^;\n]*;/g, replacement: `CURRENT_PROJECT_VERSION = ${build};`, count: 2 },
    { file: gradle, what: 'versionName', pattern: /(?<=\n[ \t]+)versionName "[^"\n]*"/g, replacement: `versionName "${version}"`, count: 1 },
    { file: gradle, what: 'versionCode', pattern: /(?<=\n[ \t]+)versionCode \d+/g, replacement: `versionCode ${build}`, count: 1 },
  ];
}
