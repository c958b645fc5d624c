import type pg from 'pg';
import { Version, type THealth, type THealthEntry } from '@innerway/domain';

// A health probe must answer quickly even when the database hangs.
const DATABASE_TIMEOUT_MS = 2_000;

async function checkDatabase(pool: pg.Pool): Promise<THealthEntry> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('no answer in time')), DATABASE_TIMEOUT_MS);
  });
  try {
    await Promise.race([pool.query('select 1'), timeout]);
    return { healthy: true };
  } catch {
    return { healthy: false, message: 'The database cannot be reached.' };
  } finally {
    clearTimeout(timer);
  }
}

export async function checkHealth(pool: pg.Pool, environment: string): Promise<THealth> {
  const services = { database: await checkDatabase(pool) };
  return {
    healthy: Object.values(services).every((service) => service.healthy),
    version: Version.web.version,
    build: Version.web.build,
    environment,
    services,
  };
}
