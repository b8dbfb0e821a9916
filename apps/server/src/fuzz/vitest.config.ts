import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// `npm run test:fuzz`: bounded property runs over every registered route and the authorisation matrix,
// apart from `npm test` (they take a minute). A migrated PGlite per file, as in the server suite; with
// TEST_DATABASE_URL, throwaway PostgreSQL databases instead.
export default defineConfig({
  root: fileURLToPath(new URL('../..', import.meta.url)),
  test: {
    name: 'fuzz',
    include: ['src/fuzz/**/*.fuzz.ts'],
    environment: 'node',
    globalSetup: ['./src/test/global-setup.ts'],
    testTimeout: 90_000,
    hookTimeout: 60_000,
  },
});
