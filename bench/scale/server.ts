// The portal under the scale bench, in a process of its own: the whole app as buildApp makes it (production mode,
// request logs off), listening, so its periodic jobs run as in a deployment. BENCH_CAPTURE=1 adds two bench-only
// routes that record the statements the server sends to PostgreSQL between them, for the bench's query plans.
//   BENCH_DATABASE_URL=… BENCH_PORT=… node --import tsx bench/scale/server.ts
import { randomBytes } from 'node:crypto';
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
  DATABASE_PREPARED_STATEMENTS: process.env.BENCH_PREPARED_STATEMENTS ?? 'true',
  SEED_DEMO: 'false',
  LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'warn',
  WEB_DIST_DIR: '/nonexistent/atrium-bench',
  SESSION_IDLE_MINUTES: String(24 * 60),
  // The load's sign-ins come from many addresses (X-Forwarded-For), as a deployment's behind its proxy.
  TRUST_PROXY: '1',
});

type Statement = { text: string; values: unknown[] };
let captured: Statement[] | null = null;
const original = pg.Client.prototype.query;
pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
  if (captured) {
    const first = args[0] as string | { text?: string; values?: unknown[] };
    const text = typeof first === 'string' ? first : (first?.text ?? '');
    const values = Array.isArray(args[1]) ? args[1] : typeof first === 'object' ? (first?.values ?? []) : [];
    captured.push({ text, values: values as unknown[] });
  }
  return (original as (...a: unknown[]) => unknown).apply(this, args);
} as typeof original;

const database = await openDatabase({
  kind: 'postgres',
  url: databaseUrl,
  preparedStatements: config.databasePreparedStatements,
});
const app = await buildApp(config, { db: database.db });
if (process.env.BENCH_CAPTURE === '1') {
  app.post('/bench/capture/start', async () => {
    captured = [];
    return { ok: true };
  });
  app.post('/bench/capture/stop', async () => {
    const statements = captured ?? [];
    captured = null;
    return { statements };
  });
}
await app.listen({ port, host: '127.0.0.1' });
console.log('ready');
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.on(signal, () => {
    void app
      .close()
      .then(() => database.close())
      .finally(() => process.exit(0));
  });
}
