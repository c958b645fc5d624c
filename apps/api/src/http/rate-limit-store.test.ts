import { describe, expect, it } from 'vitest';
import type { FastifyRateLimitStore } from '@fastify/rate-limit';
import { createPool } from '../db/client.ts';
import { setUpTestApp, type TestApp } from '../test/harness.ts';
import { createPgRateLimitStore } from './rate-limit-store.ts';

let t: TestApp;
setUpTestApp((test) => (t = test));

const routeStore = (store: FastifyRateLimitStore, url: string) =>
  store.child({ routeInfo: { method: 'POST', url } } as unknown as Parameters<FastifyRateLimitStore['child']>[0]);

const incr = (store: FastifyRateLimitStore, key: string, timeWindow: number) =>
  new Promise<{ current: number; ttl: number }>((resolve, reject) =>
    store.incr(key, (error, result) => (error ? reject(error) : resolve(result!)), timeWindow, 5),
  );

describe('the PostgreSQL rate-limit store', () => {
  it('counts hits per key and route within the window', async () => {
    const Store = createPgRateLimitStore(t.pool);
    const login = routeStore(new Store({}), '/api/auth/login');
    const register = routeStore(new Store({}), '/api/users/register');

    expect((await incr(login, 'ana', 60_000)).current).toBe(1);
    const second = await incr(login, 'ana', 60_000);
    expect(second.current).toBe(2);
    expect(second.ttl).toBeGreaterThan(50_000);
    expect(second.ttl).toBeLessThanOrEqual(60_000);
    expect((await incr(login, 'ben', 60_000)).current).toBe(1);
    expect((await incr(register, 'ana', 60_000)).current).toBe(1);
  });

  it('holds the count across API instances sharing the database', async () => {
    const otherPool = createPool(t.pool.options.connectionString!, 1);
    try {
      const first = routeStore(new (createPgRateLimitStore(t.pool))({}), '/api/password/email');
      const second = routeStore(new (createPgRateLimitStore(otherPool))({}), '/api/password/email');
      await incr(first, 'shared', 60_000);
      await incr(second, 'shared', 60_000);
      expect((await incr(first, 'shared', 60_000)).current).toBe(3);
    } finally {
      await otherPool.end();
    }
  });

  it('starts a new window once the old one is over', async () => {
    const store = routeStore(new (createPgRateLimitStore(t.pool))({}), '/api/email/resend');
    await incr(store, 'short', 60_000);
    expect((await incr(store, 'short', 60_000)).current).toBe(2);
    // The window ends as the database's clock passes it: moved to the past rather than waited for.
    await t.pool.query(`update rate_limits set reset_at = now() - interval '1 millisecond' where key like '%:short'`);
    expect((await incr(store, 'short', 60_000)).current).toBe(1);
  });
});
