// EXPLAIN ANALYZE of the statement behind GET …/portal/changes (features/factfind/repo.ts findChangesView) and
// of the bare route's read (bench/http/server.ts), on the bench's own data (seed.ts, seed 42) in a throwaway
// database. The statement is taken as the repository sends it (its text and parameters captured from the
// driver), prepared once, run enough times for PostgreSQL to settle on its plan, then explained; each is also
// timed over `executions` sequential round trips.
//   node --import tsx bench/http/explain-changes.ts [clients=10000] [executions=2000]
import { mulberry32 } from '@atrium/domain/forecast/monte-carlo';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase } from '../../apps/server/src/db/connect.ts';
import { createFactFindRepo } from '../../apps/server/src/features/factfind/repo.ts';
import { createThrowawayDatabase } from '../lib/postgres.ts';
import { type BenchClient, seedBenchData } from './seed.ts';

const clientCount = Number(process.argv[2] ?? 10_000);
const executions = Number(process.argv[3] ?? 2000);

type Captured = { text: string; values: unknown[] };
const captured = new Map<string, Captured>();
// biome-ignore lint/suspicious/noExplicitAny: the driver's overloaded query, wrapped only to read its arguments.
const original = pg.Client.prototype.query as any;
// biome-ignore lint/suspicious/noExplicitAny: as above.
(pg.Client.prototype as any).query = function (this: pg.Client, config: any, ...rest: unknown[]) {
  if (
    config &&
    typeof config === 'object' &&
    typeof config.name === 'string' &&
    config.name.startsWith('factfind_')
  )
    captured.set(config.name, { text: config.text, values: config.values ?? (rest[0] as unknown[]) ?? [] });
  return original.call(this, config, ...rest);
};

const database = await createThrowawayDatabase('atrium_explain');
try {
  const setup = await openDatabase({ kind: 'postgres', url: database.url, poolSize: 4 });
  await setup.migrate();
  const clients = await seedBenchData(setup.db, clientCount);
  await setup.db.execute(sql`VACUUM ANALYZE`);
  const repo = createFactFindRepo(setup.db);
  // One from the middle: its client, user and firm ids differ, so the parameters can be told apart.
  const sample: BenchClient | undefined = clients[Math.floor(clients.length / 2)];
  if (!sample) throw new Error('no clients seeded');
  const firms = await setup.db.execute(sql`SELECT firm_id FROM clients WHERE id = ${sample.clientId}`);
  const [firm] = (firms as unknown as { rows: { firm_id: number }[] }).rows;
  if (!firm) throw new Error('no firm');
  await repo.findChangesView(sample.clientId, firm.firm_id, sample.userId);
  await setup.close();

  const client = new pg.Client({ connectionString: database.url });
  client.on('error', () => {
    // The throwaway database is dropped with FORCE at the end, which ends this connection.
  });
  await client.connect();
  const random = mulberry32(7);
  const pick = (): BenchClient => clients[Math.floor(random() * clients.length)] ?? sample;
  const statements: { name: string; text: string; params: (c: BenchClient) => unknown[] }[] = [];
  for (const [name, { text, values }] of captured) {
    // Parameters by what they stand for: the repository sends (clientId, firmId, userId) in some order.
    const roles = values.map((v) =>
      v === sample.clientId ? 'client' : v === sample.userId ? 'user' : v === firm.firm_id ? 'firm' : 'fixed',
    );
    statements.push({
      name,
      text,
      params: (c) =>
        values.map((v, i) =>
          roles[i] === 'client'
            ? c.clientId
            : roles[i] === 'user'
              ? c.userId
              : roles[i] === 'firm'
                ? firm.firm_id
                : v,
        ),
    });
  }
  statements.push({
    name: 'bare',
    text: `SELECT data, status, version, last_completed_step, updated_at
      FROM fact_finds WHERE client_id = $1 ORDER BY id DESC LIMIT 1`,
    params: (c) => [c.clientId],
  });
  for (const { name, text, params } of statements) {
    console.log(`\n=== ${name}\n${text}\n`);
    await client.query(`PREPARE s_${name} AS ${text}`);
    const literal = (c: BenchClient) =>
      params(c)
        .map((v) => (typeof v === 'number' ? v : `'${v}'`))
        .join(', ');
    // PostgreSQL decides between a custom and the generic plan after five executions.
    for (let i = 0; i < 10; i += 1) await client.query(`EXECUTE s_${name}(${literal(pick())})`);
    const plan = await client.query(`EXPLAIN (ANALYZE, BUFFERS) EXECUTE s_${name}(${literal(pick())})`);
    for (const row of plan.rows as { 'QUERY PLAN': string }[]) console.log(row['QUERY PLAN']);
    const started = process.hrtime.bigint();
    for (let i = 0; i < executions; i += 1)
      await client.query({ name: `t_${name}`, text, values: params(pick()) });
    const micros = Number(process.hrtime.bigint() - started) / 1000 / executions;
    console.log(
      `${name}: ${micros.toFixed(0)} µs per execution, round trip included (${executions} sequential)`,
    );
  }
  await client.end();
} catch (error) {
  console.error(error);
  process.exitCode = 1;
} finally {
  await database.drop();
}
