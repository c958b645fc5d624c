// The production API process (apps/api/src/server.ts) on the loopback, with the bench route.
import { startServerProcess, type ServerProcess } from '../../../apps/api/test/server-process.ts';

/**
 * Rate limiting is global: false in app.ts, so only the routes that declare a throttle have one
 * and none of the benched routes does; the multiplier lifts the sign-in throttle the bench goes
 * through to get its sessions.
 */
export const BENCH_THROTTLE_MULTIPLIER = 1000;

export type TBenchServer = Pick<ServerProcess, 'url' | 'pid' | 'stop'>;

export function startBenchServer(options: { port: number; databaseUrl: string }): Promise<TBenchServer> {
  return startServerProcess({
    port: options.port,
    databaseUrl: options.databaseUrl,
    env: { BENCH_ROUTES: '1', THROTTLE_MULTIPLIER: String(BENCH_THROTTLE_MULTIPLIER) },
    readyTimeoutMs: 60_000,
  });
}
