// The insight suite of `npm run bench:ops`: an embedded PostgreSQL holding a million members, their
// progress and ten million analytics events, the rollup job run over all of it, then the
// production server answering the admin's insight route under load, p99 held under a second.
//   node scripts/bench/ops/suites/insight.ts [--users N] [--progress-users N] [--events N] [--duration S]
import { rm } from 'node:fs/promises';
import os from 'node:os';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { loadContent } from '@innerway/content';
import { ContentStatus } from '@innerway/domain';
import { hashPassword } from '../../../../apps/api/src/auth/password-hash.ts';
import { createDb } from '../../../../apps/api/src/db/client.ts';
import { startEmbeddedPostgres } from '../../../../apps/api/src/db/embedded.ts';
import { runMigrations } from '../../../../apps/api/src/db/migrate.ts';
import { seedContent } from '../../../../apps/api/src/db/seed.ts';
import { refreshInsight } from '../../../../apps/api/src/staff-insight/refresh-insight.ts';
import { makeTempDir } from '../../../../apps/api/test/server-process.ts';
import { startBenchServer } from '../../api/bench-server.ts';
import { webClientInfo } from '../../api/bench-sessions.ts';
import { measureRoute, type TRouteFigures } from '../../api/measure-route.ts';

/** bench:ops suites take ports from 3470 (bench:api has 3400-3419, bench:web 3420-3439, the resilience suite 3440-3469); this one's server listens here. */
const PORT = 3470;
const BUDGET_P99_MS = 1_000;
const ADMIN_EMAIL = 'ops-admin@example.com';
const ADMIN_PASSWORD = 'ops-bench-password-not-secret';
/** Every progress user has this many rows: the program's items plus archived ("retired") videos. */
const PROGRESS_ROWS_PER_USER = 100;
const RETIRED_STEP_IDS_FROM = 90_001;
/** The history spread over the last DAYS days. */
const DAYS = 365;
const EVENT_DAYS = 90;

const { values } = parseArgs({
  options: {
    users: { type: 'string', default: '1000000' },
    // 100 rows for each of a million members (100,000,000) does not load on a 2-core machine in
    // the suite's quarter of an hour: docs/quality/ops-bench.md says what was tried.
    'progress-users': { type: 'string', default: '100000' },
    events: { type: 'string', default: '10000000' },
    duration: { type: 'string', default: '10' },
  },
});
const USERS = Number(values.users);
const PROGRESS_USERS = Math.min(USERS, Number(values['progress-users']));
const EVENTS = Number(values.events);
const DURATION = Number(values.duration);
for (const [name, value] of Object.entries({ USERS, PROGRESS_USERS, EVENTS, DURATION })) {
  if (!Number.isInteger(value) || value < 1) throw new Error(`${name} must be a whole number above 0`);
}

const say = (line: string) => console.log(`[bench:ops insight] ${line}`);
const seconds = (since: number) => `${((Date.now() - since) / 1000).toFixed(1)} s`;

async function timed<T>(what: string, work: () => Promise<T>): Promise<T> {
  const startedAt = Date.now();
  const result = await work();
  say(`${what}: ${seconds(startedAt)}`);
  return result;
}

/**
 * Runs a bulk load with the table's plain indexes dropped and builds them again after (sorting once
 * is several times faster than keeping them up to date row by row); unique ones stay.
 */
async function withoutPlainIndexes(pool: pg.Pool, table: string, load: () => Promise<unknown>): Promise<void> {
  const { rows } = await pool.query<{ indexname: string; indexdef: string }>(
    `select indexname, indexdef from pg_indexes where schemaname = 'public' and tablename = $1 and indexdef not like 'CREATE UNIQUE%'`,
    [table],
  );
  for (const index of rows) await pool.query(`drop index ${pg.escapeIdentifier(index.indexname)}`);
  await load();
  for (const index of rows) await pool.query(index.indexdef);
}

async function seed(pool: pg.Pool): Promise<void> {
  await runMigrations(pool);
  await seedContent(createDb(pool), loadContent());
  const run = (text: string, params: unknown[] = []) => pool.query(text, params);
  // Consistent by construction: no per-row foreign-key checks nor triggers (progress_version is set by hand below).
  await run('set session_replication_role = replica');
  await run("set maintenance_work_mem = '512MB'");
  await run('set synchronous_commit = off');

  const { rows: itemRows } = await run('select (select count(*) from steps) + (select count(*) from exercises) as count');
  await run(
    `insert into steps (id, lesson_id, title, publish_status, sort_order)
     select $1::int + n, (select min(id) from lessons), 'Retired video ' || n, $2, 1000 + n from generate_series(0, $3::int - 1) as n`,
    [RETIRED_STEP_IDS_FROM, ContentStatus.Archived, PROGRESS_ROWS_PER_USER - Number(itemRows[0].count)],
  );
  const passwordHash = await hashPassword(ADMIN_PASSWORD);
  await timed(`${USERS.toLocaleString('en')} members`, () =>
    run(
      `insert into users (email, name, password_hash, is_email_verified, is_trial_mode, agreed_to_conditions, preferred_language, created_at)
       select 'ops-' || n || '@example.com', 'Member ' || n, $1, n % 4 <> 0, n % 3 = 0, true, (array['en', 'fr', 'es'])[1 + n % 3],
         now() - (n % $3::int) * interval '1 day' - (n::bigint * 7919 % 86400) * interval '1 second'
       from generate_series(1, $2::int) as n`,
      [passwordHash, USERS, DAYS],
    ),
  );
  await run(`insert into users (email, name, password_hash, is_email_verified, is_admin, is_trial_mode, agreed_to_conditions)
             values ($1, 'Ops admin', $2, true, true, false, true)`, [ADMIN_EMAIL, passwordHash]);
  await timed('verification links', () =>
    run(`insert into email_verification_tokens (token_hash, user_id, expires_at, used_at, created_at)
         select md5(id::text), id, created_at + interval '1 day', created_at + (id % 7200) * interval '1 second', created_at
         from users where is_email_verified`),
  );
  await timed('access events', () =>
    run(`insert into access_events (user_id, kind, at)
         select id, (array['institution_code_redeemed', 'full_access_purchased', 'gift_card_redeemed'])[1 + id % 3], created_at + interval '2 days'
         from users where not is_trial_mode`),
  );
  const screens = `array['Dashboard', 'Library', 'Resources', 'Progress', 'User Account', 'Topic Overview', 'Topic Detail', 'Journal']`;
  await timed(`${EVENTS.toLocaleString('en')} analytics events`, () =>
    withoutPlainIndexes(pool, 'analytics_events', () => run(
      `insert into analytics_events (user_id, name, params, created_at)
       select case when n % 20 = 0 then null else 1 + (n::bigint * 7919) % $2::int end,
         case when n % 10 = 0 then 'login' else 'screen_view' end,
         case when n % 10 = 0 then '{"method": "email"}'::jsonb
           else jsonb_build_object('screen_name', (${screens})[1 + n % 8], 'screen_class', 'Route', 'page_title', 'Innerway') end,
         now() - (n % ($3::int * 86400)) * interval '1 second'
       from generate_series(1, $1::int) as n`,
      [EVENTS, USERS, EVENT_DAYS],
    )),
  );
  await timed('meditation plays (one per member)', () =>
    run(
      `insert into media_plays (user_id, play_id, media, content_id, voice, intervals, counted_seconds, first_reported_at, last_reported_at)
       select id, gen_random_uuid(), 'meditation', 1, case when id % 2 = 0 then 'female' else 'male' end, '[[0, 300]]', 300,
         now() - (id % $1::int) * interval '1 day', now() - (id % $1::int) * interval '1 day'
       from users`,
      [EVENT_DAYS],
    ),
  );
  // Member n is done with the items whose id ends in a digit below n % 11: from none to all.
  const progressUsers = `select id from users where email like 'ops-%' order by id limit $1`;
  await timed(`${(PROGRESS_USERS * PROGRESS_ROWS_PER_USER).toLocaleString('en')} progress rows (${PROGRESS_USERS.toLocaleString('en')} members)`, async () => {
    await withoutPlainIndexes(pool, 'user_step_progress', () => run(
      `insert into user_step_progress (user_id, step_id, percent, time_seconds, updated_at)
       select u.id, s.id, case when s.id % 10 < u.id % 11 then 100 else (u.id + s.id) % 90 end, 60,
         now() - ((u.id + s.id) % $2::int) * interval '1 day'
       from (${progressUsers}) u cross join steps s`,
      [PROGRESS_USERS, EVENT_DAYS],
    ));
    await withoutPlainIndexes(pool, 'user_exercise_progress', () => run(
      `insert into user_exercise_progress (user_id, exercise_id, percent, updated_at)
       select u.id, e.id, case when e.id % 10 < u.id % 11 then 100 else (u.id + e.id) % 90 end,
         now() - ((u.id + e.id) % $2::int) * interval '1 day'
       from (${progressUsers}) u cross join exercises e`,
      [PROGRESS_USERS, EVENT_DAYS],
    ));
    await run(`update users set progress_version = 1 where id in (${progressUsers})`, [PROGRESS_USERS]);
  });
  await timed('assessments (members done with a topic)', () =>
    run(`insert into user_assessments (user_id, module_id, quantitative_answer, created_at)
         select u.id, m.id, 1 + u.id % 6, now() - (u.id % $2::int) * interval '1 day'
         from (${progressUsers}) u cross join modules m where u.id % 11 = 10`, [PROGRESS_USERS, EVENT_DAYS]),
  );
  await timed('vacuum analyze', () => run('vacuum analyze'));
  await run('checkpoint');
}

async function signInAdmin(baseUrl: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...webClientInfo },
    body: JSON.stringify({ email: ADMIN_EMAIL, password: ADMIN_PASSWORD }),
  });
  const cookie = response.headers.getSetCookie()[0]?.split(';')[0];
  if (!response.ok || !cookie) throw new Error(`signing the admin in answered ${response.status}`);
  return cookie;
}

const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const daysAgo = (days: number) => dayOf(Date.now() - days * 86_400_000);

/** The insight route as the screen calls it: its default month, a quarter and a whole year, in three zones. */
const routeShapes = [
  { name: 'GET /api/staff/insight (30 days, UTC)', query: () => `from=${daysAgo(29)}&to=${daysAgo(0)}&time_zone=UTC` },
  { name: 'GET /api/staff/insight (90 days, Europe/Paris)', query: () => `from=${daysAgo(89)}&to=${daysAgo(0)}&time_zone=Europe/Paris` },
  { name: 'GET /api/staff/insight (366 days, Asia/Kolkata)', query: () => `from=${daysAgo(365)}&to=${daysAgo(0)}&time_zone=Asia/Kolkata` },
];

const dataDir = await makeTempDir('bench-ops-insight');
say(`${os.cpus().length} cores, load average ${os.loadavg().map((x) => x.toFixed(2)).join(' ')}`);
const database = await startEmbeddedPostgres({ dataDir, database: 'ops_insight', log: () => {} });
const figures: TRouteFigures[] = [];
const startedAt = Date.now();
try {
  const pool = new pg.Pool({ connectionString: database.url, max: 1 });
  try {
    await timed('seeded', () => seed(pool));
  } finally {
    await pool.end();
  }
  const jobPool = new pg.Pool({ connectionString: database.url, max: 2 });
  try {
    const db = createDb(jobPool);
    const first = await timed('rollup job, first run (everything)', () => refreshInsight(db, new Date()));
    say(`  topic stages of ${first.members.toLocaleString('en')} members worked out`);
    await timed('rollup job, next run (recent days only)', () => refreshInsight(db, new Date()));
    const { rows } = await jobPool.query('select (select count(*) from insight_daily_counts) as counts, (select count(*) from insight_topic_stages) as stages');
    say(`  rollups: ${Number(rows[0].counts).toLocaleString('en')} daily rows of quarter-hour totals, ${Number(rows[0].stages).toLocaleString('en')} member-topic stages`);
  } finally {
    await jobPool.end();
  }
  const server = await startBenchServer({ port: PORT, databaseUrl: database.url });
  try {
    const cookie = await signInAdmin(server.url);
    for (const shape of routeShapes) {
      say(shape.name);
      figures.push(
        await measureRoute(
          server,
          { name: shape.name, isRead: true, next: () => ({ method: 'GET', path: `/api/staff/insight?${shape.query()}`, headers: { cookie, ...webClientInfo } }) },
          { connections: 10, durationSeconds: DURATION, warmUpSeconds: 2 },
        ),
      );
    }
  } finally {
    await server.stop();
  }
} finally {
  await database.stop();
  await rm(dataDir, { recursive: true, force: true });
}

const header = ['route', 'req/s', 'p50 ms', 'p99 ms', 'errors'];
const rows = figures.map((f) => [f.route, f.requestsPerSecond.toFixed(0), String(f.p50Ms), String(f.p99Ms), String(f.errors)]);
const widths = header.map((_, column) => Math.max(...[header, ...rows].map((row) => row[column]!.length)));
const line = (row: string[]) => row.map((cell, column) => (column === 0 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!))).join('  ');
console.log(
  `\ninsight: ${USERS.toLocaleString('en')} members, ${(PROGRESS_USERS * PROGRESS_ROWS_PER_USER).toLocaleString('en')} progress rows, ` +
    `${EVENTS.toLocaleString('en')} analytics events; 10 connections, ${DURATION} s per route; whole suite ${seconds(startedAt)}`,
);
console.log([line(header), ...rows.map(line)].join('\n'));
const missed = figures.filter((f) => f.errors > 0 || f.p99Ms >= BUDGET_P99_MS);
console.log(`budget: p99 under ${BUDGET_P99_MS} ms and no errors on every insight route`);
if (missed.length > 0) {
  console.log(`MISSED ${missed.length}:\n${missed.map((f) => `  - ${f.route}: p99 ${f.p99Ms} ms, ${f.errors} errors`).join('\n')}`);
  process.exitCode = 1;
} else {
  console.log('budget held');
}
