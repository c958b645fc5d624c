// The partner report at scale: one embedded PostgreSQL with a million users, one large
// institution whose members have 100 progress rows each, the rollup run over it (all at once,
// then after a few members change), and the p99 of the partner routes under load against the
// production server. Exits 1 when a route's p99 is over its budget. Runs alone:
//   npx node scripts/bench/ops/suites/partner-report.ts
// Sizes: PARTNER_BENCH_USERS (1,000,000), PARTNER_BENCH_MEMBERS (20,000 in the institution).
import { once } from 'node:events';
import { rm } from 'node:fs/promises';
import net from 'node:net';
import autocannon from 'autocannon';
import pg from 'pg';
import { AgeGroup, ClientInfoHeader, formatClientInfo } from '@innerway/domain';
import { loadContent } from '@innerway/content';
import { hashPassword } from '../../../../apps/api/src/auth/password-hash.ts';
import { createDb } from '../../../../apps/api/src/db/client.ts';
import { startEmbeddedPostgres } from '../../../../apps/api/src/db/embedded.ts';
import { runMigrations } from '../../../../apps/api/src/db/migrate.ts';
import { seedContent } from '../../../../apps/api/src/db/seed.ts';
import { refreshPartnerRollup } from '../../../../apps/api/src/staff-partner/refresh-partner-rollup.ts';
import { makeTempDir, startServerProcess } from '../../../../apps/api/test/server-process.ts';

const USERS = Number(process.env.PARTNER_BENCH_USERS ?? 1_000_000);
const MEMBERS = Number(process.env.PARTNER_BENCH_MEMBERS ?? 20_000);
const PROGRESS_ROWS_PER_MEMBER = 100;
/** Members whose progress changes between the full rollup and the incremental one. */
const CHANGED_MEMBERS = 500;
/** Every partner screen answers within a second at the 99th percentile (the budget). */
const BUDGET_P99_MS = 1_000;
const LOAD = { connections: 10, warmUpSeconds: 2, durationSeconds: 10 };
const ADMIN_EMAIL = 'partner-bench-admin@example.com';
const PASSWORD = 'partner-bench-password-not-secret';
/** Archived videos keep their viewers' rows: they bring each member to 100 rows, as in bench:api. */
const RETIRED_STEP_IDS_FROM = 90_001;

const say = (line: string) => console.log(line);

/** A port nothing listens on now (PARTNER_BENCH_PORT, or one the system picks). */
async function freePort(): Promise<number> {
  if (process.env.PARTNER_BENCH_PORT) return Number(process.env.PARTNER_BENCH_PORT);
  const probe = net.createServer().listen(0, '127.0.0.1');
  await once(probe, 'listening');
  const { port } = probe.address() as net.AddressInfo;
  probe.close();
  await once(probe, 'close');
  return port;
}
const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`;

async function seed(url: string): Promise<number> {
  // One connection, so that the session setting below holds for every statement.
  const pool = new pg.Pool({ connectionString: url, max: 1 });
  try {
    await runMigrations(pool);
    await seedContent(createDb(pool), loadContent());
    const run = (text: string, values: unknown[] = []) => pool.query(text, values);
    // Consistent by construction: no per-row foreign-key checks, and no triggers (the rollup's
    // marks are written once below, as the migration does for members linked before it).
    await run('set session_replication_role = replica');
    const { rows: items } = await run('select (select count(*) from steps) + (select count(*) from exercises) as count');
    await run(
      `insert into steps (id, lesson_id, title, publish_status, sort_order)
       select $1::int + n, (select min(id) from lessons), 'Retired video ' || n, 2, 1000 + n from generate_series(0, $2::int - 1) as n`,
      [RETIRED_STEP_IDS_FROM, PROGRESS_ROWS_PER_MEMBER - Number(items[0].count)],
    );
    const { rows } = await run(`insert into institutions (name) values ('Bench University') returning id`);
    const institutionId = rows[0].id as number;
    const passwordHash = await hashPassword(PASSWORD);
    // Members joined over the last year; the others belong to no institution.
    await run(
      `insert into users (email, name, password_hash, is_email_verified, is_trial_mode, agreed_to_conditions, institution_id, created_at)
       select 'partner-bench-' || n || '@example.com', 'Bench ' || n, $1, true, false, true,
         case when n <= $3 then $4::int end, now() - (n % 365) * interval '1 day'
       from generate_series(1, $2::int) as n`,
      [passwordHash, USERS, MEMBERS, institutionId],
    );
    await run(`insert into users (email, name, password_hash, is_email_verified, is_admin, agreed_to_conditions) values ($1, 'Bench admin', $2, true, true, true)`, [
      ADMIN_EMAIL,
      passwordHash,
    ]);
    const members = 'select id from users where institution_id = $1';
    await run(
      `insert into user_step_progress (user_id, step_id, percent, time_seconds, updated_at)
       select u.id, s.id, case when (u.id + s.id) % 3 = 0 then 100 else (u.id * 7 + s.id) % 100 end, 60, now() - ((u.id + s.id) % 84) * interval '1 day'
       from (${members}) u cross join steps s`,
      [institutionId],
    );
    await run(
      `insert into user_exercise_progress (user_id, exercise_id, percent, updated_at)
       select u.id, e.id, case when (u.id + e.id) % 2 = 0 then 100 else 50 end, now() - ((u.id + e.id) % 84) * interval '1 day'
       from (${members}) u cross join exercises e`,
      [institutionId],
    );
    await run(
      `insert into user_assessments (user_id, module_id, quantitative_answer, created_at)
       select u.id, m.id, 1 + (u.id + m.id) % 6, now() - ((u.id + m.id) % 84) * interval '1 day'
       from (${members}) u cross join modules m where (u.id + m.id) % 4 = 0`,
      [institutionId],
    );
    const ages = Object.values(AgeGroup);
    await run(
      `insert into age_surveys (user_id, response) select id, ($2::int[])[1 + id % $3] from (${members}) u where id % 5 <> 0`,
      [institutionId, `{${ages.join(',')}}`, ages.length],
    );
    await run('insert into partner_dirty_members (user_id) select id from users where institution_id = $1', [institutionId]);
    await run('vacuum analyze');
    await run('checkpoint');
    return institutionId;
  } finally {
    await pool.end();
  }
}

/** Changes the progress of CHANGED_MEMBERS members through the triggers, as the app's saves do. */
async function changeSomeProgress(url: string, institutionId: number): Promise<void> {
  const pool = new pg.Pool({ connectionString: url, max: 1 });
  try {
    await pool.query(
      `update user_step_progress set percent = 100, updated_at = now()
       where user_id in (select id from users where institution_id = $1 order by id limit $2)`,
      [institutionId, CHANGED_MEMBERS],
    );
  } finally {
    await pool.end();
  }
}

async function rollUp(url: string): Promise<number> {
  const pool = new pg.Pool({ connectionString: url, max: 2 });
  try {
    return await refreshPartnerRollup(createDb(pool));
  } finally {
    await pool.end();
  }
}

const webClientInfo = { [ClientInfoHeader]: formatClientInfo({ platform: 'web', version: '1.8.0', build: 1, window: '1440x900' }) };

async function signIn(baseUrl: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...webClientInfo },
    body: JSON.stringify({ email: ADMIN_EMAIL, password: PASSWORD }),
  });
  const cookie = response.headers.getSetCookie()[0]?.split(';')[0];
  if (!response.ok || !cookie) throw new Error(`signing in answered ${response.status}`);
  return cookie;
}

async function measure(baseUrl: string, path: string, cookie: string) {
  const run = (duration: number) =>
    autocannon({ url: `${baseUrl}${path}`, connections: LOAD.connections, duration, headers: { cookie, ...webClientInfo } });
  await run(LOAD.warmUpSeconds);
  const result = await run(LOAD.durationSeconds);
  return { path, p50: result.latency.p50, p99: result.latency.p99, rps: result.requests.average, errors: result.non2xx + result.errors };
}

async function main(): Promise<number> {
  const dataDir = await makeTempDir('partner-bench');
  const database = await startEmbeddedPostgres({ dataDir, database: 'partner_bench', log: () => {} });
  let server: Awaited<ReturnType<typeof startServerProcess>> | undefined;
  try {
    let startedAt = performance.now();
    const institutionId = await seed(database.url);
    say(`seeded ${USERS.toLocaleString('en')} users, ${MEMBERS.toLocaleString('en')} in the institution with ${PROGRESS_ROWS_PER_MEMBER} progress rows each, in ${seconds(startedAt)}`);

    startedAt = performance.now();
    const all = await rollUp(database.url);
    say(`rollup, every member at once: ${all.toLocaleString('en')} members in ${seconds(startedAt)}`);
    await changeSomeProgress(database.url, institutionId);
    startedAt = performance.now();
    const changed = await rollUp(database.url);
    say(`rollup, incremental: ${changed.toLocaleString('en')} changed members in ${seconds(startedAt)}`);

    server = await startServerProcess({
      port: await freePort(),
      databaseUrl: database.url,
      env: { THROTTLE_MULTIPLIER: '1000' },
      readyTimeoutMs: 120_000,
    });
    const cookie = await signIn(server.url);
    const figures = [];
    for (const path of ['/api/staff/partner/institutions', `/api/staff/institutions/${institutionId}/report`, `/api/staff/institutions/${institutionId}/report.csv`]) {
      figures.push(await measure(server.url, path, cookie));
    }
    say(`\n${LOAD.connections} connections, ${LOAD.durationSeconds} s per route; budget p99 < ${BUDGET_P99_MS} ms`);
    say('| route | req/s | p50 ms | p99 ms | errors | within budget |');
    say('|---|---:|---:|---:|---:|---|');
    let failed = false;
    for (const figure of figures) {
      const within = figure.p99 < BUDGET_P99_MS && figure.errors === 0;
      failed ||= !within;
      say(`| GET ${figure.path.replace(String(institutionId), ':id')} | ${Math.round(figure.rps)} | ${figure.p50} | ${figure.p99} | ${figure.errors} | ${within ? 'yes' : 'NO'} |`);
    }
    return failed ? 1 : 0;
  } finally {
    await server?.stop();
    await database.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

process.exitCode = await main();
