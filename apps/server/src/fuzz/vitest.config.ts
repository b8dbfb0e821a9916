import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// `npm run test:fuzz`: bounded property runs over every registered route (arbitrary input, in three shards:
// route-property.ts; and bodies generated from each route's own schemas) and the authorisation matrix, apart from
// `npm test`. A migrated PGlite per file, as in the server suite; with TEST_DATABASE_URL (the script's default),
// throwaway PostgreSQL databases instead. The files mostly wait on their databases, so three run at once even on
// two cores. Each run's cost is bounded by its route (route-property.ts's runsFor) and counted (FUZZ_RUNS, 8 by
// default: inputs.ts); a longer local run gets a proportionally longer timeout, which is there to catch a hang.
const runsScale = Math.max(1, Number(process.env.FUZZ_RUNS ?? 8) / 8);

export default defineConfig({
  root: fileURLToPath(new URL('../..', import.meta.url)),
  test: {
    name: 'fuzz',
    include: ['src/fuzz/**/*.fuzz.ts'],
    environment: 'node',
    globalSetup: ['./src/test/global-setup.ts'],
    maxWorkers: 3,
    testTimeout: 300_000 * runsScale,
    hookTimeout: 60_000,
  },
});
