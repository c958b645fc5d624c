import { fileURLToPath } from 'node:url';
import type pg from 'pg';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import { migrateJobQueue } from './job-queue.ts';

const migrationsFolder = fileURLToPath(new URL('../../drizzle', import.meta.url));

// Any constant shared by every instance: it names the lock, nothing else.
const STARTUP_LOCK_ID = 7_340_112;

/**
 * Runs `task` while holding the start-up lock. Several API instances may start together on one
 * database: an advisory lock on one connection lets the first migrate and seed while the others
 * wait, then find nothing left to do.
 */
export async function withStartupLock<T>(pool: pg.Pool, task: (client: pg.PoolClient) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [STARTUP_LOCK_ID]);
    return await task(client);
  } finally {
    await client.query('select pg_advisory_unlock($1)', [STARTUP_LOCK_ID]).catch(() => {});
    client.release();
  }
}

/** Applies the committed SQL migrations the database has not seen yet, on a locked connection. */
export async function migrateWith(client: pg.PoolClient): Promise<void> {
  await migrate(drizzle(client), { migrationsFolder });
}

/**
 * The migrations alone, under the start-up lock (the server also seeds under it: server.ts), then
 * the job queue's schema. `pool` is one made from a connection string (createPool).
 */
export async function runMigrations(pool: pg.Pool): Promise<void> {
  await withStartupLock(pool, migrateWith);
  await migrateJobQueue(pool.options.connectionString!, console);
}
