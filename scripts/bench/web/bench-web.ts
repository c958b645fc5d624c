// `npm run bench:web`: builds the web app, then checks it against its budgets.
//   1. per route, the gzip size of the JavaScript and CSS that load before the screen shows
//      (Vite's build manifest, mapped through the route table): at most 150 KB of JavaScript;
//   2. Lighthouse, mobile preset (simulated throttling), on the pages people land on, against
//      `npm start`'s server: performance at least 95 and accessibility 100.
// Exits non-zero when a budget is missed. Options: --port 3420 (3420-3439), --runs 3 (per page),
// --reports <folder> (keeps each run's Lighthouse JSON), --skip-lighthouse.
// docs/quality/web-bench.md says what the figures mean and what they were.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { ClientInfoHeader, formatClientInfo } from '@innerway/domain';
import { measureRouteBundles } from './initial-bundles.ts';
import { auditPage, LighthouseRuntimeError, type TPageRun } from './lighthouse-pages.ts';
import { startProductionServer } from './production-server.ts';
import { printTable } from './print-table.ts';

const budgets = { initialJsGzipBytes: 150_000, performance: 95, accessibility: 100 };
const demoUser = { email: 'full@example.com', password: 'innerway-demo' };

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '3420' },
    runs: { type: 'string', default: '3' },
    reports: { type: 'string' },
    'skip-lighthouse': { type: 'boolean', default: false },
  },
});
const port = Number(values.port);
const runs = Number(values.runs);
if (!Number.isInteger(port) || port < 3420 || port > 3439) throw new Error('--port must be within 3420-3439');
if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs must be a positive integer');

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));
const webRoot = path.join(repoRoot, 'apps/web');
const misses: string[] = [];

// 1. What each route loads before it shows.
const bundles = measureRouteBundles(webRoot);
const kb = (bytes: number) => (bytes / 1000).toFixed(1);
console.log('\nInitial JavaScript and CSS per route (gzip, KB = 1000 bytes)\n');
printTable(
  ['route', 'screen module', 'JS', 'CSS', 'files'],
  bundles.map((bundle) => [bundle.path, path.basename(bundle.module), kb(bundle.jsGzipBytes), kb(bundle.cssGzipBytes), String(bundle.files.length)]),
);
for (const bundle of bundles) {
  if (bundle.jsGzipBytes > budgets.initialJsGzipBytes) {
    misses.push(`${bundle.path}: initial JavaScript ${kb(bundle.jsGzipBytes)} KB gzip > ${kb(budgets.initialJsGzipBytes)} KB`);
  }
}

// 2. Lighthouse on the production server.
async function signIn(baseUrl: string): Promise<string> {
  const reply = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      [ClientInfoHeader]: formatClientInfo({ platform: 'web', version: 'bench', build: 0, window: '412x823' }),
    },
    body: JSON.stringify(demoUser),
  });
  if (!reply.ok) throw new Error(`sign-in as ${demoUser.email} failed: ${reply.status} ${await reply.text()}`);
  return reply.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}

async function firstTopicId(baseUrl: string, cookie: string): Promise<number> {
  const reply = await fetch(`${baseUrl}/api/modules`, { headers: { cookie } });
  const body = (await reply.json()) as { data?: { id: number }[] };
  const id = body.data?.[0]?.id;
  if (!reply.ok || id === undefined) throw new Error(`GET /api/modules gave no topic (${reply.status})`);
  return id;
}

/** A page the bench visits must be one the route table serves, or a rename would go unnoticed. */
function assertRouted(pagePath: string) {
  const matches = bundles.some(({ path: pattern }) =>
    new RegExp(`^${pattern.replace(/:[A-Za-z]+/g, '[^/]+')}/?$`).test(pagePath),
  );
  if (!matches) throw new Error(`${pagePath} matches no route of router.tsx`);
}

const median = (numbers: number[]) => [...numbers].sort((a, b) => a - b)[Math.floor((numbers.length - 1) / 2)] ?? Number.NaN;
function spread(numbers: number[], format: (n: number) => string): string {
  const low = Math.min(...numbers);
  const high = Math.max(...numbers);
  return low === high ? format(low) : `${format(median(numbers))} (${format(low)}-${format(high)})`;
}

/** Lighthouse now and then loses a trace's navigation start (NO_NAVSTART) and asks to be run again. */
async function auditPageRetrying(chromePath: string, url: string, cookie: string | undefined, reportFile?: string): Promise<TPageRun> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await auditPage(chromePath, url, cookie, reportFile);
    } catch (error) {
      if (attempt === 3 || !(error instanceof LighthouseRuntimeError)) throw error;
      console.error(`[bench:web] ${(error as Error).message}: running it again`);
    }
  }
}

if (!values['skip-lighthouse']) {
  if (values.reports) mkdirSync(values.reports, { recursive: true });
  const server = await startProductionServer(port);
  try {
    const cookie = await signIn(server.baseUrl);
    const pages = [
      { path: '/login', cookie: undefined },
      { path: '/', cookie },
      { path: '/topics', cookie },
      { path: `/topic_detail/${await firstTopicId(server.baseUrl, cookie)}`, cookie },
    ];
    pages.forEach((page) => assertRouted(page.path));

    const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
    const results: { path: string; runs: TPageRun[] }[] = [];
    for (const page of pages) {
      const pageRuns: TPageRun[] = [];
      for (let run = 0; run < runs; run += 1) {
        const reportFile = values.reports && path.join(values.reports, `${page.path.replace(/\W+/g, '_')}-${run + 1}.json`);
        const result = await auditPageRetrying(chromePath, server.baseUrl + page.path, page.cookie, reportFile);
        const landed = new URL(result.finalUrl).pathname;
        if (landed !== page.path) throw new Error(`${page.path} ended on ${landed}: the sign-in did not hold`);
        pageRuns.push(result);
        console.error(`[bench:web] ${page.path} run ${run + 1}/${runs}: performance ${result.performance}, accessibility ${result.accessibility}`);
      }
      results.push({ path: page.path, runs: pageRuns });
    }

    console.log(`\nLighthouse, mobile preset, simulated throttling: median of ${runs} run(s) (min-max)\n`);
    // The CPU index says how busy the machine was: simulated throttling scales the observed CPU time.
    printTable(
      ['route', 'perf', 'a11y', 'LCP', 'TBT', 'CLS', 'CPU index'],
      results.map(({ path: pagePath, runs: pageRuns }) => [
        pagePath,
        spread(pageRuns.map((run) => run.performance), String),
        spread(pageRuns.map((run) => run.accessibility), String),
        spread(pageRuns.map((run) => run.lcpMs), (ms) => `${(ms / 1000).toFixed(2)} s`),
        spread(pageRuns.map((run) => run.tbtMs), (ms) => `${Math.round(ms)} ms`),
        spread(pageRuns.map((run) => run.cls), (cls) => cls.toFixed(3)),
        spread(pageRuns.map((run) => run.benchmarkIndex), (index) => String(Math.round(index))),
      ]),
    );

    for (const { path: pagePath, runs: pageRuns } of results) {
      for (const category of ['performance', 'accessibility'] as const) {
        const scores = pageRuns.map((run) => run[category]);
        const score = median(scores);
        if (score >= budgets[category]) continue;
        // The run whose score is the median's, so the audits named explain the figure reported.
        const failing = pageRuns.find((run) => run[category] === score)?.failingAudits[category] ?? [];
        misses.push(`${pagePath}: ${category} ${score} < ${budgets[category]}; failing audits: ${failing.join(', ') || 'none named'}`);
      }
    }
  } finally {
    await server.stop();
  }
}

if (misses.length > 0) {
  console.error(`\nMissed budgets:\n${misses.map((miss) => `  - ${miss}`).join('\n')}`);
  process.exitCode = 1;
} else {
  console.log('\nEvery budget met.');
}
