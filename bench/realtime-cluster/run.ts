// bench/realtime-cluster: the realtime layer across two instances through Redis.
//   1. Added delivery latency: clients on instance B, events published on instance A (through Redis), beside
//      one instance doing the same in-process; A/B alternating rounds, every event accounted for.
//   2. Failover: clients on B, events streaming through A; B stopped gracefully (SIGTERM: sockets drained
//      with 4200 over the spread), then once with SIGKILL. Each client reconnects to A (as the load balancer
//      would send it), re-authorises its channel, then refetches what it missed (the stored events). Reports
//      how many resubscribed within 10 s, the peak re-authorisation rate, and any client with a gap after its
//      refetch. Needs Redis (REDIS_URL, default redis://127.0.0.1:6379). Loopback only; every wait is bounded.
//   npm run bench:realtime-cluster -- [clients=500] [rounds=3] [events=20] [spreadMs=production default]
// With `fanout` first, K instances × N sockets against bare `ws` processes instead (fanout.ts, which says how):
//   npm run bench:realtime-cluster -- fanout [sockets per instance=1000] [instances=2] [rounds=3] [broadcasts=3]
import { type ChildProcess, fork } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { userChannelName } from '@atrium/domain/contract/realtime';
import { Redis } from 'ioredis';
import WebSocket from 'ws';
import { defaultRealtimeShutdownSpreadMs } from '../../apps/server/src/config.ts';
import { machineInfo, writeResults } from '../lib/machine.ts';
import { privateSubscribeFrame } from '../lib/pusher.ts';
import { fmt, percentile, ratioSummary } from '../lib/stats.ts';
import { benchCredentials, eventName } from './instance.ts';

// fanout.ts runs to its end and exits the process: nothing below runs in that mode.
if (process.argv[2] === 'fanout') await import('./fanout.ts');

const clientCount = Number(process.argv[2] ?? 500);
const rounds = Math.max(3, Number(process.argv[3] ?? 3));
const events = Number(process.argv[4] ?? 20);
// The portal's default REALTIME_SHUTDOWN_SPREAD_MS unless given: the failover figures are then the production ones.
const spreadMs = Number(process.argv[5] ?? defaultRealtimeShutdownSpreadMs);
const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const basePort = Number(process.env.BENCH_PORT ?? 3784);
if (!(clientCount >= 1 && clientCount <= 5000)) throw new Error('clients: 1 … 5000');

const now = () => performance.timeOrigin + performance.now();
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const instancePath = fileURLToPath(new URL('./instance.ts', import.meta.url));

type Instance = { port: number; child: ChildProcess; exited: Promise<void> };

async function startInstance(port: number, redis: boolean, prefix: string): Promise<Instance> {
  const child = fork(instancePath, [], {
    env: {
      ...process.env,
      BENCH_PORT: String(port),
      BENCH_REDIS_URL: redis ? redisUrl : '',
      BENCH_REDIS_PREFIX: prefix,
      BENCH_SPREAD_MS: String(spreadMs),
    },
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`instance on ${port} did not start`)), 60_000);
    child.once('message', () => {
      clearTimeout(timer);
      resolve();
    });
  });
  return { port, child, exited };
}

function publish(instance: Instance, users: number[], sequence: number): Promise<void> {
  return new Promise((resolve) => {
    const onMessage = (message: { type: string; sequence: number }) => {
      if (message.type !== 'published' || message.sequence !== sequence) return;
      instance.child.off('message', onMessage);
      resolve();
    };
    instance.child.on('message', onMessage);
    instance.child.send({ type: 'publish', users, sequence });
  });
}

// A browser as pusher-js behaves: connect, sign the private channel (the auth endpoint's work), subscribe;
// on a server close, reconnect — to the surviving instance, as the load balancer would route it.
class Client {
  socket: WebSocket | null = null;
  received = new Set<number>();
  latencies: number[] = [];
  subscribedAt: number[] = [];
  closedAt: number | null = null;
  constructor(
    readonly userId: number,
    readonly onSubscribed: (client: Client) => void,
  ) {}

  connect(port: number): Promise<void> {
    return new Promise((resolve, reject) => {
      const socket = new WebSocket(
        `ws://127.0.0.1:${port}/app/${benchCredentials.key}?protocol=7&client=js&version=8.6.0`,
        {
          perMessageDeflate: false,
        },
      );
      this.socket = socket;
      const timer = setTimeout(() => reject(new Error(`user ${this.userId} did not subscribe`)), 30_000);
      socket.on('error', () => {});
      socket.on('message', (raw) => {
        const frame = JSON.parse(raw.toString()) as { event: string; data: string };
        if (frame.event === eventName) {
          const { sequence, sentAt } = JSON.parse(frame.data) as { sequence: number; sentAt: number };
          this.latencies.push(now() - sentAt);
          this.received.add(sequence);
        } else if (frame.event === 'pusher:connection_established') {
          const { socket_id: socketId } = JSON.parse(frame.data) as { socket_id: string };
          socket.send(privateSubscribeFrame(benchCredentials, socketId, userChannelName(this.userId)));
        } else if (frame.event === 'pusher_internal:subscription_succeeded') {
          clearTimeout(timer);
          this.subscribedAt.push(now());
          this.onSubscribed(this);
          resolve();
        }
      });
    });
  }

  // On close: 4200 (server restarting) reconnects at once; a lost connection after pusher-js's first
  // back-off, jittered here so a killed instance's clients do not all arrive in the same millisecond.
  failOverTo(port: number) {
    this.socket?.once('close', (code) => {
      this.closedAt = now();
      const delay = code === 4200 ? 0 : 1000 + Math.random() * 1000;
      setTimeout(() => void this.connect(port).catch(() => {}), delay);
    });
  }

  close() {
    this.socket?.removeAllListeners('close');
    this.socket?.terminate();
  }
}

async function connectAll(clients: Client[], port: number) {
  for (let start = 0; start < clients.length; start += 200) {
    await Promise.all(clients.slice(start, start + 200).map((client) => client.connect(port)));
  }
}

const machine = machineInfo();
const redisProbe = new Redis(redisUrl, {
  lazyConnect: true,
  maxRetriesPerRequest: 0,
  retryStrategy: () => null,
});
redisProbe.on('error', () => {});
try {
  await redisProbe.connect();
  await redisProbe.ping();
} catch {
  console.error(`bench/realtime-cluster needs Redis at ${redisUrl} (set REDIS_URL)`);
  process.exit(1);
} finally {
  redisProbe.disconnect();
}

const prefix = `atrium-bench-${randomBytes(4).toString('hex')}:`;
const users = Array.from({ length: clientCount }, (_, i) => i + 1);
console.log(
  `bench/realtime-cluster: ${clientCount} clients, ${rounds} rounds × ${events} events, drain spread ${spreadMs} ms, Node ${process.version}`,
);

// 1. Latency: two instances through Redis (A) against one instance in-process (B).
const [a, b, single] = await Promise.all([
  startInstance(basePort, true, prefix),
  startInstance(basePort + 1, true, prefix),
  startInstance(basePort + 2, false, prefix),
]);
type LatencyRun = { p50: number; p99: number; lost: number };
const latency: Record<'cluster' | 'single', LatencyRun[]> = { cluster: [], single: [] };
async function latencyRun(kind: 'cluster' | 'single'): Promise<LatencyRun> {
  const clients = users.map((userId) => new Client(userId, () => {}));
  await connectAll(clients, kind === 'cluster' ? b.port : single.port);
  const publisher = kind === 'cluster' ? a : single;
  for (let sequence = 1; sequence <= events; sequence++) {
    await publish(publisher, users, sequence);
    await sleep(50);
  }
  const deadline = Date.now() + 10_000;
  while (clients.some((client) => client.received.size < events) && Date.now() < deadline) await sleep(50);
  const all = clients.flatMap((client) => client.latencies);
  const lost = clients.reduce((sum, client) => sum + (events - client.received.size), 0);
  for (const client of clients) client.close();
  return { p50: percentile(all, 50), p99: percentile(all, 99), lost };
}
// Warm-up: JIT, Redis subscriptions, socket buffers; not counted.
await latencyRun('cluster');
await latencyRun('single');
for (let round = 1; round <= rounds; round++) {
  const order: ('cluster' | 'single')[] = round % 2 === 1 ? ['cluster', 'single'] : ['single', 'cluster'];
  for (const kind of order) {
    const run = await latencyRun(kind);
    latency[kind].push(run);
    console.log(
      `round ${round} ${kind.padEnd(7)} p50 ${fmt.ms(run.p50)}  p99 ${fmt.ms(run.p99)}  lost ${run.lost}`,
    );
  }
}
single.child.kill('SIGTERM');

// 2. Failover: clients on B, a stream of events through A (the store is this process's log), B stopped.
type Failover = {
  signal: string;
  resubscribed: number;
  within10s: number;
  within10sOfStop: number;
  reconnectP50: number;
  reconnectP99: number;
  lastResubscribedAfterStopMs: number;
  peakAuthPerSecond: number;
  clientsWithGaps: number;
  published: number;
};
async function failover(target: Instance, signal: 'SIGTERM' | 'SIGKILL'): Promise<Failover> {
  let published = 0;
  const authTimes: number[] = [];
  const clients = users.map(
    (userId) =>
      new Client(userId, (client) => {
        // Subscribed first, then the refetch: everything stored up to now (in the portal, GET of the data).
        if (client.subscribedAt.length > 1) {
          authTimes.push(now());
          for (let sequence = 1; sequence <= published; sequence++) client.received.add(sequence);
        }
      }),
  );
  await connectAll(clients, target.port);
  for (const client of clients) client.failOverTo(a.port);
  let streaming = true;
  const stream = (async () => {
    while (streaming) {
      published += 1;
      await publish(a, users, published);
      await sleep(100);
    }
  })();
  await sleep(500);
  const stoppedAt = now();
  target.child.kill(signal);
  await target.exited;
  const deadline = Date.now() + spreadMs + 15_000;
  while (clients.some((client) => client.subscribedAt.length < 2) && Date.now() < deadline) await sleep(100);
  await sleep(500);
  streaming = false;
  await stream;
  await sleep(300);
  const moved = clients.filter((client) => client.subscribedAt.length >= 2);
  const reconnect = moved.map(
    (client) => (client.subscribedAt[1] as number) - (client.closedAt ?? stoppedAt),
  );
  const buckets = new Map<number, number>();
  for (const time of authTimes)
    buckets.set(Math.floor(time / 1000), (buckets.get(Math.floor(time / 1000)) ?? 0) + 1);
  const clientsWithGaps = clients.filter((client) => {
    for (let sequence = 1; sequence <= published; sequence++) if (!client.received.has(sequence)) return true;
    return false;
  }).length;
  for (const client of clients) client.close();
  return {
    signal,
    resubscribed: moved.length,
    within10s: reconnect.filter((ms) => ms <= 10_000).length,
    within10sOfStop: moved.filter((client) => (client.subscribedAt[1] as number) - stoppedAt <= 10_000)
      .length,
    reconnectP50: percentile(reconnect, 50),
    reconnectP99: percentile(reconnect, 99),
    lastResubscribedAfterStopMs: Math.max(
      0,
      ...moved.map((client) => (client.subscribedAt[1] as number) - stoppedAt),
    ),
    peakAuthPerSecond: Math.max(0, ...buckets.values()),
    clientsWithGaps,
    published,
  };
}
const failovers: Failover[] = [];
failovers.push(await failover(b, 'SIGTERM'));
const b2 = await startInstance(basePort + 1, true, prefix);
failovers.push(await failover(b2, 'SIGKILL'));
for (const f of failovers) {
  console.log(
    `failover ${f.signal}: ${f.resubscribed}/${clientCount} resubscribed, ${((100 * f.within10sOfStop) / clientCount).toFixed(1)} % within 10 s of the stop, ` +
      `${((100 * f.within10s) / clientCount).toFixed(1)} % within 10 s of their close ` +
      `(p50 ${fmt.ms(f.reconnectP50)}, p99 ${fmt.ms(f.reconnectP99)}), last ${fmt.ms(f.lastResubscribedAfterStopMs)} after the stop, ` +
      `peak ${f.peakAuthPerSecond} re-authorisations/s${f.signal === 'SIGTERM' ? ` (drain: ~${Math.ceil((clientCount * 1000) / spreadMs)}/s)` : ''}, ${f.clientsWithGaps} clients with a gap after refetch (${f.published} events)`,
  );
}
a.child.kill('SIGTERM');
await a.exited;

const cluster = latency.cluster;
const base = latency.single;
const added = ratioSummary(cluster.map((run, i) => run.p50 - (base[i]?.p50 ?? Number.NaN)));
const p50Ratio = ratioSummary(cluster.map((run, i) => run.p50 / (base[i]?.p50 ?? Number.NaN)));
const lost = [...cluster, ...base].reduce((sum, run) => sum + run.lost, 0);
const path = writeResults('realtime-cluster', {
  machine,
  command: `npm run bench:realtime-cluster -- ${clientCount} ${rounds} ${events} ${spreadMs}`,
  settings: { clients: clientCount, rounds, events, spreadMs, redis: true },
  latency,
  addedP50Ms: added,
  p50Ratio,
  lost,
  failovers,
  targets: { addedP50Ms: 5, lost: 0, resubscribedWithin10sOfStopShare: 0.99, gaps: 0 },
});
console.log(`added p50 through Redis: ${fmt.ms(added.median)} (${fmt.spread(added)} ms), lost ${lost}`);
console.log(`results: ${path}`);
console.log(
  `ratio cluster/single p50 ${fmt.ratio(p50Ratio.median)} (${fmt.spread(p50Ratio)}); failover within 10 s: ` +
    failovers
      .map(
        (f) =>
          `${f.signal} ${((100 * f.within10sOfStop) / clientCount).toFixed(1)} % of the stop, gaps ${f.clientsWithGaps}`,
      )
      .join('; '),
);
process.exit(0);
