// bench/http: the portal's hot HTTP paths against two references doing the same database work, on the machine's
// PostgreSQL (a throwaway database), driven by autocannon: `node`, node:http and pg in a process of their own
// (bare-server.ts; the outside measurement's reference, docs/scale.md "First paint and save measured from
// outside"), and `bare`, a route on the portal's own Fastify instance and pool (server.ts), which shares the
// portal's hooks and so shows what the route itself adds.
//   save — PUT /api/clients/{id}/portal/changes/update (one property of many clients, mixed properties)
//   read — GET /api/clients/{id}/portal/changes and GET /api/user
// A and the references take turns (the order rotates each round) for at least three rounds after a warm-up; the
// servers are pinned to one core and the load generator to the other where taskset exists. Then the portal alone at
// 70 % of its measured peak, for p99.
//   npm run bench:save -- [rounds=3] [clients=10000] [seconds=5] [connections=16]
//   npm run bench:read -- [rounds=3] [clients=10000] [seconds=5] [connections=16]
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { mulberry32 } from '@atrium/domain/forecast/monte-carlo';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase } from '../../apps/server/src/db/connect.ts';
import { fullJointFactFindUpdates } from '../lib/full-fact-find.ts';
import { machineInfo, pinned, pinSelf, postgresSettings, writeResults } from '../lib/machine.ts';
import { waitFor } from '../lib/portal.ts';
import { createThrowawayDatabase } from '../lib/postgres.ts';
import { fmt, median, ratioSummary } from '../lib/stats.ts';
import { type BenchClient, seedBenchData } from './seed.ts';

const mode = process.argv[2];
if (mode !== 'save' && mode !== 'read')
  throw new Error('usage: run.ts save|read [rounds] [clients] [seconds] [connections]');
const rounds = Math.max(3, Number(process.argv[3] ?? 3));
const clientCount = Number(process.argv[4] ?? 10_000);
const seconds = Number(process.argv[5] ?? 5);
const connections = Number(process.argv[6] ?? 16);
const port = Number(process.env.BENCH_PORT ?? 3783);
const nodePort = Number(process.env.BENCH_NODE_PORT ?? 3788);
// BENCH_IDEMPOTENCY=1: every save carries a fresh Idempotency-Key, as the web app sends one with each edit (the
// portal then also stores the key and its answer; the bare route ignores the header).
const withIdempotencyKeys = process.env.BENCH_IDEMPOTENCY === '1';
// BENCH_PIN=0: server and load generator left to the scheduler (the ratio is wanted unpinned as well).
const pinning = process.env.BENCH_PIN !== '0';
if (!(clientCount >= 10 && clientCount <= 100_000)) throw new Error('clients: 10 … 100000');
if (!(seconds >= 1 && seconds <= 120)) throw new Error('seconds: 1 … 120');

// The properties a save changes, taken from the complete fact-find: text, select, date, number and yes/no
// fields of the first pages, each written with a value the template accepts.
const saveablePool = fullJointFactFindUpdates()
  .flatMap(({ updates }) => Object.entries(updates))
  .filter(([category]) =>
    ['personal_details_client1', 'employment_client1', 'current_address'].includes(category),
  )
  .flatMap(([category, values]) =>
    Object.entries(values as Record<string, unknown>)
      .filter(([, value]) => !Array.isArray(value))
      .map(([property, value]) => ({ category, property, value })),
  );
if (saveablePool.length < 5) throw new Error('too few saveable properties found in the template');

type Kind = 'atrium' | 'bare' | 'node';
const kinds: Kind[] = ['atrium', 'node', 'bare'];
const bareBase = { atrium: '', bare: '/bench/bare', node: '/bare' } as const;
type Target = { name: string; kind: Kind };
type Run = {
  // CPU time per request (ms) of the server answering (its process) and of the database's backends serving this
  // database: work the machine's load barely moves, unlike the rates (read /proc; NaN where it cannot be read).
  serverCpuMs: number;
  postgresCpuMs: number;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
  total: number;
};

function requestFor(target: Target, clients: BenchClient[], random: () => number) {
  let counter = 0;
  return (request: autocannon.Request): autocannon.Request => {
    const client = clients[Math.floor(random() * clients.length)] as BenchClient;
    counter += 1;
    const headers = {
      ...request.headers,
      authorization: `Bearer ${client.token}`,
      'content-type': 'application/json',
    };
    if (target.name === 'save') {
      const pick = saveablePool[Math.floor(random() * saveablePool.length)] as (typeof saveablePool)[number];
      // Text changes every time (a real edit); other types keep their valid value.
      // (the generator writes free text as "<label> 1"; options, dates and addresses are left as they are).
      const value =
        typeof pick.value === 'string' && / 1$/.test(pick.value)
          ? `${pick.value.slice(0, 60)} ${counter}`
          : pick.value;
      const body = JSON.stringify({ updates: { [pick.category]: { [pick.property]: value } } });
      if (withIdempotencyKeys) Object.assign(headers, { 'idempotency-key': uuidFrom(random) });
      const path =
        target.kind === 'atrium'
          ? `/api/clients/${client.clientId}/portal/changes/update`
          : `${bareBase[target.kind]}/${client.clientId}/update`;
      return { ...request, method: 'PUT', path, headers, body };
    }
    if (target.name === 'changes') {
      const path =
        target.kind === 'atrium'
          ? `/api/clients/${client.clientId}/portal/changes`
          : `${bareBase[target.kind]}/${client.clientId}/changes`;
      return { ...request, method: 'GET', path, headers };
    }
    const path = target.kind === 'atrium' ? '/api/user' : `${bareBase[target.kind]}/user/${client.userId}`;
    return { ...request, method: 'GET', path, headers };
  };
}

// A version-4 UUID from the seeded generator: the same keys for A and B in a round, new ones every request.
function uuidFrom(random: () => number): string {
  const hex = Array.from({ length: 32 }, () => Math.floor(random() * 16).toString(16));
  hex[12] = '4';
  hex[16] = '89ab'[Math.floor(random() * 4)] as string;
  const h = hex.join('');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

let refusalsShown = 0;

// A process's CPU time so far (user + system, ms), from /proc/<pid>/stat (clock ticks of 10 ms).
function cpuMsOf(pid: number | undefined): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return Number.NaN;
  }
}
let monitor: pg.Client | null = null;
// The CPU time of every backend connected to the bench's database (both servers' pools), by pid.
async function backendCpu(): Promise<Map<number, number>> {
  if (!monitor) return new Map();
  const { rows } = await monitor.query<{ pid: number }>(
    'SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()',
  );
  return new Map(rows.map(({ pid }) => [pid, cpuMsOf(pid)]));
}
const serverPid = (kind: Kind) => (kind === 'node' ? nodeServer?.pid : server?.pid);

async function load(
  target: Target,
  clients: BenchClient[],
  seed: number,
  durationSeconds: number,
  overallRate?: number,
): Promise<Run> {
  const random = mulberry32(seed);
  const serverBefore = cpuMsOf(serverPid(target.kind));
  const backendsBefore = await backendCpu();
  const result = await autocannon({
    url: `http://127.0.0.1:${target.kind === 'node' ? nodePort : port}`,
    connections,
    duration: durationSeconds,
    ...(overallRate ? { overallRate } : {}),
    requests: [
      {
        setupRequest: requestFor(target, clients, random),
        onResponse: (status: number, body: string) => {
          // The first few refusals are printed: a bench that measures errors measures nothing.
          if (status >= 300 && refusalsShown < 3) {
            refusalsShown += 1;
            console.log(`${target.name} ${target.kind}: ${status} ${body.slice(0, 300)}`);
          }
        },
      },
    ],
  });
  const serverAfter = cpuMsOf(serverPid(target.kind));
  let backendMs = 0;
  for (const [pid, after] of await backendCpu()) backendMs += after - (backendsBefore.get(pid) ?? 0);
  const answered = Math.max(1, result.requests.total);
  return {
    serverCpuMs: (serverAfter - serverBefore) / answered,
    postgresCpuMs: monitor ? backendMs / answered : Number.NaN,
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    total: result.requests.total,
  };
}

const database = await createThrowawayDatabase('atrium_bench');
let server: ReturnType<typeof spawn> | null = null;
let nodeServer: ReturnType<typeof spawn> | null = null;
try {
  const setup = await openDatabase({ kind: 'postgres', url: database.url, poolSize: 4 });
  await setup.migrate();
  const started = Date.now();
  const clients = await seedBenchData(setup.db, clientCount);
  // Settle what the bulk insert left behind before anything is measured: autovacuum's analyze of the new tables,
  // hint bits on every fresh row (set by the first reader, which then writes the page) and the checkpoint they
  // bring. Otherwise it lands on whichever run reads those rows first (it was always A's first round).
  await setup.db.execute(sql`VACUUM ANALYZE`);
  await setup.db.execute(sql`CHECKPOINT`).catch(() => {
    // Only a superuser (or pg_checkpoint) may; the VACUUM has done most of the work anyway.
  });
  await setup.close();
  console.log(
    `seeded ${clients.length} clients with ~1 KB fact-finds in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );

  const serverPath = fileURLToPath(new URL('./server.ts', import.meta.url));
  // BENCH_SERVER_ARGS: extra Node flags for the server alone, e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof".
  const extra = (process.env.BENCH_SERVER_ARGS ?? '').split(' ').filter(Boolean);
  const [command, args] = pinned(
    process.execPath,
    [...extra, '--import', 'tsx', serverPath],
    pinning ? '1' : null,
  );
  // NODE_ENV as deployed: libraries read it from the environment, whatever the portal's own configuration says.
  const env = { ...process.env, NODE_ENV: 'production', BENCH_DATABASE_URL: database.url };
  server = spawn(command, args, {
    env: { ...env, BENCH_PORT: String(port) },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  await waitFor(`http://127.0.0.1:${port}/healthz`, 120_000, () => server?.exitCode !== null);
  const [nodeCommand, nodeArgs] = pinned(
    process.execPath,
    ['--import', 'tsx', fileURLToPath(new URL('./bare-server.ts', import.meta.url))],
    pinning ? '1' : null,
  );
  nodeServer = spawn(nodeCommand, nodeArgs, {
    env: { ...env, BENCH_NODE_PORT: String(nodePort) },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  await waitFor(`http://127.0.0.1:${nodePort}/healthz`, 120_000, () => nodeServer?.exitCode !== null);
  const generatorPinned = pinSelf(pinning ? '0' : null);

  const targets = mode === 'save' ? ['save'] : ['changes', 'user'];
  const machine = machineInfo();
  const postgres = await postgresSettings(database.url);
  monitor = new pg.Client({ connectionString: database.url });
  await monitor.connect();
  console.log(
    `bench/${mode}: ${rounds} rounds × ${seconds} s, ${connections} connections, ${clients.length} clients, ` +
      `Node ${process.version}, ${machine.cpus}× ${machine.cpu}, PostgreSQL ${postgres.server_version}, ` +
      (withIdempotencyKeys ? 'an Idempotency-Key on every save, ' : '') +
      `pinned ${generatorPinned ? 'server cpu 1, load cpu 0' : pinning ? 'no (taskset unavailable)' : 'no (BENCH_PIN=0)'}`,
  );

  const results: Record<
    string,
    {
      atrium: Run[];
      bare: Run[];
      node: Run[];
      atSeventyPercent?: Run;
      bareAtSameRate?: Run;
      nodeAtSameRate?: Run;
    }
  > = {};
  let seed = 1;
  for (const name of targets) {
    results[name] = { atrium: [], bare: [], node: [] };
    // Warm-up: JIT, pool connections, PostgreSQL's caches; not counted.
    for (const kind of kinds) await load({ name, kind }, clients, 999, Math.min(3, seconds));
    for (let round = 1; round <= rounds; round++) {
      // Each kind first, second and last in turn: A N B, N B A, B A N, …
      const order = kinds.map((_, i) => kinds[(i + round - 1) % kinds.length] as Kind);
      for (const kind of order) {
        // The same seed for A and B in a round: the same clients and properties in the same order.
        const run = await load({ name, kind }, clients, seed + round, seconds);
        results[name][kind].push(run);
        console.log(
          `round ${round} ${name.padEnd(7)} ${kind.padEnd(6)} ${run.requestsPerSecond.toFixed(0).padStart(6)} req/s  ` +
            `p50 ${fmt.ms(run.p50)}  p99 ${fmt.ms(run.p99)}  non-2xx ${run.non2xx}  errors ${run.errors}  ` +
            `CPU per request: server ${run.serverCpuMs.toFixed(2)} ms, PostgreSQL ${run.postgresCpuMs.toFixed(2)} ms`,
        );
      }
    }
    seed += 100;
    const peak = median(results[name].atrium.map((run) => run.requestsPerSecond));
    const rate = Math.max(1, Math.floor(peak * 0.7));
    const paced = await load({ name, kind: 'atrium' }, clients, seed, seconds, rate);
    results[name].atSeventyPercent = paced;
    console.log(
      `${name} atrium at 70 % of peak (${rate} req/s): p50 ${fmt.ms(paced.p50)}  p99 ${fmt.ms(paced.p99)}  non-2xx ${paced.non2xx}`,
    );
    // The references at the same rate: what this machine's scheduling alone does to p99 at that load.
    const pacedBare = await load({ name, kind: 'bare' }, clients, seed, seconds, rate);
    results[name].bareAtSameRate = pacedBare;
    const pacedNode = await load({ name, kind: 'node' }, clients, seed, seconds, rate);
    results[name].nodeAtSameRate = pacedNode;
    for (const [label, paced] of [
      ['bare', pacedBare],
      ['node', pacedNode],
    ] as const)
      console.log(
        `${name} ${label}   at the same rate (${rate} req/s): p50 ${fmt.ms(paced.p50)}  p99 ${fmt.ms(paced.p99)}  non-2xx ${paced.non2xx}`,
      );
  }

  const med = (runs: Run[], key: 'requestsPerSecond' | 'p50' | 'p99' | 'serverCpuMs' | 'postgresCpuMs') =>
    median(runs.map((run) => run[key]));
  const figures = (runs: Run[]) => ({
    serverCpuMs: med(runs, 'serverCpuMs'),
    postgresCpuMs: med(runs, 'postgresCpuMs'),
    requestsPerSecond: med(runs, 'requestsPerSecond'),
    p50: med(runs, 'p50'),
    p99: med(runs, 'p99'),
  });
  // Per round: the portal's throughput over each reference's in the same round.
  const ratioTo = (r: { atrium: Run[] }, reference: Run[]) =>
    ratioSummary(
      r.atrium.map((run, i) => run.requestsPerSecond / (reference[i]?.requestsPerSecond ?? Number.NaN)),
    );
  const summary = Object.fromEntries(
    Object.entries(results).map(([name, r]) => [
      name,
      {
        atrium: figures(r.atrium),
        node: figures(r.node),
        bare: figures(r.bare),
        // Against node:http + pg (the headline: the outside measurement's reference) and the in-process route.
        throughputRatio: ratioTo(r, r.node),
        throughputRatioToFastifyRoute: ratioTo(r, r.bare),
        p99AtSeventyPercent: r.atSeventyPercent?.p99 ?? null,
        bareP99AtSameRate: r.bareAtSameRate?.p99 ?? null,
        nodeP99AtSameRate: r.nodeAtSameRate?.p99 ?? null,
        failed: [...r.atrium, ...r.bare, ...r.node].reduce((sum, run) => sum + run.non2xx + run.errors, 0),
      },
    ]),
  );
  for (const [name, s] of Object.entries(summary)) {
    for (const kind of kinds)
      console.log(
        `${name} ${kind.padEnd(6)} (median): ${s[kind].requestsPerSecond.toFixed(0)} req/s  p50 ${fmt.ms(s[kind].p50)}  p99 ${fmt.ms(s[kind].p99)}  ` +
          `CPU per request: server ${s[kind].serverCpuMs.toFixed(2)} ms, PostgreSQL ${s[kind].postgresCpuMs.toFixed(2)} ms`,
      );
    if (s.failed > 0)
      console.log(`${name}: ${s.failed} requests failed (non-2xx or errors) — figures are not valid`);
  }
  const path = writeResults(mode, {
    machine,
    postgres,
    command: `npm run bench:${mode} -- ${rounds} ${clientCount} ${seconds} ${connections}`,
    settings: {
      rounds,
      clients: clientCount,
      seconds,
      connections,
      pinned: generatorPinned,
      saveableProperties: saveablePool.length,
      idempotencyKeys: withIdempotencyKeys,
    },
    results,
    summary,
    targets: { throughputRatio: 0.8, p99AtSeventyPercentMs: 20 },
  });
  console.log(`results: ${path}`);
  console.log(
    `ratio atrium/node:http+pg throughput, ${connections} connections: ${Object.entries(summary)
      .map(
        ([name, s]) =>
          `${name} ${fmt.ratio(s.throughputRatio.median)} (${fmt.spread(s.throughputRatio)}; ` +
          `to the in-process Fastify route ${fmt.ratio(s.throughputRatioToFastifyRoute.median)}), ` +
          `p99 at 70 % ${fmt.ms(s.p99AtSeventyPercent ?? Number.NaN)} (node ${fmt.ms(s.nodeP99AtSameRate ?? Number.NaN)}, ` +
          `Fastify route ${fmt.ms(s.bareP99AtSameRate ?? Number.NaN)})`,
      )
      .join('; ')}; load ${machineInfo().loadAverage.join(' ')}`,
  );
} finally {
  await monitor?.end();
  for (const child of [server, nodeServer]) {
    if (child && child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
  }
  await database.drop();
}
