import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { Version } from '@innerway/domain';
import { applyNativeEdit, nativeVersionEdits } from './native-project-edits.ts';

const mobile = fileURLToPath(new URL('../../apps/mobile/', import.meta.url));
const committed = (file: string) => readFileSync(mobile + file, 'utf8');
/** The files after the version edits: what `npm run mobile:sync` leaves, which CI compares with the commit. */
const synced = (files: Record<string, string>, version: { version: string; build: number } = Version.native) => {
  const out = { ...files };
  for (const edit of nativeVersionEdits(version)) out[edit.file] = applyNativeEdit(out[edit.file]!, edit);
  return out;
};

const xcode = 'ios/App/App.xcodeproj/project.pbxproj';
const gradle = 'android/app/build.gradle';

/** The version and build the installed app reports, as each project sets them. */
function projectVersions(files: Record<string, string>) {
  const settings = (name: string) => [...files[xcode]!.matchAll(new RegExp(`\\n\\t+${name} = ([^;]+);`, 'g'))].map(([, value]) => value);
  return {
    ios: { versions: settings('MARKETING_VERSION'), builds: settings('CURRENT_PROJECT_VERSION') },
    android: { version: files[gradle]!.match(/versionName "([^"]*)"/)?.[1], build: files[gradle]!.match(/versionCode (\d+)/)?.[1] },
  };
}

describe('the apps’ version in the native projects', () => {
  const files = { [xcode]: committed(xcode), [gradle]: committed(gradle) };

  it('is the version record’s (spec: Android and iOS 2.5.4 build 950), in both configurations of the Xcode project and in Gradle', () => {
    const { version, build } = Version.native;
    expect(projectVersions(files)).toEqual({
      ios: { versions: [version, version], builds: [String(build), String(build)] },
      android: { version, build: String(build) },
    });
  });

  it('leaves the committed projects as they are when they agree (the CI sync check passes)', () => {
    expect(synced(files)).toEqual(files);
  });

  it('rewrites a project that disagrees, so the CI sync check sees a change and fails', () => {
    const stale = synced(files, { version: '1.0.0', build: 1 });
    expect(stale).not.toEqual(files);
    const fixed = synced(stale);
    expect(fixed).toEqual(files);
    expect(fixed).not.toEqual(stale);
  });

  it('fails the sync on a project edited out of shape, or a version that is not one', () => {
    const [marketing] = nativeVersionEdits(Version.native);
    expect(() => applyNativeEdit(files[xcode]!.replace(/\n\t+MARKETING_VERSION = [^;]*;/, ''), marketing!)).toThrow(
      `${xcode}: expected 2 MARKETING_VERSION (Debug and Release), found 1`,
    );
    expect(() => nativeVersionEdits({ version: '2.5', build: 950 })).toThrow(/not a dotted version/);
    expect(() => nativeVersionEdits({ version: '2.5.4', build: 0 })).toThrow(/not a build number/);
  });
});
