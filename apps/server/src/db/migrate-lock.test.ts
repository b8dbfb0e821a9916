import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseUrl, onServer } from '../test/pg-server.ts';
import { type Database, migrationLockKey, migrationsFolder, openDatabase } from './connect.ts';

// A PostgreSQL server to create a throwaway database on: TEST_DATABASE_URL or POSTGRES_URL, else the local one.
const serverUrl =
  process.env.TEST_DATABASE_URL ?? process.env.POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

const hasPostgres = await onServer(serverUrl, async () => true, { connectionTimeoutMillis: 2000 }).catch(
  () => false,
);
if (!hasPostgres)
  console.warn(`Skipping the migration lock test: no PostgreSQL at ${new URL(serverUrl).host}`);

const journal = JSON.parse(readFileSync(join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as {
  entries: unknown[];
};

describe.skipIf(!hasPostgres)('migrations at start on PostgreSQL', () => {
  const name = `atrium_t_lock_${randomBytes(4).toString('hex')}`;
  const url = databaseUrl(serverUrl, name);
  const opened: Database[] = [];

  beforeAll(async () => {
    await onServer(serverUrl, (client) => client.query(`CREATE DATABASE ${name}`));
  });

  afterAll(async () => {
    for (const database of opened) await database.close();
    await onServer(serverUrl, (client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
  });

  it('applies every migration exactly once when several instances start at the same moment', async () => {
    for (let i = 0; i < 4; i++) {
      opened.push(await openDatabase({ kind: 'postgres', url, poolSize: 3 }));
    }
    const results = await Promise.allSettled(opened.map((database) => database.migrate()));
    expect(results.map((result) => result.status)).toEqual(Array(4).fill('fulfilled'));

    await onServer(url, async (client) => {
      const applied = await client.query('SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations');
      expect(applied.rows[0].n).toBe(journal.entries.length);
      // The lock is let go once migrating is over, so the next release's start does not wait forever.
      const free = await client.query('SELECT pg_try_advisory_lock($1) AS taken', [migrationLockKey]);
      expect(free.rows[0].taken).toBe(true);
      await client.query('SELECT pg_advisory_unlock($1)', [migrationLockKey]);
    });
  });
});
