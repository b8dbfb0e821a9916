// Runs the journeys. With no arguments the suite is split into shards that run side by side, each against
// its own portal (own port, own embedded database), so journeys never share data and a 2-core machine runs
// two browsers at once. With arguments (e.g. one spec file) it is one ordinary Playwright run.
// E2E_PORT is the first shard's port; E2E_SHARDS overrides the shard count (default: 2 when the machine has
// two or more cores).
import { spawn, spawnSync } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, '..');
const args = process.argv.slice(2);
const basePort = Number(process.env.E2E_PORT ?? 3100 + (process.pid % 700));
const shards = args.length > 0 ? 1 : Number(process.env.E2E_SHARDS ?? Math.min(2, availableParallelism()));

// Build the web app once, before any portal starts, so parallel `npm start`s never build into one folder.
const build = spawnSync('node', [join(root, 'scripts/build-if-needed.mjs')], { cwd: root, stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);

function runShard(index) {
  const shardArgs = shards > 1 ? [`--shard=${index}/${shards}`] : [];
  const env = { ...process.env, E2E_PORT: String(basePort + (index - 1)) };
  // Each shard's config makes a fresh data folder of its own.
  if (shards > 1) delete env.E2E_DATA_DIR;
  const child = spawn('npx', ['playwright', 'test', ...shardArgs, ...args], {
    cwd: here,
    env,
    stdio: shards > 1 ? ['ignore', 'pipe', 'pipe'] : 'inherit',
  });
  if (shards > 1) {
    const prefix = `[${index}/${shards}] `;
    for (const stream of [child.stdout, child.stderr]) {
      let pending = '';
      stream.on('data', (chunk) => {
        pending += chunk.toString('utf8');
        const lines = pending.split('\n');
        pending = lines.pop() ?? '';
        for (const line of lines) process.stdout.write(`${prefix}${line}\n`);
      });
      stream.on('end', () => {
        if (pending) process.stdout.write(`${prefix}${pending}\n`);
      });
    }
  }
  return new Promise((resolve) => child.on('close', (code) => resolve(code ?? 1)));
}

const codes = await Promise.all(Array.from({ length: shards }, (_, i) => runShard(i + 1)));
const failed = codes.filter((code) => code !== 0).length;
if (shards > 1) console.log(failed ? `${failed} of ${shards} shards failed` : `All ${shards} shards passed`);
process.exit(failed ? 1 : 0);
