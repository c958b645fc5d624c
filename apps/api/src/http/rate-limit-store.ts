import type pg from 'pg';
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';

// What the plugin really passes to child(): its merged options with the route under `routeInfo`.
type RouteInfo = { routeInfo?: { method?: string | string[]; url?: string } };
type ChildOptions = Parameters<FastifyRateLimitStore['child']>[0];

// Expired rows are only cleaned up now and then: counting must stay one statement per request.
const PURGE_EVERY = 500;

/**
 * A @fastify/rate-limit store on the `rate_limits` table, so that throttling counters hold
 * across every API instance sharing the database (fixed window per key and route).
 */
export function createPgRateLimitStore(pool: pg.Pool): FastifyRateLimitStoreCtor {
  let increments = 0;

  class PgRateLimitStore implements FastifyRateLimitStore {
    prefix: string;

    constructor(_options: unknown, prefix = '') {
      this.prefix = prefix;
    }

    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
    ): void {
      increments += 1;
      const purge = increments % PURGE_EVERY === 0;
      void count(`${this.prefix}${key}`, timeWindow, purge).then(
        (result) => callback(null, result),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    }

    child(options: ChildOptions): FastifyRateLimitStore {
      const routeOptions = options as unknown as RouteInfo;
      const method = [routeOptions.routeInfo?.method ?? ''].flat().join(',');
      return new PgRateLimitStore(undefined, `${this.prefix}${method}${routeOptions.routeInfo?.url ?? ''}:`);
    }
  }

  async function count(key: string, timeWindowMs: number, purge: boolean) {
    if (purge) await pool.query(`delete from rate_limits where reset_at < now()`);
    const { rows } = await pool.query<{ count: number; ttl: string }>(
      `insert into rate_limits as r (key, count, reset_at)
       values ($1, 1, now() + $2 * interval '1 millisecond')
       on conflict (key) do update set
         count = case when r.reset_at <= now() then 1 else r.count + 1 end,
         reset_at = case when r.reset_at <= now() then excluded.reset_at else r.reset_at end
       returning count, ceil(extract(epoch from (reset_at - now())) * 1000) as ttl`,
      [key, timeWindowMs],
    );
    const row = rows[0]!;
    return { current: row.count, ttl: Math.max(0, Number(row.ttl)) };
  }

  return PgRateLimitStore;
}
