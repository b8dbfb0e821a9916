// The server under test, in a process of its own (pinned apart from the load generator): the whole portal
// as buildApp makes it, plus the bare reference routes in the same Fastify instance, on the same pool and
// driver (node-postgres through Drizzle), doing the same database work with nothing around it.
//   BENCH_DATABASE_URL=… BENCH_PORT=… node --import tsx bench/http/server.ts
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { buildApp } from '../../apps/server/src/app.ts';
import { loadConfig } from '../../apps/server/src/config.ts';
import { openDatabase } from '../../apps/server/src/db/connect.ts';

const databaseUrl = process.env.BENCH_DATABASE_URL;
const port = Number(process.env.BENCH_PORT);
if (!databaseUrl || !port) throw new Error('BENCH_DATABASE_URL and BENCH_PORT are required');

const config = loadConfig({
  NODE_ENV: 'production',
  APP_KEY: randomBytes(32).toString('base64'),
  DATABASE_URL: databaseUrl,
  SEED_DEMO: 'false',
  // Request logs off for both A and B alike: the bench measures the request path, not stdout.
  LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'warn',
  WEB_DIST_DIR: '/nonexistent/atrium-bench',
  SESSION_IDLE_MINUTES: String(24 * 60),
});
// BENCH_COUNT_QUERIES=1: count the statements each route sends to PostgreSQL (round trips are what a save
// waits on), printed at exit per route as statements per request.
const statements = new Map<string, { queries: number; requests: number }>();
let currentRoute: string | null = null;
const slowest = new Map<string, { count: number; ms: number }>();
if (process.env.BENCH_COUNT_QUERIES === '1') {
  const original = pg.Client.prototype.query;
  pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
    const entry = currentRoute ? statements.get(currentRoute) : undefined;
    if (entry) entry.queries += 1;
    const first = args[0] as string | { text?: string };
    const text = (typeof first === 'string' ? first : (first?.text ?? '')).replace(/\s+/g, ' ').slice(0, 140);
    const started = performance.now();
    const record = () => {
      const slot = slowest.get(text) ?? { count: 0, ms: 0 };
      slot.count += 1;
      slot.ms += performance.now() - started;
      slowest.set(text, slot);
    };
    // pool.query() hands the client a callback; a checked-out client (a transaction) gets a promise.
    const last = args.length - 1;
    const callback = args[last];
    if (typeof callback === 'function') {
      args[last] = (...results: unknown[]) => {
        record();
        return (callback as (...a: unknown[]) => unknown)(...results);
      };
    }
    const result = (original as (...a: unknown[]) => unknown).apply(this, args);
    if (result instanceof Promise) void result.then(record, () => {});
    return result;
  } as typeof original;
}
// BENCH_PREPARED_STATEMENTS=false: every statement unnamed, as behind a transaction pooler (DATABASE_PREPARED_STATEMENTS).
// BENCH_POOLER_PORT: the portal and the bare routes reach the same database through a pooler listening there on
// loopback (a PgBouncer the operator started in front of the machine's PostgreSQL; docs/scale.md has its settings).
const poolerPort = process.env.BENCH_POOLER_PORT;
const serverUrl = new URL(databaseUrl);
if (poolerPort) serverUrl.port = poolerPort;
const database = await openDatabase({
  kind: 'postgres',
  url: serverUrl.toString(),
  preparedStatements: process.env.BENCH_PREPARED_STATEMENTS !== 'false',
});
const app = await buildApp(config, { db: database.db });
const { db } = database;

type Params = { clientId: string };
// Raw rows: Drizzle's execute() answers the driver's own result, typed loosely across drivers.
const rowsOf = (result: unknown) => (result as { rows: Record<string, unknown>[] }).rows;
const isObject = (value: unknown): value is Record<string, Record<string, unknown>> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

// B for `save`: the same single-row JSONB UPDATE (merging the named properties into their category) and the
// same audit INSERT (one fact_find_changes row per property), in one transaction.
app.put<{ Params: Params; Body: { updates: Record<string, Record<string, unknown>> } }>(
  '/bench/bare/:clientId/update',
  async (request, reply) => {
    const clientId = Number(request.params.clientId);
    const updates = request.body?.updates;
    if (!isObject(updates)) return reply.code(400).send({ message: 'updates expected' });
    const [category, values] = Object.entries(updates)[0] ?? [];
    if (!category || !isObject(updates)) return reply.code(400).send({ message: 'one category expected' });
    return db.transaction(async (tx) => {
      const result = await tx.execute(sql`
        UPDATE fact_finds
           SET data = data || jsonb_build_object(${category}::text,
                 (CASE WHEN jsonb_typeof(data -> ${category}::text) = 'object' THEN data -> ${category}::text ELSE '{}'::jsonb END)
                 || ${JSON.stringify(values)}::jsonb),
               version = version + 1, updated_at = now()
         WHERE client_id = ${clientId} AND status <> 'reviewed'
     RETURNING id, firm_id, version, updated_at`);
      const row = rowsOf(result)[0] as
        | { id: number; firm_id: number; version: number; updated_at: Date }
        | undefined;
      if (!row) return reply.code(404).send({ message: 'not found' });
      for (const [property, value] of Object.entries(values as Record<string, unknown>)) {
        await tx.execute(sql`
          INSERT INTO fact_find_changes (firm_id, fact_find_id, path, old, new, request_id, created_at)
          VALUES (${row.firm_id}, ${row.id}, ${`${category}.${property}`}, NULL, ${JSON.stringify(value)}::jsonb, ${String(request.id)}, now())`);
      }
      return { lastUpdated: new Date(row.updated_at).toISOString(), version: row.version };
    });
  },
);

// B for `read`: the same fact-find row the portal reads for GET …/portal/changes.
app.get<{ Params: Params }>('/bench/bare/:clientId/changes', async (request, reply) => {
  const result = await db.execute(sql`
    SELECT data, status, version, last_completed_step, updated_at
      FROM fact_finds WHERE client_id = ${Number(request.params.clientId)}
  ORDER BY id DESC LIMIT 1`);
  const row = rowsOf(result)[0];
  if (!row) return reply.code(404).send({ message: 'not found' });
  return row;
});

// B for GET api/user: the user and client rows the portal reads, by id, without a token.
app.get<{ Params: { userId: string } }>('/bench/bare/user/:userId', async (request, reply) => {
  const result = await db.execute(sql`
    SELECT u.id, u.name, u.email, u.role, u.region, u.permissions, u.mfa_enabled, u.mfa_telephone,
           c.id AS client_id, c.name AS client_name, c.joint_name, c.dob, c.joint_dob, c.currency_symbol
      FROM users u LEFT JOIN clients c ON c.user_id = u.id
     WHERE u.id = ${Number(request.params.userId)}`);
  const row = rowsOf(result)[0];
  if (!row) return reply.code(404).send({ message: 'not found' });
  return row;
});

if (process.env.BENCH_COUNT_QUERIES === '1') {
  // Counting is only exact with one request at a time (run the bench with 1 connection).
  app.addHook('onRequest', async (request) => {
    currentRoute = `${request.method} ${request.routeOptions.url}`;
    const entry = statements.get(currentRoute) ?? { queries: 0, requests: 0 };
    entry.requests += 1;
    statements.set(currentRoute, entry);
  });
  process.on('exit', () => {
    for (const [route, { queries, requests }] of statements) {
      console.log(`statements per request: ${(queries / requests).toFixed(1)}  ${route}`);
    }
    const top = [...slowest.entries()]
      .sort((a, b) => b[1].ms / b[1].count - a[1].ms / a[1].count)
      .slice(0, 14);
    for (const [text, { count, ms }] of top) {
      console.log(`mean ${(ms / count).toFixed(2)} ms × ${count}  ${text}`);
    }
  });
}
// Requests whose handler has not answered yet. app.close() stops new connections and waits for open ones, but
// autocannon ends a run by destroying its sockets: the handlers of those requests are still running their
// queries, and ending the pool under them logged "Cannot use a pool after calling end on the pool".
const inFlight = new Set<object>();
let drained: (() => void) | null = null;
const settle = (request: object) => {
  inFlight.delete(request);
  if (inFlight.size === 0) drained?.();
};
// Callback hooks, not async ones: they run on every request of every server measured and must cost next to nothing.
app.addHook('onRequest', (request, _reply, done) => {
  inFlight.add(request);
  done();
});
app.addHook('onSend', (request, _reply, payload, done) => {
  settle(request);
  done(null, payload);
});
app.addHook('onResponse', (request, _reply, done) => {
  settle(request);
  done();
});

await app.listen({ port, host: '127.0.0.1' });
const stop = async () => {
  await app.close();
  if (inFlight.size > 0) {
    // Bounded: a request that never reaches onSend (none known) cannot hold the bench forever.
    await Promise.race([
      new Promise<void>((resolve) => {
        drained = resolve;
      }),
      new Promise((resolve) => setTimeout(resolve, 10_000).unref()),
    ]);
  }
  await database.close();
  process.exit(0);
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
