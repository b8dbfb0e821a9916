// bench/realtime: N sockets on one instance, broadcasts to all of them, delivery latency p50/p99 and memory
// per idle subscribed socket — the Atrium gateway beside a bare `ws` server writing the same frames to the
// same number of sockets, alternating A/B for several rounds. Loopback only; every loop is bounded.
//   npm run bench:realtime -- [sockets=1000] [rounds=3] [broadcasts=5]
import { type ChildProcess, fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type WebSocket from 'ws';
import { openBenchSocket } from '../lib/pusher.ts';
import { benchCredentials, channelOf, eventName } from './servers.ts';

const sockets = Number(process.argv[2] ?? 1000);
const rounds = Math.max(3, Number(process.argv[3] ?? 3));
const broadcasts = Number(process.argv[4] ?? 5);
if (!(sockets >= 1 && sockets <= 10_000)) throw new Error('sockets: 1 … 10000');

type Kind = 'atrium' | 'bare';
type Memory = { rss: number; heapUsed: number; external: number; arrayBuffers: number };
type Result = { latencies: number[]; bytesPerSocket: number; heapPerSocket: number };

const now = () => performance.timeOrigin + performance.now();
const serverPath = fileURLToPath(new URL('./servers.ts', import.meta.url));

function startServer(kind: Kind) {
  const child = fork(serverPath, [], {
    env: { ...process.env, BENCH_SERVER: kind },
    execArgv: ['--import', 'tsx', '--expose-gc'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const next = <T>(type: string, timeoutMs = 120_000) =>
    new Promise<T>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`server: no ${type}`)), timeoutMs);
      const onMessage = (message: { type: string } & T) => {
        if (message.type !== type) return;
        clearTimeout(timer);
        child.off('message', onMessage);
        resolve(message);
      };
      child.on('message', onMessage);
    });
  return { child, next };
}

// Opens one client socket; for the gateway it also subscribes to that user's channel, as pusher-js would.
function openClient(kind: Kind, port: number, index: number, onEvent: (sentAt: number) => void) {
  return openBenchSocket({
    url:
      kind === 'atrium'
        ? `ws://127.0.0.1:${port}/app/${benchCredentials.key}?protocol=7&client=js&version=8.6.0`
        : `ws://127.0.0.1:${port}/?user=${index}`,
    credentials: benchCredentials,
    channel: kind === 'atrium' ? channelOf(index) : null,
    onFrame: (frame) => {
      if (frame.event === eventName) onEvent((JSON.parse(frame.data) as { sentAt: number }).sentAt);
    },
  });
}

async function measure(kind: Kind): Promise<Result> {
  const { child, next } = startServer(kind);
  try {
    const { port } = await next<{ port: number }>('ready');
    child.send({ type: 'memory' });
    const before = (await next<{ memory: Memory }>('memory')).memory;

    let expected = 0;
    let received = 0;
    const latencies: number[] = [];
    let allDelivered = () => {};
    const onEvent = (sentAt: number) => {
      latencies.push(now() - sentAt);
      received += 1;
      if (received === expected) allDelivered();
    };
    const clients: WebSocket[] = [];
    // In batches, so the accept queue never overflows.
    for (let start = 0; start < sockets; start += 250) {
      const batch = Array.from({ length: Math.min(250, sockets - start) }, (_, j) =>
        openClient(kind, port, start + j, onEvent),
      );
      clients.push(...(await Promise.all(batch)));
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
    child.send({ type: 'memory' });
    const after = (await next<{ memory: Memory }>('memory')).memory;

    for (let b = 0; b < broadcasts; b++) {
      expected += sockets;
      const delivered = new Promise<void>((resolve, reject) => {
        const timer = setTimeout(
          () => reject(new Error(`${kind}: ${expected - received} frames missing`)),
          60_000,
        );
        allDelivered = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      child.send({
        type: 'broadcast',
        users: sockets,
        payload: JSON.stringify({ sequence: b + 1, sentAt: now() }),
      });
      await delivered;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    for (const client of clients) client.terminate();
    return {
      latencies,
      bytesPerSocket: (after.rss - before.rss) / sockets,
      heapPerSocket: (after.heapUsed + after.external - before.heapUsed - before.external) / sockets,
    };
  } finally {
    child.send({ type: 'stop' });
    await new Promise((resolve) =>
      child.exitCode !== null ? resolve(null) : (child as ChildProcess).once('exit', resolve),
    );
  }
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
const ms = (value: number) => `${value.toFixed(2)} ms`;

const all: Record<Kind, Result[]> = { atrium: [], bare: [] };
console.log(
  `bench/realtime: ${sockets} sockets, ${rounds} rounds × ${broadcasts} broadcasts, Node ${process.version}`,
);
for (let round = 1; round <= rounds; round++) {
  // Alternate which goes first, so warm-up and machine noise fall on both alike.
  const order: Kind[] = round % 2 === 1 ? ['atrium', 'bare'] : ['bare', 'atrium'];
  for (const kind of order) {
    const result = await measure(kind);
    all[kind].push(result);
    console.log(
      `round ${round} ${kind.padEnd(6)} p50 ${ms(percentile(result.latencies, 50))}  p99 ${ms(percentile(result.latencies, 99))}  ` +
        `memory/socket ${kb(result.bytesPerSocket)} rss, ${kb(result.heapPerSocket)} heap+external`,
    );
  }
}

const summary = (kind: Kind) => {
  const latencies = all[kind].flatMap((r) => r.latencies);
  const median = (values: number[]) => percentile(values, 50);
  return {
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    rss: median(all[kind].map((r) => r.bytesPerSocket)),
    heap: median(all[kind].map((r) => r.heapPerSocket)),
  };
};
const a = summary('atrium');
const b = summary('bare');
console.log(
  `atrium: p50 ${ms(a.p50)}  p99 ${ms(a.p99)}  memory/socket ${kb(a.rss)} rss, ${kb(a.heap)} heap+external`,
);
console.log(
  `bare:   p50 ${ms(b.p50)}  p99 ${ms(b.p99)}  memory/socket ${kb(b.rss)} rss, ${kb(b.heap)} heap+external`,
);
console.log(
  `ratio atrium/bare (${sockets} sockets): p50 ${(a.p50 / b.p50).toFixed(2)}  p99 ${(a.p99 / b.p99).toFixed(2)}  ` +
    `memory/socket ${(a.rss / b.rss).toFixed(2)} rss, ${(a.heap / b.heap).toFixed(2)} heap+external`,
);
