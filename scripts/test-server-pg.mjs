// Runs the server suite against a real PostgreSQL: a throwaway database is created for this run and
// dropped after it. POSTGRES_URL names the server (default: the machine's local PostgreSQL).
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';

const require = createRequire(new URL('../apps/server/package.json', import.meta.url));
const { Client } = require('pg');

const serverUrl = new URL(process.env.POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test');
const name = `atrium_ci_${randomBytes(4).toString('hex')}`;

async function admin(sql) {
  const client = new Client({ connectionString: serverUrl.toString() });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

await admin(`CREATE DATABASE ${name}`);
const testUrl = new URL(serverUrl);
testUrl.pathname = `/${name}`;
console.log(`Server suite on PostgreSQL ${serverUrl.host}, database ${name}`);
let status = 1;
try {
  const result = spawnSync('npx', ['vitest', 'run', '--project', 'server'], {
    stdio: 'inherit',
    env: { ...process.env, TEST_DATABASE_URL: testUrl.toString() },
  });
  status = result.status ?? 1;
} finally {
  await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
}
process.exit(status);
