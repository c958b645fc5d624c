import { defineConfig } from 'vitest/config';

// The Vitest projects: pure domain rules, demo content, the import rules' own checks, web components
// (jsdom), API integration tests (each file gets a fresh database cloned from a migrated template),
// and the security and resilience suites. Each npm script names the projects it runs.
export default defineConfig({
  test: {
    projects: [
      { test: { name: 'domain', root: 'packages/domain', include: ['src/**/*.test.ts'] } },
      { test: { name: 'content', root: 'content', include: ['**/*.test.ts'] } },
      // The first snippet linted reads the whole import graph behind it (no-cycle): seconds, not milliseconds.
      { test: { name: 'lint', root: 'scripts', include: ['lint/**/*.test.ts'], testTimeout: 120_000 } },
      // What `npm run mobile:sync` writes into the native projects.
      { test: { name: 'scripts', root: 'scripts', include: ['mobile/**/*.test.ts'] } },
      './apps/web/vite.config.ts',
      './apps/api/vitest.config.ts',
      './apps/api/vitest.security.config.ts',
      './apps/api/vitest.resilience.config.ts',
    ],
  },
});
