import { writeFileSync } from 'node:fs';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Result } from 'lighthouse';

// No browser download works here: Debian's Chromium, headless, quiet (no update or sync traffic
// to skew the network trace).
const chromeFlags = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** Lighthouse could not measure the page (e.g. NO_NAVSTART); its message says to run it again. */
export class LighthouseRuntimeError extends Error {
  override name = 'LighthouseRuntimeError';
}

export interface TPageRun {
  performance: number;
  accessibility: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Lighthouse's measure of this machine's CPU during the run: low means busy, and the figures slower. */
  benchmarkIndex: number;
  /** Where the page ended up: a guard's redirect would mean another screen was measured. */
  finalUrl: string;
  /** Audits that cost points: accessibility failures, and performance metrics or insights below par. */
  failingAudits: Record<'performance' | 'accessibility', string[]>;
}

function score(lhr: Result, category: 'performance' | 'accessibility'): number {
  return Math.round((lhr.categories[category]?.score ?? 0) * 100);
}

function numeric(lhr: Result, audit: string): number {
  return lhr.audits[audit]?.numericValue ?? Number.NaN;
}

function failingAudits(lhr: Result, category: 'performance' | 'accessibility'): string[] {
  return (lhr.categories[category]?.auditRefs ?? [])
    .map((ref) => lhr.audits[ref.id])
    .filter((audit) => audit && audit.score !== null && audit.score < (category === 'accessibility' ? 1 : 0.9))
    .filter((audit) => audit?.scoreDisplayMode !== 'informative' && audit?.scoreDisplayMode !== 'notApplicable')
    .map((audit) => `${audit?.id} (${audit?.displayValue || audit?.title})`);
}

/**
 * One Lighthouse run in its default config (mobile form factor, simulated throttling) in a fresh
 * Chromium: a browser reused across runs loses the trace's navigation start now and then.
 */
export async function auditPage(chromePath: string, url: string, cookie?: string, reportFile?: string): Promise<TPageRun> {
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags, logLevel: 'silent' });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
      extraHeaders: cookie ? { Cookie: cookie } : {},
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { lhr } = result;
    // Opens in https://googlechrome.github.io/lighthouse/viewer/ for the details behind a figure.
    if (reportFile) writeFileSync(reportFile, JSON.stringify(lhr));
    if (lhr.runtimeError) throw new LighthouseRuntimeError(`Lighthouse on ${url}: ${lhr.runtimeError.code}`);
    return {
      performance: score(lhr, 'performance'),
      accessibility: score(lhr, 'accessibility'),
      lcpMs: numeric(lhr, 'largest-contentful-paint'),
      tbtMs: numeric(lhr, 'total-blocking-time'),
      cls: numeric(lhr, 'cumulative-layout-shift'),
      benchmarkIndex: lhr.environment.benchmarkIndex,
      finalUrl: lhr.finalDisplayedUrl,
      failingAudits: { performance: failingAudits(lhr, 'performance'), accessibility: failingAudits(lhr, 'accessibility') },
    };
  } finally {
    chrome.kill();
  }
}
