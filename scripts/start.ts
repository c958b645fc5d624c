// `npm start`: builds the web app when its build is missing or older than its sources, then runs
// the API in this process, serving the API and the built app on one port. It says APP_ENV=local
// unless told otherwise (the server on its own defaults to production: decision 016), so a
// newcomer needs only `npm install && npm start`.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const builtIndex = path.join(root, 'apps/web/dist/index.html');
// What the web build is made from; the domain package is bundled into it.
const webSources = ['apps/web/src', 'apps/web/public', 'apps/web/index.html', 'apps/web/vite.config.ts', 'apps/web/build', 'apps/web/package.json', 'packages/domain/src'];

function newestChange(target: string): number {
  if (!existsSync(target)) return 0;
  const info = statSync(target);
  if (!info.isDirectory()) return info.mtimeMs;
  return readdirSync(target, { withFileTypes: true })
    .filter((entry) => entry.name !== 'node_modules')
    .reduce((newest, entry) => Math.max(newest, newestChange(path.join(target, entry.name))), info.mtimeMs);
}

function buildWebAppIfStale() {
  const builtAt = existsSync(builtIndex) ? statSync(builtIndex).mtimeMs : 0;
  const changedAt = Math.max(...webSources.map((source) => newestChange(path.join(root, source))));
  if (builtAt >= changedAt) return;

  console.log(builtAt ? '[start] web sources changed: rebuilding the web app' : '[start] building the web app (first run)');
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const build = spawnSync(npm, ['run', 'build', '-w', '@innerway/web'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) {
    // The API is still worth having (and an older build, if any, still works).
    console.error(
      existsSync(builtIndex)
        ? '[start] the web build failed: serving the previous build'
        : '[start] the web build failed: serving the API only',
    );
  }
}

buildWebAppIfStale();
process.env.APP_ENV ||= 'local';
const { startServer, reportStartupFailure } = await import('../apps/api/src/server.ts');
await startServer().catch(reportStartupFailure);
