import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { onServer } from '../test/pg-server.ts';
import { type Database, openDatabase } from './connect.ts';

// A PostgreSQL server: TEST_DATABASE_URL or POSTGRES_URL, else the local one (as migrate-lock.test.ts).
const serverUrl =
  process.env.TEST_DATABASE_URL ?? process.env.POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const hasPostgres = await onServer(serverUrl, async () => true, { connectionTimeoutMillis: 2000 }).catch(
  () => false,
);

// A connection the server ends while a transaction holds it (a restart, a failover, pg_terminate_backend): node-postgres
// fails the transaction's next query and also emits 'error' on the client, which pg-pool listens for only while the
// client is idle. Unheard, that event ended the process (faults/database-outage.fault.ts saw the server exit).
describe.skipIf(!hasPostgres)('a connection lost inside a transaction', () => {
  const opened: Database[] = [];
  afterAll(async () => {
    for (const database of opened) await database.close();
  });

  it('fails that transaction only; the process stays up and the pool serves the next query', async () => {
    const database = await openDatabase({ kind: 'postgres', url: serverUrl, poolSize: 2 });
    opened.push(database);
    const cut = database.db.transaction(async (tx) => {
      const { rows } = (await tx.execute(sql`SELECT pg_backend_pid() AS pid`)) as unknown as {
        rows: { pid: number }[];
      };
      await onServer(serverUrl, (client) => client.query('SELECT pg_terminate_backend($1)', [rows[0]?.pid]));
      // The client hears the connection end while no query of its own is running.
      await new Promise((resolve) => setTimeout(resolve, 300));
      await tx.execute(sql`SELECT 1`);
    });
    await expect(cut).rejects.toThrow();
    const { rows } = (await database.db.execute(sql`SELECT 1 AS one`)) as unknown as {
      rows: { one: number }[];
    };
    expect(rows).toEqual([{ one: 1 }]);
  });
});
