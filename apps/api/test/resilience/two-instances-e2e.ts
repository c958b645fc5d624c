// The browser half of two-instances.test.ts: the sign-in journey against each of two API processes that
// share one PostgreSQL. Run after the Vitest suite by `npm run test:resilience`:
//   node apps/api/test/resilience/two-instances-e2e.ts
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { startEmbeddedPostgres } from '../../src/db/embedded.ts';
import { makeTempDir, startServerProcess, type ServerProcess } from '../server-process.ts';

const e2eDir = fileURLToPath(new URL('../../../../e2e/', import.meta.url));
const webDist = fileURLToPath(new URL('../../../web/dist/index.html', import.meta.url));
const PORTS = [3460, 3461];

async function runSignInJourney(baseUrl: string, outputDir: string): Promise<number> {
  const child = spawn('npx', ['playwright', 'test', 'tests/sign-in.spec.ts', '--project', 'large', '--output', outputDir], {
    cwd: e2eDir,
    // E2E_BASE_URL: Playwright starts no server of its own. CI: the list reporter only.
    env: { ...process.env, E2E_BASE_URL: baseUrl, E2E_DATA_DIR: outputDir, CI: '1' },
    stdio: 'inherit',
  });
  const [code] = (await once(child, 'exit')) as [number | null];
  return code ?? 1;
}

async function main(): Promise<number> {
  if (!existsSync(webDist)) {
    console.error(`${webDist} is missing: build the web app first (npm run build).`);
    return 1;
  }
  const pgDir = await makeTempDir('e2e-db');
  const outputDir = await makeTempDir('e2e-results');
  const database = await startEmbeddedPostgres({ dataDir: pgDir });
  let servers: ServerProcess[] = [];
  try {
    const started = await Promise.allSettled(
      // The journeys sign in many times from one address within minutes, as in e2e/playwright.config.ts.
      PORTS.map((port) => startServerProcess({ port, databaseUrl: database.url, env: { THROTTLE_MULTIPLIER: '20' } })),
    );
    // Whatever started is stopped below, even when its twin did not start.
    servers = started.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
    const failure = started.find((result) => result.status === 'rejected');
    if (failure) throw failure.reason;
    let failed = 0;
    for (const server of servers) {
      console.log(`\nsign-in journey against ${server.url} (one of ${servers.length} API processes on one PostgreSQL)`);
      if ((await runSignInJourney(server.url, outputDir)) !== 0) failed += 1;
    }
    console.log(failed ? `\nthe sign-in journey failed against ${failed} of ${servers.length} processes` : '\nthe sign-in journey passed against both processes');
    return failed ? 1 : 0;
  } finally {
    await Promise.all(servers.map((server) => server.stop()));
    await database.stop();
    await rm(pgDir, { recursive: true, force: true });
    await rm(outputDir, { recursive: true, force: true });
  }
}

process.exitCode = await main();
