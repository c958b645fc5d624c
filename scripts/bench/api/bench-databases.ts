// The benchmark's data: one embedded PostgreSQL in a throw-away folder holding two databases that
// differ only in the size of the progress tables, so that growth with data shows in the figures.
import pg from 'pg';
import { ContentStatus, TutorialOfferStatus } from '@innerway/domain';
import { loadContent } from '@innerway/content';
import { hashPassword } from '../../../apps/api/src/auth/password-hash.ts';
import { createDb } from '../../../apps/api/src/db/client.ts';
import { startEmbeddedPostgres } from '../../../apps/api/src/db/embedded.ts';
import { runMigrations } from '../../../apps/api/src/db/migrate.ts';
import { seedContent } from '../../../apps/api/src/db/seed.ts';

const BENCH_USERS = 10_000;
/** Bench users 1..SIGNED_IN_USERS are the ones that sign in; they have progress in both databases. */
export const SIGNED_IN_USERS = 10;
export const BENCH_PASSWORD = 'bench-password-not-secret';
export const benchEmail = (n: number) => `bench-${n}@example.com`;

/**
 * The demo program has 55 steps and activities; a user's progress is one row per item, so 10,000
 * users could hold only 550,000 rows. Retired (archived) videos keep their viewers' rows, as they
 * would in a program that has been running for years: 45 of them bring every user to 100 rows.
 */
const PROGRESS_ROWS_PER_USER = 100;
const RETIRED_STEP_IDS_FROM = 90_001;

interface TBenchPhaseDatabase {
  name: string;
  url: string;
}

export interface TBenchDatabases {
  phases: TBenchPhaseDatabase[];
  stop(): Promise<void>;
}

export async function startBenchDatabases(dataDir: string, say: (line: string) => void): Promise<TBenchDatabases> {
  const server = await startEmbeddedPostgres({ dataDir, database: 'bench_large', log: say });
  try {
    const admin = new pg.Client({ connectionString: server.adminUrl });
    await admin.connect();
    await admin.query('create database bench_small');
    await admin.end();
    const smallUrl = server.url.replace(/\/bench_large$/, '/bench_small');

    // One hash for everyone: argon2 is slow by design and what is measured here is not sign-in.
    const passwordHash = await hashPassword(BENCH_PASSWORD);
    const phases = [
      { name: '1,000 progress rows', url: smallUrl, usersWithProgress: SIGNED_IN_USERS },
      { name: '1,000,000 progress rows', url: server.url, usersWithProgress: BENCH_USERS },
    ];
    const seeded: TBenchPhaseDatabase[] = [];
    for (const phase of phases) {
      const startedAt = Date.now();
      const progressRows = await seedBenchDatabase(phase.url, passwordHash, phase.usersWithProgress);
      say(`seeded ${phase.name}: ${BENCH_USERS} users, ${progressRows} progress rows in ${((Date.now() - startedAt) / 1000).toFixed(1)} s`);
      seeded.push({ name: phase.name, url: phase.url });
    }
    return { phases: seeded, stop: () => server.stop() };
  } catch (error) {
    await server.stop().catch(() => {});
    throw error;
  }
}

async function seedBenchDatabase(url: string, passwordHash: string, usersWithProgress: number): Promise<number> {
  // One connection, so that the session setting below holds for every statement.
  const pool = new pg.Pool({ connectionString: url, max: 1 });
  try {
    await runMigrations(pool);
    await seedContent(createDb(pool), loadContent());
    const run = (text: string, values: unknown[] = []) => pool.query(text, values);
    // The rows are consistent by construction: skipping the per-row foreign-key checks makes
    // a million of them seconds of work.
    await run('set session_replication_role = replica');

    await run(
      `insert into steps (id, lesson_id, title, publish_status, sort_order)
       select $1::int + n, (select min(id) from lessons), 'Retired video ' || n, $2, 1000 + n
       from generate_series(0, $3::int - 1) as n`,
      [RETIRED_STEP_IDS_FROM, ContentStatus.Archived, PROGRESS_ROWS_PER_USER - (await countItems(pool))],
    );
    await run(
      `insert into users (email, name, password_hash, is_email_verified, is_trial_mode, agreed_to_conditions, tutorial_offer_status)
       select 'bench-' || n || '@example.com', 'Bench User ' || n, $1, true, false, true, $2
       from generate_series(1, $3::int) as n`,
      [passwordHash, TutorialOfferStatus.Completed, BENCH_USERS],
    );
    // Everyone has been signed in somewhere, so the session look-up searches a realistic table.
    await run(
      `insert into sessions (id, user_id, token_hash, expires_at)
       select gen_random_uuid()::text, id, encode(sha256(convert_to(gen_random_uuid()::text, 'UTF8')), 'hex'), now() + interval '30 days'
       from users where email like 'bench-%'`,
    );
    const benchUsers = `select id from users where email like 'bench-%' order by id limit $1`;
    await run(
      `insert into user_step_progress (user_id, step_id, percent, time_seconds, updated_at)
       select u.id, s.id, (u.id * 7 + s.id) % 101, (u.id + s.id) % 600, now() - ((u.id + s.id) % 400) * interval '1 day'
       from (${benchUsers}) u cross join steps s`,
      [usersWithProgress],
    );
    await run(
      `insert into user_exercise_progress (user_id, exercise_id, percent, updated_at)
       select u.id, e.id, (u.id * 3 + e.id) % 101, now() - ((u.id + e.id) % 400) * interval '1 day'
       from (${benchUsers}) u cross join exercises e`,
      [usersWithProgress],
    );
    await run('vacuum analyze');
    // Written out now, so that flushing the load does not fall into a later phase's measurement.
    await run('checkpoint');
    const { rows } = await run(
      'select (select count(*) from user_step_progress) + (select count(*) from user_exercise_progress) as count',
    );
    return Number(rows[0].count);
  } finally {
    await pool.end();
  }
}

async function countItems(pool: pg.Pool): Promise<number> {
  const { rows } = await pool.query('select (select count(*) from steps) + (select count(*) from exercises) as count');
  return Number(rows[0].count);
}
