import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { createDb } from './client.ts';
import { startFreezableProxy } from './freezable-connection-testing.ts';
import { setUpTestApp, type TestApp } from '../test/harness.ts';

// createPool's timeouts, shortened: the pool's only connection, the client's read timeout. The read
// timeout is what a frozen database meets, but also any statement on a busy test machine: 2 s leaves
// a fresh connection's first statement room there.
function withTimeouts(connectionString: string): pg.Pool {
  const pool = new pg.Pool({ connectionString, max: 1, query_timeout: 2_000, connectionTimeoutMillis: 5_000 });
  pool.on('error', () => {});
  pool.on('connect', (client) => client.on('error', () => {}));
  return pool;
}

const readTimeout = { cause: { message: 'Query read timeout' } };

describe('a transaction on a database that stops answering', () => {
  let t: TestApp;
  setUpTestApp((test) => (t = test), { worker: false });

  it('gives its connection back to the pool when its BEGIN times out, so the pool serves again after the thaw', async () => {
    const proxy = await startFreezableProxy(t.pool.options.connectionString!);
    const pool = withTimeouts(proxy.url);
    const db = createDb(pool);
    try {
      expect((await db.execute(sql`select 1 as one`)).rows).toEqual([{ one: 1 }]);
      proxy.freeze();
      await expect(db.transaction((tx) => tx.execute(sql`select 1`))).rejects.toMatchObject(readTimeout);
      proxy.thaw();
      // The pool's one connection was given back (and, its state unknown, discarded): a new one serves.
      expect((await db.execute(sql`select 1 as one`)).rows).toEqual([{ one: 1 }]);
      expect(pool.totalCount).toBe(1);
    } finally {
      await pool.end();
      await proxy.close();
    }
  });

  it('discards a connection a read timeout left mid-statement, rather than queue a ROLLBACK behind it or hand it on', async () => {
    const proxy = await startFreezableProxy(t.pool.options.connectionString!);
    const pool = withTimeouts(proxy.url);
    const db = createDb(pool);
    try {
      const frozenMidway = db.transaction(async (tx) => {
        await tx.execute(sql`select 1`);
        proxy.freeze();
        await tx.execute(sql`select 2`);
      });
      await expect(frozenMidway).rejects.toMatchObject(readTimeout);
      // Discarded at once, still frozen: no ROLLBACK waited for its own timeout behind the statement.
      expect(pool.totalCount).toBe(0);
      proxy.thaw();
      expect((await db.execute(sql`select 1 as one`)).rows).toEqual([{ one: 1 }]);
    } finally {
      await pool.end();
      await proxy.close();
    }
  });
});
