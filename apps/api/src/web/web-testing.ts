// A built web app of a few files for the tests of the pages the server sends.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TConfig } from '../config.ts';
import { createTestApp, type TestApp } from '../test/harness.ts';

/**
 * A test app serving a web build made of `files` (path in the build -> content); `close()` also
 * removes the build.
 */
export async function createWebTestApp(files: Record<string, string | Buffer>, config: Partial<TConfig> = {}): Promise<TestApp> {
  const distDir = await mkdtemp(path.join(os.tmpdir(), 'innerway-dist-'));
  for (const [file, content] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(distDir, file)), { recursive: true });
    await writeFile(path.join(distDir, file), content);
  }
  const test = await createTestApp({ config: { ...config, webDistDir: distDir } });
  return {
    ...test,
    async close() {
      await test.close();
      await rm(distDir, { recursive: true, force: true });
    },
  };
}
