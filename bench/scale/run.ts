// npm run bench:scale -- [sizes=10000,100000,1000000] [requests=200] [concurrency=4]
// For each size: a throwaway database, migrated, filled by seed.ts with COPY (fixed seed), the portal started on it
// (bench/scale/server.ts, pinned to CPU 1 where taskset exists, BENCH_PIN=0 leaves it to the scheduler), the same
// mixed load of every hot path (paths.ts, `requests` of each, interleaved in a seeded order, `concurrency` at a
// time), p50/p99 per path; then one request of each path with its statements captured and explained (plans.ts).
// At the end: per path p50/p99 by size, the growth ratio p99(largest) / p99(smallest), the worst plan node at the
// largest size and any sequential scan of a tenant table there (the path fails), and the adviser's search in the
// largest firm against its 50 ms target. BENCH_KEEP=1 keeps the databases; BENCH_DATABASE_PREFIX names them;
// BENCH_SEARCH_ONLY=1 measures the largest firm's search alone (no mixed load, no plans). BENCH_SEED_ONLY=1 seeds
// the databases and keeps them, no load (seeding needs no bench lock); BENCH_REUSE=1 then measures them, a reused
// database brought up to the current migrations first. Each database is read into the cache before its load
// (BENCH_COLD=1: not).

import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { mulberry32 } from '@atrium/domain/forecast/monte-carlo';
import pg from 'pg';
import { openDatabase } from '../../apps/server/src/db/connect.ts';
import {
  addMonths,
  createAuditPartitionsRepo,
  monthOf,
} from '../../apps/server/src/features/audit/partitions-repo.ts';
import { hasTaskset, machineInfo, pinned, pinSelf, postgresSettings, writeResults } from '../lib/machine.ts';
import { postgresServerUrl } from '../lib/postgres.ts';
import { percentile } from '../lib/stats.ts';
import { layout } from './households.ts';
import { largestFirmSearch, type PathContext, paths, type Request } from './paths.ts';
import { type PlanReport, planReport, type Statement, tenantTables } from './plans.ts';
import { sampleOf, seedHouseholds } from './seed.ts';

const [sizesArg, requestsArg, concurrencyArg] = process.argv.slice(2);
const sizes = (sizesArg ?? '10000,100000,1000000').split(',').map(Number);
const requestsPerPath = Number(requestsArg ?? 200);
const concurrency = Number(concurrencyArg ?? 4);
const pinning = process.env.BENCH_PIN !== '0' && hasTaskset();
const port = Number(process.env.BENCH_PORT ?? 3106);
const seed = 31;
// Bounded in time: a path stops after this many seconds whatever its count.
const pathSeconds = Number(process.env.BENCH_PATH_SECONDS ?? 60);
const base = `http://127.0.0.1:${port}`;
const now = new Date();

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function onServer(sql: string) {
  const client = new pg.Client({ connectionString: postgresServerUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

async function databaseExists(name: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: postgresServerUrl });
  await client.connect();
  try {
    const { rows } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    return rows.length > 0;
  } finally {
    await client.end();
  }
}

function urlOf(name: string) {
  const url = new URL(postgresServerUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function send(request: Request): Promise<{ status: number; ms: number }> {
  const started = performance.now();
  const response = await fetch(`${base}${request.url}`, {
    method: request.method,
    headers: {
      ...(request.token ? { authorization: `Bearer ${request.token}` } : {}),
      ...(request.body ? { 'content-type': 'application/json' } : {}),
      ...request.headers,
    },
    ...(request.body ? { body: JSON.stringify(request.body) } : {}),
  });
  await response.arrayBuffer();
  return { status: response.status, ms: performance.now() - started };
}

type PathResult = { p50: number; p99: number; count: number; failures: string[] };

// `count` requests of each named path in one seeded interleaved order, `concurrency` in flight.
async function load(
  names: string[],
  build: (name: string, context: PathContext) => Request,
  context: PathContext,
  count: number,
) {
  const order = names.flatMap((name) => Array.from({ length: count }, () => name));
  const shuffle = mulberry32(seed + 7);
  for (let i = order.length - 1; i > 0; i--) {
    const j = Math.floor(shuffle() * (i + 1));
    [order[i], order[j]] = [order[j] as string, order[i] as string];
  }
  const times = new Map<string, number[]>(names.map((name) => [name, []]));
  const failures = new Map<string, string[]>(names.map((name) => [name, []]));
  const started = new Map<string, number>();
  let next = 0;
  const worker = async () => {
    while (next < order.length) {
      const name = order[next++] as string;
      const first = started.get(name) ?? performance.now();
      started.set(name, first);
      if (performance.now() - first > pathSeconds * 1000) continue;
      const request = build(name, context);
      const { status, ms } = await send(request);
      if (status >= 300) failures.get(name)?.push(`${status} ${request.method} ${request.url}`);
      else times.get(name)?.push(ms);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  const results: Record<string, PathResult> = {};
  for (const name of names) {
    const values = times.get(name) ?? [];
    results[name] = {
      p50: percentile(values, 50),
      p99: percentile(values, 99),
      count: values.length,
      failures: failures.get(name) ?? [],
    };
  }
  return results;
}

async function startServer(url: string, capture: boolean) {
  const serverPath = fileURLToPath(new URL('./server.ts', import.meta.url));
  const [command, args] = pinned(process.execPath, ['--import', 'tsx', serverPath], pinning ? '1' : null);
  const child = spawn(command, args, {
    env: {
      ...process.env,
      BENCH_DATABASE_URL: url,
      BENCH_PORT: String(port),
      BENCH_CAPTURE: capture ? '1' : '0',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  for (let i = 0; ; i++) {
    if (child.exitCode !== null) throw new Error('the server exited at start');
    try {
      if ((await fetch(`${base}/healthz`)).ok) break;
    } catch {}
    if (i > 600) throw new Error('the server did not start');
    await sleep(200);
  }
  return child;
}

type SizeResult = {
  households: number;
  largestFirm: number;
  seedSeconds: number;
  seed: Record<string, { rows: number; seconds: number }>;
  databaseBytes: number;
  tables: Record<string, number>;
  paths: Record<string, PathResult>;
  search: Record<string, PathResult>;
  plans: Record<string, PlanReport>;
  loadAverage: number[];
};

const machine = machineInfo();
const generatorPinned = pinSelf(pinning ? '0' : null);
console.log(
  `bench/scale: sizes ${sizes.join(', ')} households over 1 000 firms; ${requestsPerPath} requests a path, ${concurrency} at a time; ` +
    `Node ${process.version}, ${machine.cpus}× ${machine.cpu}, load average ${machine.loadAverage.join(' ')}; ` +
    `pinned ${generatorPinned ? 'server cpu 1, load cpu 0 (PostgreSQL unpinned)' : 'no'}`,
);

const results: SizeResult[] = [];
const prefix = process.env.BENCH_DATABASE_PREFIX ?? 'atrium_scale';
for (const size of sizes) {
  const name = `${prefix}_${size}`;
  const url = urlOf(name);
  const plan = layout(size);
  const context: PathContext = { plan, seed, sample: sampleOf(plan), random: mulberry32(seed) };
  let server: ReturnType<typeof spawn> | null = null;
  // BENCH_REUSE=1: a size whose database a kept run left (BENCH_KEEP=1) is measured again without seeding.
  const reuse = process.env.BENCH_REUSE === '1' && (await databaseExists(name));
  const seedOnly = process.env.BENCH_SEED_ONLY === '1';
  try {
    let seedSeconds = 0;
    let timings: SizeResult['seed'] = {};
    if (!reuse) {
      await onServer(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await onServer(`CREATE DATABASE ${name}`);
      const started = performance.now();
      const database = await openDatabase({ kind: 'postgres', url, poolSize: 2 });
      await database.migrate();
      // The audit log's months of the seeded two years and the next two, made before the rows arrive.
      const partitions = createAuditPartitionsRepo(database.db);
      for (let m = -25; m <= 2; m++) await partitions.createPartition(addMonths(monthOf(now), m));
      await database.close();
      console.log(`\n${size} households (largest firm ${plan.firms[0]?.households}), seeding…`);
      timings = await seedHouseholds(url, plan, { seed, now });
      seedSeconds = Math.round((performance.now() - started) / 100) / 10;
      console.log(`  seeded in ${seedSeconds} s`);
      if (seedOnly) continue;
    } else {
      const database = await openDatabase({ kind: 'postgres', url, poolSize: 2 });
      await database.migrate();
      await database.close();
      if (seedOnly) continue;
    }
    const stats = new pg.Client({ connectionString: url });
    await stats.connect();
    const { rows: sizeRows } = await stats.query<{ bytes: string }>(
      'SELECT pg_database_size(current_database()) AS bytes',
    );
    const { rows: tableRows } = await stats.query<{ name: string; bytes: string }>(
      `SELECT c.relname AS name, pg_total_relation_size(c.oid) AS bytes FROM pg_class c
       WHERE c.relkind IN ('r') AND c.relnamespace = 'public'::regnamespace ORDER BY 2 DESC LIMIT 12`,
    );
    const tenants = await tenantTables(stats);
    // The tables and indexes read into the operating system's cache first (pg_prewarm, 'read'), as a deployment's
    // working set is: a database just seeded is not, and at 1M its first runs waited on the disk (half the CPU time in
    // iowait, p99s of seconds for one-household paths). BENCH_COLD=1 leaves the cache as it is.
    if (process.env.BENCH_COLD !== '1') {
      const warming = performance.now();
      await stats.query('CREATE EXTENSION IF NOT EXISTS pg_prewarm');
      await stats.query(`SELECT pg_prewarm(c.oid, 'read') FROM pg_class c
        WHERE c.relkind IN ('r', 'i') AND c.relnamespace = 'public'::regnamespace`);
      console.log(
        `  tables and indexes read into the cache in ${Math.round((performance.now() - warming) / 1000)} s`,
      );
    }
    await stats.end();

    server = await startServer(url, true);
    // Warm-up: every path a few times (JIT, pool, PostgreSQL's caches); not counted.
    const names = process.env.BENCH_SEARCH_ONLY === '1' ? [] : Object.keys(paths);
    await load(names, (n, c) => (paths[n] as (c: PathContext) => Request)(c), context, 5);
    const loadAverage = machineInfo().loadAverage;
    const pathResults = await load(
      names,
      (n, c) => (paths[n] as (c: PathContext) => Request)(c),
      context,
      requestsPerPath,
    );
    const searches = ['largest firm search name', 'largest firm search email'];
    const searchOf = (n: string, c: PathContext) =>
      largestFirmSearch(c, n.endsWith('email') ? 'email' : 'name');
    await load(searches, searchOf, context, 5);
    const search = await load(searches, searchOf, context, requestsPerPath);
    const plans: Record<string, PlanReport> = {};
    for (const pathName of names) {
      await fetch(`${base}/bench/capture/start`, { method: 'POST' });
      await send((paths[pathName] as (c: PathContext) => Request)(context));
      const { statements } = (await (
        await fetch(`${base}/bench/capture/stop`, { method: 'POST' })
      ).json()) as {
        statements: Statement[];
      };
      plans[pathName] = await planReport(url, statements, tenants);
    }
    results.push({
      households: size,
      largestFirm: plan.firms[0]?.households ?? 0,
      seedSeconds,
      seed: timings,
      databaseBytes: Number(sizeRows[0]?.bytes ?? 0),
      tables: Object.fromEntries(tableRows.map((row) => [row.name, Number(row.bytes)])),
      paths: pathResults,
      search,
      plans,
      loadAverage,
    });
    console.log(
      `  load average at the load: ${loadAverage.join(' ')}; database ${(Number(sizeRows[0]?.bytes) / 1024 ** 3).toFixed(2)} GiB`,
    );
    for (const [pathName, r] of Object.entries({ ...pathResults, ...search })) {
      console.log(
        `  ${pathName.padEnd(32)} p50 ${r.p50.toFixed(1).padStart(8)} ms  p99 ${r.p99.toFixed(1).padStart(8)} ms  n ${r.count}` +
          (r.failures.length ? `  FAILED ${r.failures.length}: ${r.failures[0]}` : ''),
      );
    }
  } finally {
    if (server && server.exitCode === null) {
      const exited = new Promise((resolve) => server?.once('exit', resolve));
      server.kill('SIGTERM');
      await exited;
    }
    if (process.env.BENCH_KEEP !== '1' && !seedOnly)
      await onServer(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  }
}

if (process.env.BENCH_SEED_ONLY === '1') process.exit(0);
const first = results[0];
const last = results[results.length - 1];
let failed = false;
if (first && last) {
  console.log(
    `\np99 by size (ms) and growth ratio p99(${last.households}) / p99(${first.households}), target ≤ 1.3:`,
  );
  console.log(
    `${'path'.padEnd(32)} ${results.map((r) => String(r.households).padStart(9)).join(' ')}   growth`,
  );
  for (const pathName of [...Object.keys(first.paths), ...Object.keys(first.search)]) {
    const p99s = results.map((r) => (r.paths[pathName] ?? r.search[pathName])?.p99 ?? Number.NaN);
    const growth = (p99s[p99s.length - 1] as number) / (p99s[0] as number);
    console.log(
      `${pathName.padEnd(32)} ${p99s.map((v) => v.toFixed(1).padStart(9)).join(' ')}   ${growth.toFixed(2)}${growth > 1.3 ? '  over 1.3' : ''}`,
    );
  }
  console.log(
    `\nshared buffers per request (8 kB pages touched by the path's statements, from EXPLAIN ANALYZE), and growth:`,
  );
  for (const pathName of Object.keys(first.plans)) {
    const buffers = results.map((r) => r.plans[pathName]?.buffers ?? Number.NaN);
    const growth = (buffers[buffers.length - 1] as number) / (buffers[0] as number);
    console.log(
      `${pathName.padEnd(32)} ${buffers.map((v) => String(v).padStart(9)).join(' ')}   ${growth.toFixed(2)}${growth > 1.3 ? '  over 1.3' : ''}`,
    );
  }
  console.log(`\nplans at ${last.households} households: worst node, and sequential scans of tenant tables`);
  for (const [pathName, report] of Object.entries(last.plans)) {
    const worst = report.worst;
    console.log(
      `${pathName.padEnd(32)} ${worst ? `${worst.node}${worst.relation ? ` on ${worst.relation}` : ''} ${worst.ms.toFixed(2)} ms` : 'no statement'}` +
        (report.seqScans.length
          ? `  FAIL seq scan: ${report.seqScans.map((s) => s.relation ?? s.node).join(', ')}`
          : ''),
    );
    if (report.seqScans.length) failed = true;
  }
  for (const kind of ['name', 'email']) {
    const r = last.search[`largest firm search ${kind}`];
    if (r)
      console.log(
        `search by ${kind} in a ${last.largestFirm}-client firm: p99 ${r.p99.toFixed(1)} ms (target ≤ 50 ms) ${r.p99 <= 50 ? 'met' : 'NOT met'}`,
      );
  }
}
const path = writeResults('scale', {
  machine,
  pinned: generatorPinned,
  postgres: await postgresSettings(postgresServerUrl),
  requestsPerPath,
  concurrency,
  results,
});
console.log(`results: ${path}`);
if (failed) process.exitCode = 1;
