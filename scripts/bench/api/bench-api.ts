// `npm run bench:api [-- --duration <seconds>]`: the production API server over HTTP on the
// loopback, on a database of 1,000 and then one of 1,000,000 progress rows, driven by autocannon;
// prints the figures per route and exits non-zero when a budget (budgets.ts) is missed.
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { startBenchDatabases } from './bench-databases.ts';
import { benchRoutes } from './bench-routes.ts';
import { BENCH_THROTTLE_MULTIPLIER, startBenchServer, type TBenchServer } from './bench-server.ts';
import { signInBenchUsers } from './bench-sessions.ts';
import { BUDGETS, missedBudgets, type TPhaseFigures } from './budgets.ts';
import { measureRoute, type TLoad } from './measure-route.ts';
import { formatPhase } from './report.ts';

// 3400-3419 are the benchmark's; each phase gets its own server, both running throughout.
const FIRST_PORT = 3400;

const { values } = parseArgs({ options: { duration: { type: 'string', default: '10' } } });
const durationSeconds = Number(values.duration);
if (!Number.isInteger(durationSeconds) || durationSeconds < 1) {
  console.error('--duration takes a whole number of seconds (default 10)');
  process.exit(2);
}
const load: TLoad = { connections: 50, durationSeconds, warmUpSeconds: 2 };
const say = (line: string) => console.log(`[bench:api] ${line}`);

const dataDir = await mkdtemp(path.join(os.tmpdir(), 'innerway-bench-api-'));
// The embedded PostgreSQL runs as the `postgres` user when we are root: it must reach the folder.
await chmod(dataDir, 0o755);

say(`${os.cpus().length} cores, load average ${os.loadavg().map((x) => x.toFixed(2)).join(' ')}`);
say(`${load.connections} connections, ${load.warmUpSeconds} s warm-up then ${load.durationSeconds} s per route`);
say(
  `rate limiting: none of the benched routes has a throttle (app.ts registers @fastify/rate-limit with global: false); ` +
    `THROTTLE_MULTIPLIER=${BENCH_THROTTLE_MULTIPLIER} lifts the sign-in throttle the bench signs in through`,
);

const databases = await startBenchDatabases(dataDir, say);
const servers: TBenchServer[] = [];
const phases: TPhaseFigures[] = [];
try {
  for (const [index, database] of databases.phases.entries()) {
    servers.push(await startBenchServer({ port: FIRST_PORT + index, databaseUrl: database.url }));
    phases.push({ name: database.name, routes: [] });
  }
  const routes = await Promise.all(servers.map(async (server) => benchRoutes(await signInBenchUsers(server.url))));
  // Route by route, one phase right after the other: the machine's load drifts over minutes,
  // and the growth budget compares the two phases.
  for (const [routeIndex, route] of routes[0]!.entries()) {
    for (const [index, phase] of phases.entries()) {
      say(`${phase.name}: ${route.name}`);
      phase.routes.push(await measureRoute(servers[index]!, routes[index]![routeIndex]!, load));
    }
  }
} finally {
  for (const server of servers) await server.stop();
  await databases.stop();
  await rm(dataDir, { recursive: true, force: true });
}

say(`load average after the run ${os.loadavg().map((x) => x.toFixed(2)).join(' ')}`);
for (const phase of phases) console.log(`\n${formatPhase(phase)}`);

const missed = missedBudgets(phases[0]!, phases[1]!);
console.log(
  `\nbudgets: ${BUDGETS.maxErrors} errors; p99 under ${BUDGETS.maxP99Ms} ms at ${load.connections} connections; ` +
    `read routes at least ${BUDGETS.minShareOfHello * 100} % of hello's requests/s; p50 on 1,000,000 rows at most ${BUDGETS.maxP50Growth}x p50 on 1,000`,
);
if (missed.length > 0) {
  console.log(`MISSED ${missed.length}:\n${missed.map((line) => `  - ${line}`).join('\n')}`);
  process.exitCode = 1;
} else {
  console.log('all budgets held');
}
