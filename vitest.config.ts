import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// One run over every workspace's unit and integration tests; e2e runs apart (npm run test:e2e).
// Vitest's default leaves one core idle (cores − 1 workers), which on a 2-core CI machine means one file at a
// time; the tests are independent (each server file has a database of its own), so use every core.
export default defineConfig({
  test: {
    maxWorkers: Math.max(2, availableParallelism()),
    projects: ['packages/domain', 'apps/server', 'apps/web'],
  },
});
