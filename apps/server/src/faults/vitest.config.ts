import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// `npm run test:faults`: the real server as child processes on the machine's PostgreSQL and Redis, killed,
// cut off and restarted on purpose, on ports 3790-3799.
export default defineConfig({
  root: fileURLToPath(new URL('../..', import.meta.url)),
  test: {
    name: 'faults',
    include: ['src/faults/**/*.fault.ts'],
    // The server these files start is the compiled one, as in production.
    globalSetup: ['src/faults/build-server.setup.ts'],
    environment: 'node',
    // Two files at a time: each has ports of its own (see the files), and most of a file's time is a server starting.
    maxWorkers: 2,
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
