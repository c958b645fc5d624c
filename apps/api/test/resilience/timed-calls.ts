// Other clients going about their business while something breaks: a health monitor and a few
// signed-in users, each one call at a time, every call timed and kept with the phase it began in.
import { Constants } from '@innerway/domain';
import { callApi, type TLoadUser } from './signed-in-users.ts';

export interface TTimedCall {
  /** What the run was doing when the call began (`setPhase`). */
  phase: string;
  call: string;
  /** 0 when no reply came within the web client's patience or the connection failed. */
  status: number;
  body: unknown;
  /** When the call began (`performance.now()`), and how long its reply took. */
  at: number;
  ms: number;
}

/** Reply-time percentiles in whole milliseconds, for the report. */
export function latencyPercentiles(latencies: number[]) {
  const sorted = [...latencies].sort((a, b) => a - b);
  const at = (q: number) => Math.round(sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0);
  return { p50: at(0.5), p95: at(0.95), p99: at(0.99), max: Math.round(sorted.at(-1) ?? 0) };
}

/** Calls, statuses and reply times of the calls of one phase (or all), for the report. */
export function summariseCalls(calls: TTimedCall[]) {
  const statuses: Record<number, number> = {};
  for (const { status } of calls) statuses[status] = (statuses[status] ?? 0) + 1;
  return { calls: calls.length, statuses, latencyMs: latencyPercentiles(calls.map((call) => call.ms)) };
}

/**
 * Starts a health monitor (no session, `/api/health` every `probeEveryMs`) and, per user, a loop
 * of `GET /api/modules`, `GET /api/users/me`, a save of `stepId`'s progress (one statement) and a
 * profile change (a transaction). Each call gives
 * up at the web client's patience (`Constants.requestTimeoutMs`). `stop()` ends the loops after
 * their calls in flight and returns every call.
 */
export function startBackgroundCalls({
  baseUrl,
  users,
  stepId,
  probeEveryMs = 100,
}: {
  baseUrl: string;
  users: TLoadUser[];
  stepId: number;
  probeEveryMs?: number;
}) {
  const calls: TTimedCall[] = [];
  let phase = 'before';
  let running = true;

  const timed = async (call: string, send: (signal: AbortSignal) => Promise<{ status: number; body: unknown }>) => {
    const began = phase;
    const started = performance.now();
    const reply = await send(AbortSignal.timeout(Constants.requestTimeoutMs)).catch(() => ({ status: 0, body: null }));
    calls.push({ phase: began, call, status: reply.status, body: reply.body, at: started, ms: performance.now() - started });
  };

  const monitor = (async () => {
    while (running) {
      await timed('GET /api/health', async (signal) => {
        const response = await fetch(`${baseUrl}/api/health`, { signal });
        return { status: response.status, body: await response.json() };
      });
      await new Promise((resolve) => setTimeout(resolve, probeEveryMs));
    }
  })();
  const members = users.map(async (user, n) => {
    for (let round = 0; running; round += 1) {
      await timed('GET /api/modules', (signal) => callApi(baseUrl, user, 'GET', '/api/modules', undefined, signal));
      await timed('GET /api/users/me', (signal) => callApi(baseUrl, user, 'GET', '/api/users/me', undefined, signal));
      // Growing percents, so that each save is a real write.
      const progress = Math.min(100, 1 + ((round + n) % 100));
      await timed('PUT /api/steps/:id/progress', (signal) =>
        callApi(baseUrl, user, 'PUT', `/api/steps/${stepId}/progress`, { progress, time: progress * 3 }, signal),
      );
      await timed('PUT /api/users/:id', (signal) =>
        callApi(baseUrl, user, 'PUT', `/api/users/${user.id}`, { marketing_opt_in: round % 2 === 0 }, signal),
      );
    }
  });

  return {
    calls,
    setPhase(next: string) {
      phase = next;
    },
    async stop(): Promise<TTimedCall[]> {
      running = false;
      await Promise.all([monitor, ...members]);
      return calls;
    },
  };
}
