import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// `npm run test:fuzz`: bounded property runs over every registered route (arbitrary input, and bodies generated
// from each route's own schemas) and the authorisation matrix, apart from `npm test` (they take a minute or so).
// A migrated PGlite per file, as in the server suite; with TEST_DATABASE_URL, throwaway PostgreSQL databases
// instead. The files mostly wait on their databases, so two run at once even on two cores. The timeout is there
// to catch a hang, and is generous for a busy machine.
// The runs are bounded by count (FUZZ_RUNS, 8 by default; see inputs.ts), so a longer local run gets a
// proportionally longer timeout.
const runsScale = Math.max(1, Number(process.env.FUZZ_RUNS ?? 8) / 8);

export default defineConfig({
  root: fileURLToPath(new URL('../..', import.meta.url)),
  test: {
    name: 'fuzz',
    include: ['src/fuzz/**/*.fuzz.ts'],
    environment: 'node',
    globalSetup: ['./src/test/global-setup.ts'],
    maxWorkers: 2,
    // The contract-driven half sends about 1 300 requests (the public API's routes added ~150): on a busy two-core
    // machine that passed five minutes, and took seven with the whole fuzz suite on PostgreSQL beside other work.
    testTimeout: 600_000 * runsScale,
    hookTimeout: 60_000,
  },
});
