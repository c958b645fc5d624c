import pg from 'pg';
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import * as schema from './schema.ts';

/** With its pool (`$client`), for the work that must hold one connection, such as a session-level lock. */
export type Db = NodePgDatabase<typeof schema> & { $client: pg.Pool };

/** Works inside and outside a transaction. */
export type TQueryable = Pick<Db, 'select' | 'insert' | 'update' | 'delete' | 'execute'>;

// A request that needs the database must fail well within the web client's patience
// (Constants.requestTimeoutMs, 30 s) rather than hang: connecting or waiting for a free
// connection gives up first, then the server cancels a runaway statement, and last the client
// abandons a server that stopped answering at all (the pool then discards that connection).
const CONNECT_TIMEOUT_MS = 5_000;
const STATEMENT_TIMEOUT_MS = 10_000;
const QUERY_TIMEOUT_MS = 15_000;

/**
 * `statementTimeouts: false` for work that may rightly run long, such as migrations (or waiting
 * for another instance's migration lock); pools serving requests keep them. `clientTimeout: false`
 * keeps the server's statement timeout but not the client's own: for the job worker, whose rollups
 * raise the statement timeout for their long statements (`set local statement_timeout`), which
 * the client's fixed 15 s would otherwise cut short.
 */
export function createPool(connectionString: string, max = 10, { statementTimeouts = true, clientTimeout = true } = {}): pg.Pool {
  const timeouts = statementTimeouts ? { statement_timeout: STATEMENT_TIMEOUT_MS, ...(clientTimeout ? { query_timeout: QUERY_TIMEOUT_MS } : {}) } : {};
  const pool = new pg.Pool({ connectionString, max, connectionTimeoutMillis: CONNECT_TIMEOUT_MS, keepAlive: true, ...timeouts });
  // An idle client losing its server (restart, network) must not crash the process; the next
  // query fails and the error handler answers 503.
  pool.on('error', () => {});
  // Likewise a client that loses it while checked out between queries, such as the job
  // worker's LISTEN connection (the worker notices and reconnects on its own).
  pool.on('connect', (client) => client.on('error', () => {}));
  return pool;
}

export function createDb(pool: pg.Pool): Db {
  return drizzle(pool, { schema });
}
