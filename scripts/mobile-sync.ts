// `npm run mobile:sync`: builds the web app for the apps (apps/web/dist-native), copies it and the
// plugins into the native projects with `cap sync`, and writes the app-link host and paths of
// packages/domain/src/app-links.ts and the apps' version and build (the domain's Version.native)
// into them. Runs offline. The build-time settings (VITE_API_URL,
// VITE_APP_ENV, VITE_STORE_PRODUCT_IDS; docs/mobile.md) come from the environment. CI runs it and
// fails if the committed native projects change.
import { spawnSync } from 'node:child_process';
import type { SpawnSyncOptions } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { AppLinkHost as linkHost, AppLinkPaths, Version } from '@innerway/domain';
import { applyNativeEdit, NativeEditError, nativeVersionEdits, type TNativeEdit } from './mobile/native-project-edits.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const mobile = path.join(root, 'apps/mobile');

function fail(message: string): never {
  console.error(`[mobile:sync] ${message}`);
  process.exit(1);
}

function run(what: string, command: string, args: string[], options: SpawnSyncOptions) {
  console.log(`[mobile:sync] ${what}`);
  const result = spawnSync(command, args, { stdio: 'inherit', ...options });
  if (result.error) fail(`${what} could not start: ${result.error.message}`);
  if (result.status !== 0) fail(`${what} failed (exit ${result.status ?? result.signal})`);
}

function buildWebApp() {
  // Vite reads them from this environment: VITE_API_URL, VITE_APP_ENV, VITE_STORE_PRODUCT_IDS...
  const given = Object.entries(process.env)
    .filter(([name]) => name.startsWith('VITE_'))
    .map(([name, value]) => `${name}=${value}`);
  console.log(`[mobile:sync] build-time settings: ${given.length ? given.join(', ') : 'the defaults'}`);
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  run('the web build for the apps (npm run build:native -w @innerway/web)', npm, ['run', 'build:native', '-w', '@innerway/web'], {
    cwd: root,
  });
}

function syncNativeProjects() {
  // The CLI started with this script's own Node (24): Capacitor 8 needs 22 or later. CI=1 keeps
  // it non-interactive, which also keeps its usage reporting off: the sync never goes online.
  const cli = createRequire(path.join(mobile, 'package.json')).resolve('@capacitor/cli/bin/capacitor');
  run('the copy of the build and the plugins into ios/ and android/ (cap sync)', process.execPath, [cli, 'sync'], {
    cwd: mobile,
    env: { ...process.env, CI: '1' },
  });
}

function rewrite(edit: TNativeEdit) {
  const target = path.join(mobile, edit.file);
  const text = readFileSync(target, 'utf8');
  const updated = applyNativeEdit(text, edit);
  if (updated !== text) writeFileSync(target, updated);
}

function writeAppLinks() {
  if (!/^[a-z0-9.-]+$/.test(linkHost)) fail(`AppLinkHost: not a host name: ${linkHost}`);
  const paths = AppLinkPaths.map(({ path: value, prefix }) => ({ attribute: prefix ? 'pathPrefix' : 'path', value }));
  const badPath = paths.find(({ value }) => !/^\/[A-Za-z0-9/_-]+$/.test(value));
  if (badPath) fail(`AppLinkPaths: not a path: ${badPath.value}`);

  console.log(`[mobile:sync] writing the app links of https://${linkHost} into the native projects`);
  // webcredentials: the app may offer the passwords saved for the site (the API's file says so).
  rewrite({
    file: 'ios/App/App/App.entitlements',
    what: 'associated-domains array',
    pattern: /<key>com\.apple\.developer\.associated-domains<\/key>\s*<array>[\s\S]*?<\/array>/g,
    replacement: [
      '<key>com.apple.developer.associated-domains</key>',
      '\t<array>',
      `\t\t<string>applinks:${linkHost}</string>`,
      `\t\t<string>webcredentials:${linkHost}</string>`,
      '\t</array>',
    ].join('\n'),
    count: 1,
  });
  const indent = ' '.repeat(16);
  rewrite({
    file: 'android/app/src/main/AndroidManifest.xml',
    what: '<intent-filter android:autoVerify="true">',
    pattern: /<intent-filter android:autoVerify="true">[\s\S]*?<\/intent-filter>/g,
    replacement: [
      '<intent-filter android:autoVerify="true">',
      `${indent}<action android:name="android.intent.action.VIEW" />`,
      `${indent}<category android:name="android.intent.category.DEFAULT" />`,
      `${indent}<category android:name="android.intent.category.BROWSABLE" />`,
      `${indent}<data android:scheme="https" android:host="${linkHost}" />`,
      ...paths.map(({ attribute, value }) => `${indent}<data android:${attribute}="${value}" />`),
      `${' '.repeat(12)}</intent-filter>`,
    ].join('\n'),
    count: 1,
  });
}

function writeVersion() {
  console.log(`[mobile:sync] writing version ${Version.native.version} (build ${Version.native.build}) into the native projects`);
  for (const edit of nativeVersionEdits(Version.native)) rewrite(edit);
}

try {
  buildWebApp();
  syncNativeProjects();
  writeAppLinks();
  writeVersion();
} catch (error) {
  // A native project file edited out of shape: said in the sync's words, without a stack.
  if (error instanceof NativeEditError) fail(error.message);
  throw error;
}
console.log('[mobile:sync] done: apps/mobile/ios and apps/mobile/android are up to date');
