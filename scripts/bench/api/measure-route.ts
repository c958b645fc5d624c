import autocannon from 'autocannon';
import type { TBenchRoute } from './bench-routes.ts';
import { processCpuMs } from './process-cpu.ts';

export interface TLoad {
  connections: number;
  durationSeconds: number;
  warmUpSeconds: number;
}

export interface TRouteFigures {
  route: string;
  isRead: boolean;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  /** non-2xx replies plus socket errors and timeouts */
  errors: number;
  requests: number;
  /** CPU the API server process spent per request, in microseconds; null where it cannot be read */
  serverCpuUs: number | null;
}

/** One route under `load.connections` concurrent keep-alive connections, after a warm-up that is not counted. */
export async function measureRoute(server: { url: string; pid: number }, route: TBenchRoute, load: TLoad): Promise<TRouteFigures> {
  const run = (duration: number) =>
    autocannon({
      url: server.url,
      connections: load.connections,
      duration,
      requests: [{ setupRequest: (request) => ({ ...request, ...route.next() }) }],
    });
  if (load.warmUpSeconds > 0) await run(load.warmUpSeconds);
  const cpuBefore = processCpuMs(server.pid);
  const result = await run(load.durationSeconds);
  const cpuAfter = processCpuMs(server.pid);
  return {
    route: route.name,
    isRead: route.isRead,
    requestsPerSecond: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors: result.non2xx + result.errors,
    requests: result.requests.total,
    serverCpuUs: cpuBefore === null || cpuAfter === null ? null : ((cpuAfter - cpuBefore) * 1000) / result.requests.total,
  };
}
