// A built web app of a few files for the tests of the pages the server sends.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import type { TConfig } from '../config.ts';
import { setUpTestApp, type TestApp } from '../test/harness.ts';

/**
 * `setUpTestApp` serving a web build made of `files` (path in the build -> content), written
 * before the app is built and removed after it is closed.
 */
export function setUpWebTestApp(
  files: Record<string, string | Buffer>,
  ready: (test: TestApp) => unknown,
  config: Partial<TConfig> = {},
): void {
  let distDir: string | undefined;
  beforeAll(async () => {
    distDir = await mkdtemp(path.join(os.tmpdir(), 'innerway-dist-'));
    for (const [file, content] of Object.entries(files)) {
      await mkdir(path.dirname(path.join(distDir, file)), { recursive: true });
      await writeFile(path.join(distDir, file), content);
    }
  });
  afterAll(() => (distDir ? rm(distDir, { recursive: true, force: true }) : undefined));
  setUpTestApp(ready, { config: () => ({ ...config, webDistDir: distDir }) });
}
