// The API's budgets (docs/quality/api-bench.md): what it must hold on the benchmark's load, and by how much a run misses.
import { HELLO_ROUTE_NAME } from './bench-routes.ts';
import type { TRouteFigures } from './measure-route.ts';

export const BUDGETS = {
  maxErrors: 0,
  maxP99Ms: 50,
  /** of the hello route's requests/s, for every read route */
  minShareOfHello: 0.25,
  /** p50 on the large database over p50 on the small one */
  maxP50Growth: 1.5,
} as const;

export interface TPhaseFigures {
  name: string;
  routes: TRouteFigures[];
}

export const shareOfHello = (figures: TRouteFigures, phase: TPhaseFigures): number =>
  figures.requestsPerSecond / (phase.routes.find((route) => route.route === HELLO_ROUTE_NAME)?.requestsPerSecond ?? NaN);

/** Every missed budget as a line that says which, where and by how much; empty when all hold. */
export function missedBudgets(small: TPhaseFigures, large: TPhaseFigures): string[] {
  const missed: string[] = [];
  for (const phase of [small, large]) {
    for (const figures of phase.routes) {
      const where = `${figures.route} (${phase.name})`;
      if (figures.errors > BUDGETS.maxErrors) missed.push(`errors: ${where} had ${figures.errors} of ${figures.requests} requests fail (budget 0)`);
      if (figures.p99Ms >= BUDGETS.maxP99Ms) {
        missed.push(`p99: ${where} ${figures.p99Ms} ms, ${figures.p99Ms - BUDGETS.maxP99Ms} ms over (budget under ${BUDGETS.maxP99Ms} ms)`);
      }
      const share = shareOfHello(figures, phase);
      if (figures.isRead && !(share >= BUDGETS.minShareOfHello)) {
        const needed = BUDGETS.minShareOfHello / share;
        missed.push(`throughput: ${where} ${percent(share)} of the hello route's requests/s, needs ${needed.toFixed(2)}x (budget ${percent(BUDGETS.minShareOfHello)})`);
      }
    }
  }
  for (const figures of large.routes) {
    const before = small.routes.find((route) => route.route === figures.route);
    if (!before || figures.route === HELLO_ROUTE_NAME) continue;
    const growth = figures.p50Ms / before.p50Ms;
    if (!(growth <= BUDGETS.maxP50Growth)) {
      missed.push(
        `growth: ${figures.route} p50 ${before.p50Ms} ms -> ${figures.p50Ms} ms, ${growth.toFixed(2)}x (budget ${BUDGETS.maxP50Growth}x)`,
      );
    }
  }
  return missed;
}

export const percent = (ratio: number) => `${(ratio * 100).toFixed(1)} %`;
