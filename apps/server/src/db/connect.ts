import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from './schema.ts';

// The drivers differ only in their raw result type; features see one Drizzle PostgreSQL interface.
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
// The handle inside db.transaction(…).
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  close(): Promise<void>;
};

export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

export type DatabaseOptions =
  | {
      kind: 'postgres';
      url: string;
      poolSize?: number;
      // False behind a transaction-pooling PgBouncer older than 1.21 (Debian 12 ships 1.18): it hands each
      // transaction to any server connection and does not carry protocol-level prepared statements between them,
      // so a statement parsed under a name on one connection is missing ("prepared statement … does not exist")
      // when the next call lands on another. Off, every statement is sent unnamed: PostgreSQL parses and plans it
      // on each call (the cost is measured in docs/scale.md). Default true.
      preparedStatements?: boolean;
      // An idle pooled connection the server closed (restart, failover, admin termination). The pool drops
      // it and opens a new one on demand; without a listener the 'error' event would end the process.
      onIdleClientError?: (error: Error) => void;
    }
  | { kind: 'pglite'; dataDir?: string; loadDataDir?: Blob };

// Any fixed 64-bit number, the same in every release: the key of the advisory lock migrations run under.
export const migrationLockKey = 7_150_421_903;

// Drizzle's migration table, kept as its own migrator writes it (a database migrated by either reads the same).
const migrationsTable = 'drizzle.__drizzle_migrations';

// Several instances starting at once (a rolling deploy, a scaled-out start) must not apply the same migration twice:
// each takes a transaction-level advisory lock, then applies what is missing and records it, all in one transaction
// on one connection; the others wait for the lock, then find nothing left to apply. Transaction-level, not
// session-level, because a transaction-pooling PgBouncer may hand each statement outside a transaction to another
// server connection: a session lock taken on one and released on another would stay held, and the migration would
// not run where the lock is. Inside a transaction every statement goes to the same connection. This is what
// Drizzle's node-postgres migrator does (same table, same rule: apply every migration newer than the last recorded),
// with the lock and the table's creation moved inside its transaction.
async function migrateUnderLock(pool: pg.Pool): Promise<void> {
  const migrations = readMigrationFiles({ migrationsFolder });
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    await client.query('SELECT pg_advisory_xact_lock($1)', [migrationLockKey]);
    await client.query('CREATE SCHEMA IF NOT EXISTS drizzle');
    await client.query(
      `CREATE TABLE IF NOT EXISTS ${migrationsTable} (id SERIAL PRIMARY KEY, hash text NOT NULL, created_at bigint)`,
    );
    const { rows } = await client.query<{ created_at: string }>(
      `SELECT created_at FROM ${migrationsTable} ORDER BY created_at DESC LIMIT 1`,
    );
    const last = rows[0] ? Number(rows[0].created_at) : null;
    for (const migration of migrations) {
      if (last !== null && last >= migration.folderMillis) continue;
      for (const statement of migration.sql) await client.query(statement);
      await client.query(`INSERT INTO ${migrationsTable} (hash, created_at) VALUES ($1, $2)`, [
        migration.hash,
        migration.folderMillis,
      ]);
    }
    await client.query('COMMIT');
  } catch (error) {
    await client.query('ROLLBACK').catch(() => {});
    throw error;
  } finally {
    client.release();
  }
}

// A node-postgres client that sends every statement unnamed: Drizzle's `.prepare(name)` and db/sql-executor.ts's
// named statements pass a `name`, which node-postgres turns into a named server-side statement it parses once per
// connection. Dropping the name here, in the one class every pooled connection is made from, switches that off for
// the whole server (DATABASE_PREPARED_STATEMENTS=false) without any repository knowing.
class UnnamedStatementsClient extends pg.Client {
  // biome-ignore lint/suspicious/noExplicitAny: node-postgres's query has a dozen overloads; this passes them on.
  override query(config: any, ...rest: any[]): any {
    // A submittable (a cursor, a Query made elsewhere) is passed on as it is.
    if (config !== null && typeof config === 'object' && typeof config.name === 'string' && !config.submit) {
      const { name: _name, ...unnamed } = config as { name: string };
      return (super.query as (...args: unknown[]) => unknown)(unnamed, ...rest);
    }
    return (super.query as (...args: unknown[]) => unknown)(config, ...rest);
  }
}

// The extensions the migrations create (0031: the client search's trigram indexes). PGlite bundles them but loads
// only those named when it starts.
const pgliteExtensions = { pg_trgm, btree_gin };

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.kind === 'postgres') {
    const pool = new pg.Pool({
      connectionString: options.url,
      max: options.poolSize ?? 10,
      ...(options.preparedStatements === false ? { Client: UnnamedStatementsClient } : {}),
    });
    pool.on('error', options.onIdleClientError ?? (() => {}));
    // A connection lost while checked out (inside a transaction) fails the query in flight or the next one, and also
    // emits 'error' on its client, which pg-pool listens for only while the client is idle
    // (node_modules/pg-pool/index.js, _acquireClient removes its listener). Unheard, the event would end the process;
    // the failed query already carries the error to its request (a 503, platform/database-unavailable.ts), so the
    // event is only heard here. The pool drops the client when it is released (no longer queryable).
    pool.on('connect', (client) => {
      client.on('error', () => {});
    });
    const db = drizzlePg({ client: pool, schema });
    return {
      db,
      kind: 'postgres',
      migrate: () => migrateUnderLock(pool),
      close: () => pool.end(),
    };
  }
  if (options.dataDir) await mkdir(options.dataDir, { recursive: true });
  const client = await PGlite.create({
    extensions: pgliteExtensions,
    ...(options.dataDir ? { dataDir: options.dataDir } : {}),
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
  });
  const db = drizzlePglite({ client, schema });
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder }),
    close: () => client.close(),
  };
}

// A migrated, empty embedded database as a tarball: tests load a copy per file instead of initialising and migrating
// a fresh one each time (~4 s of CPU). A copy costs in proportion to the tarball (PGlite reads the Blob whole, then
// writes each of its files into its in-memory file system), so the dump leaves out what no test reads: the template
// databases (nothing runs CREATE DATABASE on PGlite), and its WAL is kept in 1 MB segments, not 16 MB ones (initdb's
// --wal-segsize). 45 MB → 20 MB, about 0.7 → 0.45 s of CPU per copy (AMD EPYC, load 13).
export async function dumpMigratedPglite(): Promise<Blob> {
  const client = await PGlite.create({
    extensions: pgliteExtensions,
    initDbStartParams: ['--wal-segsize=1'],
  });
  try {
    await migratePglite(drizzlePglite({ client, schema }), { migrationsFolder });
    await client.exec(
      `UPDATE pg_database SET datistemplate = false WHERE datname IN ('template0', 'template1')`,
    );
    await client.exec('DROP DATABASE template0');
    await client.exec('DROP DATABASE template1');
    await client.exec('CHECKPOINT');
    return await client.dumpDataDir('none');
  } finally {
    await client.close();
  }
}

// DATABASE_URL selects PostgreSQL; without it the embedded database lives in DATA_DIR/pglite.
export function databaseOptionsFromConfig(config: {
  databaseUrl: string | null;
  databasePreparedStatements?: boolean;
  dataDir: string;
}) {
  return config.databaseUrl
    ? ({
        kind: 'postgres',
        url: config.databaseUrl,
        preparedStatements: config.databasePreparedStatements ?? true,
      } as const)
    : ({ kind: 'pglite', dataDir: join(config.dataDir, 'pglite') } as const);
}
