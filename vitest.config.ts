import { defineConfig } from 'vitest/config';

// One Vitest run, three projects: pure domain rules, web components (jsdom),
// and API integration tests (each file gets a fresh database cloned from a migrated template).
export default defineConfig({
  test: {
    projects: [
      { test: { name: 'domain', root: 'packages/domain', include: ['src/**/*.test.ts'] } },
      { test: { name: 'content', root: 'content', include: ['**/*.test.ts'] } },
      './apps/web/vite.config.ts',
      './apps/api/vitest.config.ts',
    ],
  },
});
