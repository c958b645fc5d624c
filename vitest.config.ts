import { defineConfig } from 'vitest/config';

// The Vitest projects: pure domain rules, demo content, web components (jsdom), API integration
// tests (each file gets a fresh database cloned from a migrated template), and the security and
// resilience suites. Each npm script names the projects it runs.
export default defineConfig({
  test: {
    projects: [
      { test: { name: 'domain', root: 'packages/domain', include: ['src/**/*.test.ts'] } },
      { test: { name: 'content', root: 'content', include: ['**/*.test.ts'] } },
      './apps/web/vite.config.ts',
      './apps/api/vitest.config.ts',
      './apps/api/vitest.security.config.ts',
      './apps/api/vitest.resilience.config.ts',
    ],
  },
});
