import { defineProject } from 'vitest/config';

// API integration tests: one PostgreSQL for the run (global-setup.ts), a fresh database per
// test file cloned from a migrated template (src/test/harness.ts).
export default defineProject({
  test: {
    name: 'api',
    root: import.meta.dirname,
    environment: 'node',
    include: ['src/**/*.test.ts'],
    globalSetup: ['./src/test/global-setup.ts'],
    pool: 'forks',
    // Two cores: more workers only queue on the CPU (argon2 hashing is deliberately heavy).
    maxWorkers: 2,
    // Runs after the quick unit projects rather than beside them.
    sequence: { groupOrder: 1 },
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
