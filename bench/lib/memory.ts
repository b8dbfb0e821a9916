// A server child's memory after a forced GC (the child runs with --expose-gc): what the realtime benches divide by
// the number of idle subscribed sockets.
export type Memory = { rss: number; heapUsed: number; external: number; arrayBuffers: number };

export function memoryAfterGc(): Memory {
  (globalThis as { gc?: () => void }).gc?.();
  const usage = process.memoryUsage();
  return {
    rss: usage.rss,
    heapUsed: usage.heapUsed,
    external: usage.external,
    arrayBuffers: usage.arrayBuffers,
  };
}

// Per socket between two snapshots: heap + external (the target's figure) and RSS.
export function perSocket(before: Memory, after: Memory, sockets: number) {
  return {
    heapPerSocket: (after.heapUsed + after.external - before.heapUsed - before.external) / sockets,
    rssPerSocket: (after.rss - before.rss) / sockets,
  };
}
