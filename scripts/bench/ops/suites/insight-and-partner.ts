// The insight and partner suite of `npm run bench:ops`, at the issue's scale: an embedded PostgreSQL
// holding a million members with 100 progress rows each and ten million analytics events
// (../scale-data.ts), the production server on it, the rollups brought current by the app's own job
// queue (the `refresh_insight` and `refresh_partner_rollup` tasks, queued and run by the server's
// worker, timed), then every insight shape and partner route under load, p99 held under a second.
//   node scripts/bench/ops/suites/insight-and-partner.ts [--users N] [--progress-users N] [--events N] [--duration S]
// OPS_BENCH_DATA_DIR puts the database there (default: a folder under the system temp dir); it is
// deleted at the end unless OPS_BENCH_KEEP=1, and a database found there already built is used as it
// is (its rollups may then be current already: the job times are a first run's only on a fresh build).
// OPS_BENCH_PG_PORT gives the database a fixed port (a free one by default).
import { mkdir, rm } from 'node:fs/promises';
import os from 'node:os';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { startEmbeddedPostgres } from '../../../../apps/api/src/db/embedded.ts';
import { runMigrations } from '../../../../apps/api/src/db/migrate.ts';
import { makeTempDir } from '../../../../apps/api/test/server-process.ts';
import { startBenchServer } from '../../api/bench-server.ts';
import { webClientInfo } from '../../api/bench-sessions.ts';
import { measureRoute, type TRouteFigures } from '../../api/measure-route.ts';
import { buildScaleData, ProgressRowsPerMember, ScaleAdmin, ScaleInstitutionName } from '../scale-data.ts';

/** bench:ops suites take ports from 3470 (bench:api has 3400-3419, bench:web 3420-3439, the resilience suite 3440-3469); this one's server listens here. */
const PORT = 3470;
const BUDGET_P99_MS = 1_000;
/** Institution members whose progress changes between the rollups' first run and the next (a busy minute). */
const CHANGED_MEMBERS = 500;

const { values } = parseArgs({
  options: {
    users: { type: 'string', default: '1000000' },
    'progress-users': { type: 'string', default: '1000000' },
    events: { type: 'string', default: '10000000' },
    duration: { type: 'string', default: '10' },
    // Past this many minutes the insight job's first run is left running, reported unfinished with
    // how far it got, and only the partner routes are measured (0: no limit).
    'insight-job-minutes': { type: 'string', default: '0' },
  },
});
const INSIGHT_JOB_MS = Number(values['insight-job-minutes']) * 60_000;
const sizes = { users: Number(values.users), progressUsers: Number(values['progress-users']), events: Number(values.events) };
const DURATION = Number(values.duration);
for (const [name, value] of Object.entries({ ...sizes, DURATION })) {
  if (!Number.isInteger(value) || value < 1) throw new Error(`${name} must be a whole number above 0`);
}

const say = (line: string) => console.log(`[bench:ops insight-and-partner] ${line}`);
const seconds = (since: number) => `${((Date.now() - since) / 1000).toFixed(1)} s`;
const loadAverage = () => os.loadavg().map((x) => x.toFixed(2)).join(' ');

async function signInAdmin(baseUrl: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...webClientInfo },
    body: JSON.stringify({ email: ScaleAdmin.email, password: ScaleAdmin.password }),
  });
  const cookie = response.headers.getSetCookie()[0]?.split(';')[0];
  if (!response.ok || !cookie) throw new Error(`signing the admin in answered ${response.status}`);
  return cookie;
}

/**
 * Queues `task` as the app's code does and waits until the server's worker has run it and no run
 * of it is left (the cron items may start one of their own meanwhile: that one is waited for too).
 * Throws when a run fails.
 */
async function runJob(pool: pg.Pool, task: 'refresh_insight' | 'refresh_partner_rollup', done: () => Promise<boolean>, limitMs = 0): Promise<boolean> {
  await pool.query(`select graphile_worker.add_job($1, '{}'::json, max_attempts => 1)`, [task]);
  const startedAt = Date.now();
  for (;;) {
    if (limitMs > 0 && Date.now() - startedAt > limitMs) return false;
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const { rows } = await pool.query<{ pending: string; failed: string | null }>(
      `select count(*) as pending, max(last_error) as failed from graphile_worker.jobs where task_identifier = $1`,
      [task],
    );
    if (rows[0]!.failed) throw new Error(`${task} failed: ${rows[0]!.failed}`);
    if (Number(rows[0]!.pending) === 0 && (await done())) return true;
  }
}

/** The bench institution's id when the database was built by an earlier run (OPS_BENCH_KEEP), else null. */
async function findBuiltInstitution(url: string): Promise<number | null> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query(`select to_regclass('public.institutions') is not null as migrated`);
    if (!rows[0].migrated) return null;
    const found = await client.query(`select id from institutions where name = $1`, [ScaleInstitutionName]);
    return found.rows[0]?.id ?? null;
  } finally {
    await client.end();
  }
}

const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const daysAgo = (days: number) => dayOf(Date.now() - days * 86_400_000);

const dataDir = process.env.OPS_BENCH_DATA_DIR ?? (await makeTempDir('bench-ops-insight-and-partner'));
await mkdir(dataDir, { recursive: true });
say(`${os.cpus().length} cores, load average ${loadAverage()}; data in ${dataDir}`);
const pgPort = process.env.OPS_BENCH_PG_PORT ? Number(process.env.OPS_BENCH_PG_PORT) : undefined;
const database = await startEmbeddedPostgres({ dataDir, database: 'ops_scale', port: pgPort, log: () => {} });
const figures: TRouteFigures[] = [];
const steps: [string, string][] = [];
const startedAt = Date.now();
try {
  const seededAt = Date.now();
  const built = await findBuiltInstitution(database.url);
  const institutionId = built ?? (await buildScaleData(database.url, sizes, say));
  steps.push(built ? ['data: the database already built in OPS_BENCH_DATA_DIR', ''] : [`data built (load average then ${loadAverage()})`, seconds(seededAt)]);
  if (built) {
    // A migration added since it was built runs here, untimed, rather than in the server's start-up.
    const migrationPool = new pg.Pool({ connectionString: database.url, max: 1 });
    const migratedAt = Date.now();
    await runMigrations(migrationPool).finally(() => migrationPool.end());
    say(`migrated: ${seconds(migratedAt)}`);
  }
  const server = await startBenchServer({ port: PORT, databaseUrl: database.url });
  const pool = new pg.Pool({ connectionString: database.url, max: 1 });
  try {
    const insightDone = async () => (await pool.query('select 1 from insight_refreshes')).rowCount! > 0;
    const partnerDone = async () => (await pool.query('select 1 from partner_dirty_members limit 1')).rowCount === 0;
    let at = Date.now();
    await runJob(pool, 'refresh_partner_rollup', partnerDone);
    steps.push(['refresh_partner_rollup, first run (every member of the institution)', seconds(at)]);
    at = Date.now();
    const insightCurrent = await runJob(pool, 'refresh_insight', insightDone, INSIGHT_JOB_MS);
    if (insightCurrent) {
      steps.push(["refresh_insight, first run (every day, every member's topic stages)", seconds(at)]);
    } else {
      const { rows: seen } = await pool.query('select count(*) as members from insight_progress_seen');
      steps.push([`refresh_insight, first run: UNFINISHED, topic stages of ${Number(seen[0].members).toLocaleString('en')} members done in`, seconds(at)]);
    }
    // A busy minute: some members' progress moves, through the triggers as the app's saves do.
    await pool.query(
      `update user_step_progress set percent = 100, updated_at = now()
       where user_id in (select id from users where institution_id = $1 order by id limit $2)`,
      [institutionId, CHANGED_MEMBERS],
    );
    at = Date.now();
    await runJob(pool, 'refresh_partner_rollup', partnerDone);
    steps.push([`refresh_partner_rollup, next run (${CHANGED_MEMBERS} members changed)`, seconds(at)]);
    if (insightCurrent) {
      at = Date.now();
      await runJob(pool, 'refresh_insight', insightDone);
      steps.push([`refresh_insight, next run (the recent days, ${CHANGED_MEMBERS} members changed)`, seconds(at)]);
    }
    const { rows } = await pool.query(
      `select (select count(*) from insight_daily_counts) as counts, (select count(*) from insight_topic_stages) as stages,
         (select count(*) from user_step_progress) + (select count(*) from user_exercise_progress) as progress,
         pg_size_pretty(pg_database_size(current_database())) as size`,
    );
    const row = rows[0];
    steps.push([
      `rollups then: ${Number(row.counts).toLocaleString('en')} daily rows, ${Number(row.stages).toLocaleString('en')} member-topic stages; ` +
        `${Number(row.progress).toLocaleString('en')} progress rows, database ${row.size}`,
      '',
    ]);

    const cookie = await signInAdmin(server.url);
    const routes = [
      { name: 'GET /api/staff/insight (30 days, UTC)', path: () => `/api/staff/insight?from=${daysAgo(29)}&to=${daysAgo(0)}&time_zone=UTC` },
      { name: 'GET /api/staff/insight (90 days, Europe/Paris)', path: () => `/api/staff/insight?from=${daysAgo(89)}&to=${daysAgo(0)}&time_zone=Europe/Paris` },
      { name: 'GET /api/staff/insight (366 days, Asia/Kolkata)', path: () => `/api/staff/insight?from=${daysAgo(365)}&to=${daysAgo(0)}&time_zone=Asia/Kolkata` },
      { name: 'GET /api/staff/partner/institutions', path: () => '/api/staff/partner/institutions' },
      { name: 'GET /api/staff/institutions/:id/report', path: () => `/api/staff/institutions/${institutionId}/report` },
      { name: 'GET /api/staff/institutions/:id/report.csv', path: () => `/api/staff/institutions/${institutionId}/report.csv` },
    ];
    say(`measuring the routes, load average ${loadAverage()}`);
    for (const route of routes.filter((r) => insightCurrent || !r.name.includes('/insight'))) {
      say(route.name);
      figures.push(
        await measureRoute(
          server,
          { name: route.name, isRead: true, next: () => ({ method: 'GET', path: route.path(), headers: { cookie, ...webClientInfo } }) },
          { connections: 10, durationSeconds: DURATION, warmUpSeconds: 2 },
        ),
      );
    }
  } finally {
    await pool.end();
    await server.stop();
  }
} finally {
  await database.stop();
  if (process.env.OPS_BENCH_KEEP !== '1') await rm(dataDir, { recursive: true, force: true });
}

const table = (header: string[], rows: string[][]) => {
  const widths = header.map((_, column) => Math.max(...[header, ...rows].map((row) => row[column]!.length)));
  const line = (row: string[]) => row.map((cell, column) => (column === 0 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!))).join('  ');
  return [line(header), ...rows.map(line)].join('\n');
};
console.log(
  `\ninsight and partner: ${sizes.users.toLocaleString('en')} members, ${(Math.min(sizes.users, sizes.progressUsers) * ProgressRowsPerMember).toLocaleString('en')} progress rows, ` +
    `${sizes.events.toLocaleString('en')} analytics events; whole suite ${seconds(startedAt)}, load average at the end ${loadAverage()}`,
);
console.log(table(['step', 'time'], steps));
console.log(`\n10 connections, ${DURATION} s per route after 2 s of warm-up`);
console.log(table(['route', 'req/s', 'p50 ms', 'p99 ms', 'errors'], figures.map((f) => [f.route, f.requestsPerSecond.toFixed(0), String(f.p50Ms), String(f.p99Ms), String(f.errors)])));
const missed = figures.filter((f) => f.errors > 0 || f.p99Ms >= BUDGET_P99_MS);
if (!figures.some((f) => f.route.includes('/insight'))) {
  console.log('MISSED: the insight rollups were not current within --insight-job-minutes, so the insight routes were not measured');
  process.exitCode = 1;
}
console.log(`budget: p99 under ${BUDGET_P99_MS} ms and no errors on every insight and partner route`);
if (missed.length > 0) {
  console.log(`MISSED ${missed.length}:\n${missed.map((f) => `  - ${f.route}: p99 ${f.p99Ms} ms, ${f.errors} errors`).join('\n')}`);
  process.exitCode = 1;
} else if (process.exitCode !== 1) {
  console.log('budget held');
}
