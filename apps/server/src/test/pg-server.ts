import pg from 'pg';

// A PostgreSQL server's side of the throwaway databases tests make on it (test/build-test-app.ts with
// TEST_DATABASE_URL, faults/harness.ts, db/migrate-lock.test.ts).

// The URL of the database `name` on the server at `serverUrl`.
export function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

// One connection to the server for `run` (create, drop, terminate), ended after it whatever it answers.
export async function onServer<T>(
  serverUrl: string,
  run: (client: pg.Client) => Promise<T>,
  options: { connectionTimeoutMillis?: number } = {},
): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl, ...options });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}
