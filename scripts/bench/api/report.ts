import { percent, shareOfHello, type TPhaseFigures } from './budgets.ts';

/** One table per phase: the figures the budgets are judged on. */
export function formatPhase(phase: TPhaseFigures): string {
  const header = ['route', 'req/s', 'p50 ms', 'p99 ms', 'errors', 'of hello', 'server CPU µs/req'];
  const rows = phase.routes.map((figures) => [
    figures.route,
    figures.requestsPerSecond.toFixed(0),
    String(figures.p50Ms),
    String(figures.p99Ms),
    String(figures.errors),
    percent(shareOfHello(figures, phase)),
    figures.serverCpuUs === null ? 'n/a' : figures.serverCpuUs.toFixed(0),
  ]);
  const widths = header.map((_, column) => Math.max(...[header, ...rows].map((row) => row[column]!.length)));
  const line = (row: string[]) => row.map((cell, column) => (column === 0 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!))).join('  ');
  return [`${phase.name}`, line(header), ...rows.map(line)].join('\n');
}
