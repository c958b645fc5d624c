import { defineProject } from 'vitest/config';

// `npm run test:security`: the authorization matrix, generated bad input, session and account
// lifetimes, throttling and headers, through `app.inject` on the same per-file databases as the
// API suite (src/test/harness.ts).
export default defineProject({
  test: {
    name: 'security',
    root: import.meta.dirname,
    environment: 'node',
    include: ['test/security/**/*.test.ts'],
    globalSetup: ['./src/test/global-setup.ts'],
    pool: 'forks',
    maxWorkers: 2,
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
