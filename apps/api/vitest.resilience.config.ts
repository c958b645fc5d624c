import { defineProject } from 'vitest/config';

// `npm run test:resilience`: real server processes under load, killed, restarted, cut off from
// their database, and run two at a time. One file at a time: each owns the machine's CPU.
export default defineProject({
  test: {
    name: 'resilience',
    root: import.meta.dirname,
    environment: 'node',
    include: ['test/resilience/**/*.test.ts'],
    pool: 'forks',
    maxWorkers: 1,
    fileParallelism: false,
    testTimeout: 180_000,
    hookTimeout: 180_000,
  },
});
