import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { connect, createServer, type Server, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type pg from 'pg';
import { type Database, openDatabase } from '../db/connect.ts';
import { factFinds } from '../db/schema.ts';
import { createClientUser, createFirmWithStaff, createToken } from '../test/factories.ts';
import { madeBeforeAll } from '../test/lifecycle.ts';
import { databaseUrl, onServer } from '../test/pg-server.ts';

// The machine's PostgreSQL (CI's service), on which each run makes and drops its own database.
export const postgresUrl = process.env.POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
export const sharedRedisUrl = process.env.REDIS_TEST_URL ?? 'redis://127.0.0.1:6379';
export const repositoryRoot = fileURLToPath(new URL('../../../..', import.meta.url));

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const onPostgres = <T>(run: (client: pg.Client) => Promise<T>) => onServer(postgresUrl, run);

export type FaultDatabase = { name: string; url: string; database: Database; drop(): Promise<void> };

// A throwaway database for one test file, migrated, with a pool of its own for the test's checks.
export async function createFaultDatabase(): Promise<FaultDatabase> {
  const name = `atrium_fault_${randomBytes(5).toString('hex')}`;
  await onPostgres((client) => client.query(`CREATE DATABASE ${name}`));
  const url = databaseUrl(postgresUrl, name);
  const database = await openDatabase({ kind: 'postgres', url, poolSize: 3 });
  await database.migrate();
  return {
    name,
    url,
    database,
    async drop() {
      await database.close().catch(() => {});
      await onPostgres((client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    },
  };
}

// Ends every connection the server has open to this database, as a PostgreSQL restart would.
export async function terminateBackends(name: string): Promise<number> {
  return onPostgres(async (client) => {
    const { rowCount } = await client.query(
      'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()',
      [name],
    );
    return rowCount ?? 0;
  });
}

// A client with a started fact-find, their adviser, and long-lived tokens for both.
export async function faultWorld(db: Database['db']) {
  const { firm, adviser } = await createFirmWithStaff(db, ['adviser'], {
    name: 'Example Financial Planning',
  });
  const client = await createClientUser(db, {
    firmId: firm.id,
    adviserId: adviser.id,
    name: 'James Carter',
    dob: '1978-04-12',
  });
  const [factFind] = await db
    .insert(factFinds)
    .values({ firmId: firm.id, clientId: client.client.id, status: 'draft', data: { joint: false } })
    .returning();
  if (!factFind) throw new Error('no fact-find');
  const expiresAt = new Date(Date.now() + 24 * 3_600_000);
  return {
    firm,
    adviser,
    client,
    factFind,
    clientToken: await createToken(db, { userId: client.user.id, expiresAt }),
    adviserToken: await createToken(db, { userId: adviser.id, expiresAt }),
  };
}

export type FaultWorld = Awaited<ReturnType<typeof faultWorld>>;

// The throwaway database and faultWorld of one fault file, made in a beforeAll registered where this is called
// (call it before the file's own hooks) and dropped after the file's own afterAll hooks (vitest runs those in
// reverse); read as `fault.db`, `fault.world` once the beforeAll ran.
export function useFaultWorld(): { readonly db: FaultDatabase; readonly world: FaultWorld } {
  const db = madeBeforeAll('useFaultWorld', createFaultDatabase, (made) => made.drop());
  const world = madeBeforeAll('useFaultWorld', () => faultWorld(db.value.database.db));
  return {
    get db() {
      return db.value;
    },
    get world() {
      return world.value;
    },
  };
}

export type ServerProcess = {
  port: number;
  url: string;
  child: ChildProcess;
  output(): string;
  exited: Promise<number | null>;
  kill(signal: NodeJS.Signals): Promise<number | null>;
};

// The real server, compiled (`node apps/server/dist/main.js`, built by this suite's global setup), as production
// starts it.
export async function startServer(options: {
  port: number;
  databaseUrl: string;
  redisUrl?: string;
  redisPrefix?: string;
  env?: Record<string, string>;
}): Promise<ServerProcess> {
  const dataDir = await mkdtemp(join(tmpdir(), 'atrium-fault-data-'));
  const child = spawn(process.execPath, ['--enable-source-maps', 'apps/server/dist/main.js'], {
    cwd: repositoryRoot,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '/tmp',
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      PORT: String(options.port),
      HOST: '127.0.0.1',
      DATABASE_URL: options.databaseUrl,
      DATA_DIR: dataDir,
      SEED_DEMO: 'false',
      WEB_DIST_DIR: '/nonexistent/atrium-web-dist',
      REALTIME_SHUTDOWN_SPREAD_MS: '500',
      ...(options.redisUrl ? { REDIS_URL: options.redisUrl } : {}),
      ...(options.redisPrefix ? { REDIS_PREFIX: options.redisPrefix } : {}),
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const url = `http://127.0.0.1:${options.port}`;
  const deadline = Date.now() + 40_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited at start:\n${output}`);
    try {
      if ((await fetch(`${url}/healthz`)).ok) break;
    } catch {}
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`the server did not start:\n${output}`);
    }
    await sleep(150);
  }
  exited.then(() => rm(dataDir, { recursive: true, force: true })).catch(() => {});
  return {
    port: options.port,
    url,
    child,
    output: () => output,
    exited,
    async kill(signal) {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return exited;
    },
  };
}

// A TCP relay in front of PostgreSQL: stopping it is the database going away for this server only (the
// machine's PostgreSQL is shared, so it is never stopped for real).
// It listens on a port the system picks: only this process's server connects to it.
export async function startRelay(target: { host: string; port: number }) {
  let port = 0;
  const sockets = new Set<Socket>();
  let server: Server | null = null;
  const up = () =>
    new Promise<void>((resolve) => {
      const listening = createServer((inbound) => {
        const outbound = connect(target.port, target.host);
        sockets.add(inbound);
        sockets.add(outbound);
        inbound.pipe(outbound).pipe(inbound);
        const end = () => {
          inbound.destroy();
          outbound.destroy();
          sockets.delete(inbound);
          sockets.delete(outbound);
        };
        inbound.on('error', end).on('close', end);
        outbound.on('error', end).on('close', end);
      });
      server = listening;
      listening.listen(port, '127.0.0.1', () => {
        port = (listening.address() as { port: number }).port;
        resolve();
      });
    });
  const down = () =>
    new Promise<void>((resolve) => {
      for (const socket of sockets) socket.destroy();
      sockets.clear();
      if (!server) return resolve();
      server.close(() => resolve());
      server = null;
    });
  await up();
  return { port, up, down };
}

export type SaveResult = { value: string; key: string; status: number | 'no answer' };

// One save of the fact-find, as the web app sends it: one property, an Idempotency-Key per edit.
export async function save(
  baseUrl: string,
  token: string,
  clientId: number,
  updates: Record<string, unknown>,
  key: string = randomUUID(),
): Promise<{ status: number | 'no answer'; body: string }> {
  try {
    const response = await fetch(`${baseUrl}/api/clients/${clientId}/portal/changes/update`, {
      method: 'PUT',
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': 'application/json',
        'idempotency-key': key,
      },
      body: JSON.stringify({ updates }),
    });
    return { status: response.status, body: await response.text() };
  } catch {
    return { status: 'no answer', body: '' };
  }
}

// A Redis of this suite's own (not the shared one), so it can be killed and brought back.
export async function startRedis(port: number) {
  let child: ChildProcess | null = null;
  const up = async () => {
    child = spawn(
      'redis-server',
      ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      {
        stdio: 'ignore',
      },
    );
    for (let i = 0; i < 100; i++) {
      const ready = await new Promise<boolean>((resolve) => {
        const socket = connect(port, '127.0.0.1');
        socket.once('connect', () => {
          socket.destroy();
          resolve(true);
        });
        socket.once('error', () => resolve(false));
      });
      if (ready) return;
      await sleep(50);
    }
    throw new Error('redis-server did not start');
  };
  const down = async () => {
    const running = child;
    child = null;
    if (!running || running.exitCode !== null) return;
    const exited = new Promise((resolve) => running.once('exit', resolve));
    running.kill('SIGKILL');
    await exited;
  };
  await up();
  return { url: `redis://127.0.0.1:${port}`, up, down };
}

// The adviser's reply to the client, through one instance.
export async function reply(baseUrl: string, adviserToken: string, clientId: number, message: string) {
  const response = await fetch(`${baseUrl}/api/adviser/clients/${clientId}/messages`, {
    method: 'POST',
    headers: { authorization: `Bearer ${adviserToken}`, 'content-type': 'application/json' },
    body: JSON.stringify({ message }),
  });
  return response.status;
}

// What the browser refetches after a reconnect: the client's whole conversation.
export async function conversation(baseUrl: string, clientToken: string): Promise<string[]> {
  const response = await fetch(`${baseUrl}/api/messages`, {
    headers: { authorization: `Bearer ${clientToken}` },
  });
  const body = (await response.json()) as { messages: { body: string }[] };
  return body.messages.map((message) => message.body);
}
