// node --import tsx bench/scale/explain.ts <database> <firmId> <url> [url…]
// On a database kept by bench:scale (BENCH_KEEP=1): starts the portal on it (server.ts, statements captured), sends
// each URL as the admin of the firm, and prints what PostgreSQL did for it: each statement's execution time and
// shared buffers under EXPLAIN (ANALYZE, BUFFERS), warm (the request is sent twice first). For reading one firm's
// cost on a loaded machine, where the request's latency says little. BENCH_EXPLAIN_PLANS=1 prints each statement's
// plan too (EXPLAIN's text format, the same run). BENCH_EXPLAIN_ROLE=adviser sends them as the firm's adviser with the
// largest book instead of its admin.

import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { postgresServerUrl } from '../lib/postgres.ts';
import { firmDomain, tokenOf } from './households.ts';
import type { Statement } from './plans.ts';

const [database, firmArg, ...urls] = process.argv.slice(2);
if (!database || !firmArg || urls.length === 0)
  throw new Error('usage: explain.ts <database> <firmId> <url>…');
const firmId = Number(firmArg);
const port = Number(process.env.BENCH_PORT ?? 3107);
const base = `http://127.0.0.1:${port}`;
const url = new URL(postgresServerUrl);
url.pathname = `/${database}`;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const client = new pg.Client({ connectionString: url.toString() });
await client.connect();
const role = process.env.BENCH_EXPLAIN_ROLE === 'adviser' ? 'adviser' : 'admin';
const caller = await client.query<{ id: number; book: number }>(
  role === 'admin'
    ? "SELECT id, 0 AS book FROM users WHERE firm_id = $1 AND role = 'admin' ORDER BY id LIMIT 1"
    : `SELECT u.id, count(c.id)::int AS book FROM users u JOIN clients c ON c.adviser_id = u.id
        WHERE u.firm_id = $1 AND u.role = 'adviser' GROUP BY u.id ORDER BY book DESC, u.id LIMIT 1`,
  [firmId],
);
const callerId = caller.rows[0]?.id;
if (callerId === undefined) throw new Error(`firm ${firmId} has no ${role}`);
if (role === 'adviser') console.log(`as adviser ${callerId}, a book of ${caller.rows[0]?.book} clients`);
const size = await client.query<{ n: number }>('SELECT count(*)::int AS n FROM clients WHERE firm_id = $1', [
  firmId,
]);
console.log(`firm ${firmId}: ${size.rows[0]?.n} clients`);

const child = spawn(
  process.execPath,
  ['--import', 'tsx', fileURLToPath(new URL('./server.ts', import.meta.url))],
  {
    env: { ...process.env, BENCH_DATABASE_URL: url.toString(), BENCH_PORT: String(port), BENCH_CAPTURE: '1' },
    stdio: ['ignore', 'inherit', 'inherit'],
  },
);
try {
  for (let i = 0; ; i++) {
    try {
      if ((await fetch(`${base}/healthz`)).ok) break;
    } catch {}
    if (i > 600) throw new Error('the server did not start');
    await sleep(200);
  }
  const headers = {
    authorization: `Bearer ${tokenOf(callerId, 31).token}`,
    'x-forwarded-host': firmDomain(firmId),
  };
  for (const path of urls) {
    for (let i = 0; i < 2; i++) await fetch(`${base}${path}`, { headers });
    await fetch(`${base}/bench/capture/start`, { method: 'POST' });
    const started = performance.now();
    const response = await fetch(`${base}${path}`, { headers });
    const ms = performance.now() - started;
    const { statements } = (await (await fetch(`${base}/bench/capture/stop`, { method: 'POST' })).json()) as {
      statements: Statement[];
    };
    let total = 0;
    let buffers = 0;
    let planning = 0;
    const lines: string[] = [];
    for (const statement of statements) {
      if (!/^\s*(select|with)\b/i.test(statement.text)) continue;
      const { rows } = await client.query<{
        'QUERY PLAN': [{ 'Execution Time': number; 'Planning Time': number; Plan: Record<string, number> }];
      }>(`EXPLAIN (ANALYZE, BUFFERS, FORMAT JSON) ${statement.text}`, statement.values);
      const plan = rows[0]?.['QUERY PLAN'][0];
      if (!plan) continue;
      const pages = (plan.Plan['Shared Hit Blocks'] ?? 0) + (plan.Plan['Shared Read Blocks'] ?? 0);
      total += plan['Execution Time'];
      planning += plan['Planning Time'];
      buffers += pages;
      if (process.env.BENCH_EXPLAIN_PLANS === '1') {
        const { rows: text } = await client.query<{ 'QUERY PLAN': string }>(
          `EXPLAIN (ANALYZE, BUFFERS) ${statement.text}`,
          statement.values,
        );
        lines.push(`    ${statement.text}`, ...text.map((row) => `      ${row['QUERY PLAN']}`));
      }
      lines.push(
        `    ${plan['Execution Time'].toFixed(2).padStart(8)} ms ${String(pages).padStart(7)} buffers ${plan['Planning Time'].toFixed(2).padStart(6)} ms planning  ${statement.text.replace(/\s+/g, ' ').slice(0, 80)}`,
      );
    }
    console.log(
      `${path}: HTTP ${response.status} in ${ms.toFixed(1)} ms; PostgreSQL ${total.toFixed(2)} ms, ${buffers} buffers, planning ${planning.toFixed(2)} ms`,
    );
    for (const line of lines) console.log(line);
  }
} finally {
  child.kill('SIGTERM');
  await client.end();
}
