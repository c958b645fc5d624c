import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import pg from 'pg';

/**
 * A statement on the journeys' own database: the embedded PostgreSQL that `npm start` runs in
 * E2E_DATA_DIR (playwright.config.ts). For arranging what no screen can, such as making a row
 * old; the journeys still go through the screens for everything a person does.
 */
export async function queryDatabase(sql: string, params: unknown[] = []): Promise<pg.QueryResult> {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir || process.env.E2E_BASE_URL) throw new Error('The database is reachable only on the server the journeys start themselves.');
  const password = (await readFile(join(dataDir, 'postgres-password'), 'utf8')).trim();
  // postmaster.pid: pid, data directory, start time, port, ...
  const port = Number((await readFile(join(dataDir, 'postgres', 'postmaster.pid'), 'utf8')).split('\n')[3]);
  const client = new pg.Client({ host: '127.0.0.1', port, user: 'postgres', password, database: 'innerway' });
  await client.connect();
  try {
    return await client.query(sql, params);
  } finally {
    await client.end();
  }
}
