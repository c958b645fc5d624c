import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { BrowserContext, Page } from '@playwright/test';

/** `vite build --mode native-test` (root `npm run test:e2e` builds it for this server). */
const bundleDir = path.resolve(import.meta.dirname, '../../apps/web/dist-native-test');

/** The e2e server, which the bundle was built to call (VITE_API_URL). */
export const apiOrigin = process.env.E2E_BASE_URL ?? `http://127.0.0.1:${process.env.E2E_PORT ?? 3100}`;

/** Written by the test, read by the bundle's test switch (apps/web/src/platform/test-switch.ts). */
const testPlatformKey = 'innerway:test-platform';
const testLaunchUrlKey = 'innerway:test-launch-url';

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.webmanifest': 'application/manifest+json',
  '.woff2': 'font/woff2',
};

/** The bundle names the API origin it was built for; one built for another server fails loudly. */
export async function expectBundleForThisServer(): Promise<void> {
  const files = await readdir(path.join(bundleDir, 'assets')).catch(() => {
    throw new Error(`No native-test bundle in ${bundleDir}: run VITE_API_URL=${apiOrigin} npm run build:native-test -w @innerway/web`);
  });
  const scripts = await Promise.all(files.filter((file) => file.endsWith('.js')).map((file) => readFile(path.join(bundleDir, 'assets', file), 'utf8')));
  if (!scripts.some((code) => code.includes(apiOrigin))) {
    throw new Error(`The native-test bundle was not built for ${apiOrigin}: rebuild it with VITE_API_URL=${apiOrigin}`);
  }
}

/**
 * Serves the bundle at the app's origin as Capacitor does: files as they are, any other path
 * (a screen's route) gets index.html.
 */
export async function serveNativeBundle(context: BrowserContext, appOrigin: string): Promise<void> {
  await context.route(`${appOrigin}/**`, async (route) => {
    const { pathname } = new URL(route.request().url());
    const extension = path.extname(pathname);
    const file = extension ? path.join(bundleDir, path.normalize(pathname)) : path.join(bundleDir, 'index.html');
    if (!file.startsWith(bundleDir)) return route.fulfill({ status: 404 });
    try {
      const body = await readFile(file);
      await route.fulfill({ status: 200, body, contentType: contentTypes[extension || '.html'] ?? 'application/octet-stream' });
    } catch {
      await route.fulfill({ status: 404, body: 'Not found' });
    }
  });
}

/** The app runs as the iOS or the Android app on every page load from now on. */
export async function choosePlatform(context: BrowserContext, platform: 'ios' | 'android'): Promise<void> {
  await context.addInitScript(([key, value]) => window.localStorage.setItem(key, value), [testPlatformKey, platform] as const);
}

/** A cold start from a link: the app opens with it as its launch URL. */
export async function launchWithLink(page: Page, url: string): Promise<void> {
  // The page's own start-up must be over first: its test switch consumes the launch URL. The
  // app has rendered once index.html's splash is replaced.
  await page.locator('#root > :not(.boot-splash)').first().waitFor({ state: 'attached' });
  await page.evaluate(([key, value]) => window.localStorage.setItem(key, value), [testLaunchUrlKey, url] as const);
  await page.reload();
}

/** A link the system hands to the running app (@capacitor/app 'appUrlOpen'). */
export async function openLinkInRunningApp(page: Page, url: string): Promise<void> {
  await page.evaluate((link) => {
    const plugins = (window as unknown as { Capacitor: { Plugins: { App: { notifyListeners(event: string, data: unknown): Promise<void> } } } })
      .Capacitor.Plugins;
    return plugins.App.notifyListeners('appUrlOpen', { url: link });
  }, url);
}
