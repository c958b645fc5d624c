import { defineConfig, devices } from '@playwright/test';
import { chmodSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { storePages } from './support/store-pages.ts';

// The journeys run against `npm start`'s production build on a throw-away DATA_DIR, with
// Debian's Chromium (no browser download works here). Each journey runs at the three sizes
// of the architecture brief: small (touch phone), medium and large.
const port = Number(process.env.E2E_PORT ?? 3100);
const baseURL = process.env.E2E_BASE_URL ?? `http://127.0.0.1:${port}`;
// Playwright loads this file in the runner and in each worker: keep one data folder for all.
const dataDir = (process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'innerway-e2e-')));
// mkdtemp makes a private folder; as root, the embedded PostgreSQL runs as `postgres` and must reach it.
chmodSync(dataDir, 0o755);

const nativeSpec = /native-app\.spec\.ts$/;
// The studio's journey publishes a new topic for a minute or two, and other journeys count the
// program's topics: it runs once every other project has finished (a single spec: `--no-deps`).
const journeySpec = /studio-journey\.spec\.ts$/;
const phone = { ...devices['Desktop Chrome'], viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true };
const desktop = { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 } };

const chromium = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};

export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  // Two files at a time against the one server: each journey makes its own people, and the
  // browsers spend much of their time waiting on media and the network. E2E_WORKERS=1 for a
  // quiet, sequential run.
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL,
    launchOptions: chromium,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    locale: 'en-US',
  },
  projects: [
    {
      name: 'small',
      testIgnore: [nativeSpec, journeySpec],
      use: phone,
    },
    { name: 'medium', testIgnore: [nativeSpec, journeySpec], use: { ...devices['Desktop Chrome'], viewport: { width: 900, height: 1000 } } },
    { name: 'large', testIgnore: [nativeSpec, journeySpec], use: desktop },
    { name: 'small-studio', testMatch: journeySpec, dependencies: ['small', 'medium', 'large', 'native'], use: phone },
    { name: 'large-studio', testMatch: journeySpec, dependencies: ['small', 'medium', 'large', 'native'], use: desktop },
    // The apps' bundle (apps/web/dist-native-test) as a phone's web view runs it: at the apps'
    // origin, calling this server's API (tests/native-app.spec.ts).
    {
      name: 'native',
      testMatch: nativeSpec,
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 390, height: 844 },
        hasTouch: true,
        isMobile: true,
        // The Android app's origin; Playwright serves the bundle there itself (support/native-app.ts).
        baseURL: 'https://localhost',
        // Chromium's Local Network Access asks before a page reaches a loopback address (the API
        // here); an app's web view never asks. Granted for this project only.
        permissions: ['local-network-access'],
      },
    },
  ],
  webServer: process.env.E2E_BASE_URL
    ? undefined
    : {
        command: 'node ../scripts/start.ts',
        url: `${baseURL}/api/health`,
        timeout: 180_000,
        reuseExistingServer: false,
        stdout: 'pipe',
        env: {
          APP_ENV: 'local',
          PORT: String(port),
          APP_URL: baseURL,
          DATA_DIR: dataDir,
          // The journeys sign in and register many times from one address within minutes: a whole
          // run registers some 200 people, the whole hour's allowance at 20 times the limits.
          THROTTLE_MULTIPLIER: '50',
          APP_STORE_URL: storePages.appStore,
          PLAY_STORE_URL: storePages.googlePlay,
        },
      },
});
