import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseUrl, onServer } from '../test/pg-server.ts';
import { openDatabase } from './connect.ts';
import { users } from './schema.ts';
import { namedStatement, rowsOf } from './sql-executor.ts';

// A PostgreSQL server to create a throwaway database on: TEST_DATABASE_URL or POSTGRES_URL, else the local one.
const serverUrl =
  process.env.TEST_DATABASE_URL ?? process.env.POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

const hasPostgres = await onServer(serverUrl, async () => true, { connectionTimeoutMillis: 2000 }).catch(
  () => false,
);
if (!hasPostgres)
  console.warn(`Skipping the prepared statements test: no PostgreSQL at ${new URL(serverUrl).host}`);

// The server-side prepared statements of the connection a query runs on (a pool of one: always the same one).
const preparedOnConnection = sql`SELECT name FROM pg_prepared_statements ORDER BY name`;

describe.skipIf(!hasPostgres)('DATABASE_PREPARED_STATEMENTS (db/connect.ts)', () => {
  const name = `atrium_t_prep_${randomBytes(4).toString('hex')}`;
  const url = databaseUrl(serverUrl, name);
  const statement = namedStatement('prep_test', () => sql`SELECT ${sql.placeholder('n')}::int + 1 AS n`);

  beforeAll(async () => {
    await onServer(serverUrl, (client) => client.query(`CREATE DATABASE ${name}`));
  });
  afterAll(async () => {
    await onServer(serverUrl, (client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
  });

  // Both kinds the server uses: db/sql-executor.ts's named statements and Drizzle's public `.prepare(name)`.
  async function runBoth(database: Awaited<ReturnType<typeof openDatabase>>) {
    expect(await statement.rows<{ n: number }>(database.db, { n: 41 })).toEqual([{ n: 42 }]);
    const byId = database.db
      .select({ id: users.id })
      .from(users)
      .where(sql`${users.id} = ${sql.placeholder('id')}`)
      .prepare('prep_test_user');
    expect(await byId.execute({ id: 1 })).toEqual([]);
    return (await rowsOf<{ name: string }>(database.db, preparedOnConnection)).map((row) => row.name);
  }

  it('names the hot statements on the server by default, so each connection parses and plans them once', async () => {
    const database = await openDatabase({ kind: 'postgres', url, poolSize: 1 });
    try {
      await database.migrate();
      expect(await runBoth(database)).toEqual([statement.name, 'prep_test_user']);
    } finally {
      await database.close();
    }
  });

  // What a transaction-pooling PgBouncer 1.18 needs: nothing named on a server connection that the next
  // transaction may not get. The statements still answer the same.
  it('sends every statement unnamed when switched off', async () => {
    const database = await openDatabase({ kind: 'postgres', url, poolSize: 1, preparedStatements: false });
    try {
      await database.migrate();
      expect(await runBoth(database)).toEqual([]);
    } finally {
      await database.close();
    }
  });
});
