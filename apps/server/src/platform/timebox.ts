import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';

// Work whose duration depends on a secret fact (does this address have an account?) is padded
// to a fixed minimum, as Laravel's Timebox does, so a stopwatch can't tell the paths apart. Wall-clock time on
// purpose, not the app's Clock: it is about how long the answer takes to arrive.
export async function timebox<T>(minimumMs: number, work: () => Promise<T>): Promise<T> {
  const started = performance.now();
  try {
    return await work();
  } finally {
    const remaining = minimumMs - (performance.now() - started);
    if (remaining > 0) await sleep(remaining);
  }
}
