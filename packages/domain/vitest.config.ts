import { defineProject } from 'vitest/config';

// The property tests run hundreds of generated cases each: well under a second on a quiet machine, but a CI run
// on two busy cores once took 9.2 s over Vitest's 5 s default (file-name.test.ts). Time is not what they test;
// benches measure speed (bench/README.md).
// The package is pure (no I/O, no module-level state), so a worker's files share its process and loaded modules
// instead of starting a process each: 73 files took 30 s of CPU isolated and 9 s shared (load average 20).
export default defineProject({
  test: { name: 'domain', include: ['src/**/*.test.ts'], testTimeout: 30_000, isolate: false },
});
