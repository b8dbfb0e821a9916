import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'server',
    include: ['src/**/*.test.ts'],
    environment: 'node',
    // Migrates one embedded database for the whole run; with TEST_DATABASE_URL, PostgreSQL instead. See src/test/.
    globalSetup: ['./src/test/global-setup.ts'],
    testTimeout: 20_000,
    hookTimeout: 60_000,
    // Files share a worker's loaded modules (PGlite's WebAssembly is compiled once per worker, not per file);
    // each file still opens its own database and app, so no state leaks between them.
    isolate: false,
  },
});
