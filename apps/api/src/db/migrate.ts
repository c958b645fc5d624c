import { fileURLToPath } from 'node:url';
import type pg from 'pg';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';

const migrationsFolder = fileURLToPath(new URL('../../drizzle', import.meta.url));

// Any constant shared by every instance: it names the lock, nothing else.
const MIGRATION_LOCK_ID = 7_340_112;

/**
 * Applies the committed SQL migrations the database has not seen yet. Several API instances may
 * start together: an advisory lock on one connection lets the first migrate while the others wait,
 * then find nothing left to do.
 */
export async function runMigrations(pool: pg.Pool): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
    await migrate(drizzle(client), { migrationsFolder });
  } finally {
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => {});
    client.release();
  }
}
