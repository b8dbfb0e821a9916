import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, inject } from 'vitest';
import { type App, type AppDeps, buildApp } from '../app.ts';
import { type Config, loadConfig } from '../config.ts';
import { type Database, openDatabase } from '../db/connect.ts';
import { apiTokens } from '../db/schema.ts';
import type { Clock } from '../platform/clock.ts';
import { madeBeforeAll } from './lifecycle.ts';
import { offlineLookup } from './offline-lookup.ts';
import { databaseUrl, onServer } from './pg-server.ts';

export type TestDatabase = Pick<Database, 'db' | 'kind' | 'migrate'> & { close(): Promise<void> };

// One database per test file: a copy of the migrated PGlite template, or with TEST_DATABASE_URL a PostgreSQL database
// copied from the migrated template database (test/global-setup.ts) and dropped again.
// The template's bytes are read once per worker (its files share this module: vitest.config.ts, isolate false) and
// given to every copy: a Blob is immutable, and reading and copying the 45 MB again for each file cost about as much
// CPU as loading it.
let pgliteTemplate: { path: string; blob: Promise<Blob> } | undefined;

function pgliteTemplateBlob(path: string): Promise<Blob> {
  if (pgliteTemplate?.path !== path) {
    pgliteTemplate = { path, blob: readFile(path).then((bytes) => new Blob([new Uint8Array(bytes)])) };
  }
  return pgliteTemplate.blob;
}

// A throwaway database's connections commit without waiting for the WAL to reach the disk (synchronous_commit off,
// https://www.postgresql.org/docs/15/wal-async-commit.html): nothing is lost unless PostgreSQL itself crashes, when
// the database would be dropped anyway, and every statement, lock and constraint behaves as before. A commit otherwise
// waits for an fdatasync (2–3 ms on the CI machine, pg_test_fsync), several hundred per file.
function throwawayUrl(serverUrl: string, name: string): string {
  const url = new URL(databaseUrl(serverUrl, name));
  url.searchParams.set('options', '-c synchronous_commit=off');
  return url.toString();
}

// An embedded database directory (a command's DATA_DIR/pglite) holding the migrated template, so that a command-line
// script under test opens a database its migrations already reached instead of initialising and migrating one on disk
// (several seconds of CPU each). On PostgreSQL runs there is no PGlite template: the script migrates a fresh one. A
// script's own first migration stays covered (features/tenancy/firm-create.test.ts starts from an empty DATA_DIR).
export async function migratedPgliteDataDir(dataDir: string): Promise<void> {
  const target = inject('testDatabase');
  if (target.kind !== 'pglite') return;
  const database = await openDatabase({
    kind: 'pglite',
    dataDir,
    loadDataDir: await pgliteTemplateBlob(target.templatePath),
  });
  await database.close();
}

export async function openTestDatabase(): Promise<TestDatabase> {
  const target = inject('testDatabase');
  if (target.kind === 'pglite') {
    const template = await pgliteTemplateBlob(target.templatePath);
    const database = await openDatabase({ kind: 'pglite', loadDataDir: template });
    return { db: database.db, kind: database.kind, migrate: database.migrate, close: () => database.close() };
  }

  const name = `atrium_t_${randomBytes(6).toString('hex')}`;
  await onServer(target.url, (client) => client.query(`CREATE DATABASE ${name} TEMPLATE ${target.template}`));
  const database = await openDatabase({ kind: 'postgres', url: throwawayUrl(target.url, name), poolSize: 5 });
  return {
    db: database.db,
    kind: database.kind,
    migrate: database.migrate,
    async close() {
      await database.close();
      // pool.end() resolves once its clients are told to end, not once the server has let them go; dropping
      // WITH (FORCE) before then makes PostgreSQL terminate them, and the dying clients throw. Wait for them.
      await onServer(target.url, async (client) => {
        for (let attempt = 0; attempt < 50; attempt++) {
          const { rows } = await client.query(
            'SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1',
            [name],
          );
          if (rows[0].n === 0) break;
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
        await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      });
    },
  };
}

export type FakeClock = Clock & { set(date: Date): void; advance(ms: number): void };

export function createFakeClock(start = new Date('2026-03-02T09:00:00Z')): FakeClock {
  let now = start.getTime();
  return {
    now: () => new Date(now),
    set: (date) => {
      now = date.getTime();
    },
    advance: (ms) => {
      now += ms;
    },
  };
}

// Tests never serve the real apps/web/dist unless they pass WEB_DIST_DIR themselves.
export function testConfig(env: Record<string, string> = {}): Config {
  return loadConfig({ NODE_ENV: 'test', WEB_DIST_DIR: '/nonexistent/atrium-web-dist', ...env });
}

export type TestApp = { app: App; logs(): string };

export async function buildTestApp(
  database: Pick<TestDatabase, 'db'>,
  options: { config?: Config; clock?: Clock; deps?: Pick<AppDeps, 'lookup' | 'send'> } = {},
): Promise<TestApp> {
  const lines: string[] = [];
  const logStream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString('utf8'));
      done();
    },
  });
  const app = await buildApp(options.config ?? testConfig(), {
    db: database.db,
    logStream,
    ...(options.clock ? { clock: options.clock } : {}),
    lookup: offlineLookup,
    ...options.deps,
  });
  return { app, logs: () => lines.join('') };
}

// The database of one test file that needs no app, opened before its tests and closed after them; read through
// getters, so a file keeps `database.db` at its top level.
export function useTestDatabase(): Pick<TestDatabase, 'db' | 'kind' | 'migrate'> {
  let database: TestDatabase | undefined;
  const open = (): TestDatabase => {
    if (database === undefined) throw new Error('useTestDatabase: read before beforeAll ran');
    return database;
  };
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(async () => {
    await database?.close();
  });
  return {
    get db() {
      return open().db;
    },
    get kind() {
      return open().kind;
    },
    migrate: () => open().migrate(),
  };
}

// The database and app of one test file, opened before its tests and closed after them. Both are read through
// getters, so a file can keep `database.db`, `t.app` and `requester(() => t)` at its top level while they open
// in beforeAll; its own beforeAll (registered after this call) runs once both are open. `config` may be a function,
// read when the app is built: for a value known only then (a useTempDir path, a port a beforeAll above opened).
export function useTestApp(
  options: { config?: Config | (() => Config); clock?: Clock; deps?: Pick<AppDeps, 'lookup' | 'send'> } = {},
): {
  database: Pick<TestDatabase, 'db' | 'kind' | 'migrate'>;
  t: TestApp;
} {
  let database: TestDatabase | undefined;
  let t: TestApp | undefined;
  const open = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('useTestApp: read before beforeAll ran');
    return value;
  };
  beforeAll(async () => {
    database = await openTestDatabase();
    const config = typeof options.config === 'function' ? options.config() : options.config;
    t = await buildTestApp(database, {
      ...(config ? { config } : {}),
      ...(options.clock ? { clock: options.clock } : {}),
      ...(options.deps ? { deps: options.deps } : {}),
    });
  });
  afterAll(async () => {
    await t?.app.close();
    await database?.close();
  });
  return {
    database: {
      get db() {
        return open(database).db;
      },
      get kind() {
        return open(database).kind;
      },
      migrate: () => open(database).migrate(),
    },
    t: {
      get app() {
        return open(t).app;
      },
      logs: () => open(t).logs(),
    },
  };
}

// A directory of its own for one test file (DATA_DIR, a built web app), made before its tests and removed after
// them; `path` is read once beforeAll ran. Call it before useTestApp when the app's config names it.
export function useTempDir(prefix: string): { readonly path: string } {
  const dir = madeBeforeAll(
    'useTempDir',
    () => mkdtemp(join(tmpdir(), prefix)),
    (path) => rm(path, { recursive: true, force: true }),
  );
  return {
    get path() {
      return dir.value;
    },
  };
}

export type RequestMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

// The one way a server test calls the API: `const call = requester(() => t)`, then
// `call(method, url, token?, payload?, headers?)`. A token (not empty) becomes the bearer header; no payload sends no
// body; `headers` adds or overrides headers (host, idempotency-key, …). Pass a getter when the app opens in
// beforeAll.
export function requester(app: TestApp | (() => TestApp)) {
  const appOf = typeof app === 'function' ? app : () => app;
  return (
    method: RequestMethod,
    url: string,
    token?: string,
    payload?: unknown,
    headers: Record<string, string> = {},
  ) =>
    appOf().app.inject({
      method,
      url,
      headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });
}

export type Requester = ReturnType<typeof requester>;

// The same for a test whose fake clock jumps past the sessions' idle limit: before each call every token counts as
// used at the clock's time (the idle limit is not what such a test checks; auth tests check it).
export function freshSessionRequester(
  app: TestApp | (() => TestApp),
  database: { db: TestDatabase['db'] },
  clock: Clock,
): Requester {
  const request = requester(app);
  return async (...args) => {
    await database.db.update(apiTokens).set({ lastUsedAt: clock.now() });
    return request(...args);
  };
}
