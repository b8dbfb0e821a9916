import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
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
      // An idle pooled connection the server closed (restart, failover, admin termination). The pool drops
      // it and opens a new one on demand; without a listener the 'error' event would end the process.
      onIdleClientError?: (error: Error) => void;
    }
  | { kind: 'pglite'; dataDir?: string; loadDataDir?: Blob };

// Any fixed 64-bit number, the same in every release: the key of the advisory lock migrations run under.
export const migrationLockKey = 7_150_421_903;

// Several instances starting at once (a rolling deploy, a scaled-out start) must not apply the same
// migration twice: the first takes a session-level advisory lock, the others wait for it, then find
// nothing left to apply. The lock is held on a connection of its own and ends with it if the process dies.
async function migrateUnderLock(pool: pg.Pool, migrate: () => Promise<void>): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [migrationLockKey]);
    try {
      await migrate();
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [migrationLockKey]);
    }
  } finally {
    client.release();
  }
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: options.url, max: options.poolSize ?? 10 });
    pool.on('error', options.onIdleClientError ?? (() => {}));
    const db = drizzlePg({ client: pool, schema });
    return {
      db,
      kind: 'postgres',
      migrate: () => migrateUnderLock(pool, () => migratePg(db, { migrationsFolder })),
      close: () => pool.end(),
    };
  }
  if (options.dataDir) await mkdir(options.dataDir, { recursive: true });
  const client = await PGlite.create({
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

// A migrated, empty embedded database as a tarball: tests load a copy per file (~0.5 s) instead of
// initialising and migrating a fresh one each time (~4 s).
export async function dumpMigratedPglite(): Promise<Blob> {
  const client = await PGlite.create();
  try {
    await migratePglite(drizzlePglite({ client, schema }), { migrationsFolder });
    return await client.dumpDataDir('none');
  } finally {
    await client.close();
  }
}

// DATABASE_URL selects PostgreSQL; without it the embedded database lives in DATA_DIR/pglite.
export function databaseOptionsFromConfig(config: { databaseUrl: string | null; dataDir: string }) {
  return config.databaseUrl
    ? ({ kind: 'postgres', url: config.databaseUrl } as const)
    : ({ kind: 'pglite', dataDir: join(config.dataDir, 'pglite') } as const);
}
