// bench/realtime-cluster fanout: K instances with N subscribed sockets each, sharing Redis pub/sub; every broadcast
// published on the first instance (one event to each of the K × N users' private channels) and delivered on all.
//   A = K portal realtime layers (instance.ts: apps/server/src/platform/realtime, Redis broker routing by firm; every
//       user in one firm unless BENCH_FIRMS=n).
//   B = K bare `ws` processes (bare.ts) fed by one Redis channel: one PUBLISH per broadcast, each process writing
//       the same frames to its N sockets; with BENCH_BARE=recipients, the message names its recipients as the
//       gateway's does and each process writes only to theirs.
// The clients live in K load processes (clients.ts), one per instance, so no one process reads every frame.
// Per measure: fresh processes; heap + external and RSS per idle subscribed socket in each instance (forced GC
// before connecting and 0.5 s after all are subscribed, ÷ N); one warm-up broadcast, then the counted ones, each
// awaited until every socket has it. A and B alternate (A B, B A, …). Servers pinned to CPU 1 and load processes to
// CPU 0 where taskset exists (BENCH_PIN=0: unpinned). Needs Redis (REDIS_URL) and N + 500 file descriptors per
// process (`ulimit -n`; the npm script raises the soft limit to the hard one). Ports BENCH_FANOUT_PORT (default 3790) onwards.
//   npm run bench:realtime-cluster -- fanout [sockets per instance=1000] [instances=2] [rounds=3] [broadcasts=3]
import { type ChildProcess, execFileSync, fork } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { machineInfo, pinProcess, writeResults } from '../lib/machine.ts';
import { type Memory, perSocket } from '../lib/memory.ts';
import { fmt, percentile, ratioSummary } from '../lib/stats.ts';

const [socketsArg, instancesArg, roundsArg, broadcastsArg] = process.argv.slice(3);
const perInstance = Number(socketsArg ?? 1000);
const instances = Number(instancesArg ?? 2);
const rounds = Math.max(3, Number(roundsArg ?? 3));
const broadcasts = Math.max(1, Number(broadcastsArg ?? 3));
const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const basePort = Number(process.env.BENCH_FANOUT_PORT ?? 3790);
const pinning = process.env.BENCH_PIN !== '0';
// BENCH_BARE=recipients: the bare processes take the gateway's Redis message (the recipients named; bare.ts).
const recipientsReference = process.env.BENCH_BARE === 'recipients';
// BENCH_FIRMS=n: the users spread over n firms (instance.ts), so a broadcast is n Redis messages.
const firms = Number(process.env.BENCH_FIRMS ?? 1);
if (!(Number.isInteger(firms) && firms >= 1)) throw new Error('BENCH_FIRMS: a whole number ≥ 1');
if (!(Number.isInteger(perInstance) && perInstance >= 1 && perInstance <= 10_000))
  throw new Error('sockets per instance: 1 … 10000');
if (!(Number.isInteger(instances) && instances >= 1 && instances <= 8)) throw new Error('instances: 1 … 8');
const fdLimit = Number(execFileSync('sh', ['-c', 'ulimit -n']).toString().trim());
if (Number.isFinite(fdLimit) && fdLimit < perInstance + 500) {
  throw new Error(
    `ulimit -n is ${fdLimit}: each server and load process holds ${perInstance} sockets; raise it (ulimit -n ${perInstance + 500}) and run again`,
  );
}

type Kind = 'atrium' | 'bare';
type Child = { child: ChildProcess; exited: Promise<void> };
type Measure = {
  latencies: number[];
  heapPerSocket: number[];
  rssPerSocket: number[];
  p50: number;
  p99: number;
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const path = (file: string) => fileURLToPath(new URL(file, import.meta.url));

function start(file: string, env: Record<string, string>, cpu: string): Child {
  const child = fork(path(file), [], {
    env: { ...process.env, ...env },
    execArgv: ['--import', 'tsx', '--expose-gc'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  if (child.pid) pinProcess(child.pid, pinning ? cpu : null);
  return { child, exited: new Promise((resolve) => child.once('exit', () => resolve())) };
}

function next<T>({ child }: Child, type: string, timeoutMs: number, what: string): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const done = () => {
      clearTimeout(timer);
      child.off('message', onMessage);
      child.off('exit', onExit);
    };
    const timer = setTimeout(() => {
      done();
      reject(new Error(`${what}: no ${type} within ${timeoutMs / 1000} s`));
    }, timeoutMs);
    const onMessage = (message: { type: string } & T) => {
      if (message.type !== type) return;
      done();
      resolve(message);
    };
    const onExit = (code: number | null) => {
      done();
      reject(new Error(`${what} exited (${code}) before ${type}`));
    };
    child.on('message', onMessage);
    child.on('exit', onExit);
  });
}

const memoryOf = async (server: Child, i: number) =>
  (await next<{ memory: Memory }>(server, 'memory', 60_000, `server ${i}`)).memory;

async function measure(kind: Kind): Promise<Measure> {
  const prefix = `atrium-bench-${randomBytes(4).toString('hex')}:`;
  const servers: Child[] = [];
  const loads: Child[] = [];
  try {
    for (let i = 0; i < instances; i++) {
      servers.push(
        start(
          kind === 'atrium' ? './instance.ts' : './bare.ts',
          {
            BENCH_PORT: String(basePort + i),
            BENCH_REDIS_URL: redisUrl,
            BENCH_REDIS_PREFIX: prefix,
            BENCH_SPREAD_MS: '0',
          },
          '1',
        ),
      );
    }
    await Promise.all(servers.map((server, i) => next(server, 'ready', 120_000, `server ${i}`)));
    const before = await Promise.all(
      servers.map((server, i) => {
        server.child.send({ type: 'memory' });
        return memoryOf(server, i);
      }),
    );
    for (let i = 0; i < instances; i++) {
      loads.push(
        start(
          './clients.ts',
          {
            BENCH_PORT: String(basePort + i),
            BENCH_KIND: kind,
            BENCH_USERS: `${i * perInstance + 1}-${(i + 1) * perInstance}`,
          },
          '0',
        ),
      );
    }
    await Promise.all(loads.map((load, i) => next(load, 'ready', 600_000, `load process ${i}`)));
    await sleep(500);
    const after = await Promise.all(
      servers.map((server, i) => {
        server.child.send({ type: 'memory' });
        return memoryOf(server, i);
      }),
    );

    const users = Array.from({ length: instances * perInstance }, (_, i) => i + 1);
    // Sequence 0 is the warm-up: JIT, socket buffers, Redis subscriptions; its latencies are dropped.
    for (let sequence = 0; sequence <= broadcasts; sequence++) {
      const delivered = Promise.all(
        loads.map((load, i) => {
          load.child.send({ type: 'await', count: perInstance * (sequence + 1) });
          return next(load, 'received', 120_000, `${kind} load process ${i}, broadcast ${sequence}`);
        }),
      );
      const [publisher] = servers as [Child];
      publisher.child.send(
        kind === 'atrium' || recipientsReference
          ? { type: 'publish', users, sequence }
          : { type: 'publish', sequence },
      );
      await delivered;
      await sleep(200);
      if (sequence === 0) {
        await Promise.all(
          loads.map((load, i) => {
            load.child.send({ type: 'collect' });
            return next(load, 'collected', 60_000, `load process ${i}`);
          }),
        );
      }
    }
    const collected = await Promise.all(
      loads.map((load, i) => {
        load.child.send({ type: 'collect' });
        return next<{ latencies: number[] }>(load, 'collected', 60_000, `load process ${i}`);
      }),
    );
    const latencies = collected.flatMap((c) => c.latencies);
    const memory = servers.map((_, i) => perSocket(before[i] as Memory, after[i] as Memory, perInstance));
    return {
      latencies,
      heapPerSocket: memory.map((m) => m.heapPerSocket),
      rssPerSocket: memory.map((m) => m.rssPerSocket),
      p50: percentile(latencies, 50),
      p99: percentile(latencies, 99),
    };
  } finally {
    for (const child of [...loads, ...servers]) child.child.kill('SIGKILL');
    await Promise.all([...loads, ...servers].map((child) => child.exited));
  }
}

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
const machine = machineInfo();
console.log(
  `bench/realtime-cluster fanout: ${instances} instances × ${perInstance} sockets through Redis, ${rounds} rounds × ${broadcasts} broadcasts (+1 warm-up), ` +
    `${pinning ? 'servers on CPU 1, load on CPU 0' : 'unpinned'}, ${firms} firm${firms === 1 ? '' : 's'}, bare ${recipientsReference ? 'one channel, recipients named' : 'one channel'}, Node ${process.version}, load ${machine.loadAverage.join(' ')}`,
);
const all: Record<Kind, Omit<Measure, 'latencies'>[]> = { atrium: [], bare: [] };
const pooled: Record<Kind, number[]> = { atrium: [], bare: [] };
for (let round = 1; round <= rounds; round++) {
  const order: Kind[] = round % 2 === 1 ? ['atrium', 'bare'] : ['bare', 'atrium'];
  for (const kind of order) {
    const { latencies, ...result } = await measure(kind);
    all[kind].push(result);
    pooled[kind].push(...latencies);
    console.log(
      `round ${round} ${kind.padEnd(6)} p50 ${fmt.ms(result.p50)}  p99 ${fmt.ms(result.p99)}  heap+external/socket ${result.heapPerSocket.map(kib).join(' / ')}  ` +
        `rss/socket ${result.rssPerSocket.map(kib).join(' / ')}  (load ${loadavg()[0]?.toFixed(1)})`,
    );
  }
}

const worst = (kind: Kind, key: 'heapPerSocket' | 'rssPerSocket') =>
  percentile(
    all[kind].map((r) => Math.max(...r[key])),
    50,
  );
const p99Ratio = ratioSummary(all.atrium.map((r, i) => r.p99 / (all.bare[i]?.p99 ?? Number.NaN)));
const p50Ratio = ratioSummary(all.atrium.map((r, i) => r.p50 / (all.bare[i]?.p50 ?? Number.NaN)));
const summary = (kind: Kind) => ({
  p50: percentile(pooled[kind], 50),
  p99: percentile(pooled[kind], 99),
  heapPerSocket: worst(kind, 'heapPerSocket'),
  rssPerSocket: worst(kind, 'rssPerSocket'),
});
const a = summary('atrium');
const b = summary('bare');
for (const [name, s] of [
  ['atrium', a],
  ['bare', b],
] as const) {
  console.log(
    `${name.padEnd(6)} p50 ${fmt.ms(s.p50)}  p99 ${fmt.ms(s.p99)}  heap+external per idle socket ${kib(s.heapPerSocket)}, rss ${kib(s.rssPerSocket)} (the largest instance, median of rounds)`,
  );
}
const loadAfter = loadavg().map((value) => Math.round(value * 100) / 100);
console.log(
  `ratio atrium/bare (${instances} × ${perInstance}): p50 ${fmt.ratio(p50Ratio.median)} (${fmt.spread(p50Ratio)})  ` +
    `p99 ${fmt.ratio(p99Ratio.median)} (${fmt.spread(p99Ratio)}), target ≤ 1.25; heap ${kib(a.heapPerSocket)}/socket, target ≤ 8 KiB; load after ${loadAfter.join(' ')}`,
);
const results = writeResults(
  `realtime-fanout-${instances}x${perInstance}${pinning ? '' : '-unpinned'}${recipientsReference ? '-recipients' : ''}${firms > 1 ? `-${firms}-firms` : ''}`,
  {
    machine,
    loadAfter,
    command: `npm run bench:realtime-cluster -- fanout ${perInstance} ${instances} ${rounds} ${broadcasts}`,
    settings: {
      perInstance,
      instances,
      rounds,
      broadcasts,
      pinned: pinning,
      redis: true,
      recipientsReference,
      firms,
    },
    rounds: all,
    atrium: a,
    bare: b,
    p50Ratio,
    p99Ratio,
    targets: { p99Ratio: 1.25, heapPerSocketKiB: 8 },
  },
);
console.log(`results: ${results}`);
process.exit(0);
